/**
 * `npm run bench`: compressed sizes of what the browser downloads. The autoloader, each widget's
 * own chunks, the shared runtime, and all JS each demo page loads (its lto-* tags read from the
 * page the demo server renders). Run after `npm run build`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServer } from '../demo/server/start';
import { sizeReport, tagsIn, type Size } from './size-report';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const row = (label: string, size: Size, note = '') =>
  `${label.padEnd(34)} ${kb(size.raw).padStart(11)} ${kb(size.gzip).padStart(10)} ${kb(size.brotli).padStart(10)}  ${note}`;

const report = sizeReport('dist');
const lines = [`${'what'.padEnd(34)} ${'minified'.padStart(11)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`];
lines.push(row('autoloader (lto-widgets.js)', report.autoloader));
for (const [tag, widget] of Object.entries(report.widgets)) lines.push(row(`<${tag}> own chunks`, widget.size, widget.files.join(' ')));
lines.push(row('runtime every React island needs', report.runtime.size, `${report.runtime.files.length} files (React, core)`));
lines.push(row('all code shared by widgets', report.shared.size, `${report.shared.files.length} files (runtime included)`));

const dir = mkdtempSync(join(tmpdir(), 'lto-bench-'));
const server = await startDemoServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'demo.sqlite') });
try {
  const pages = ['/', '/c/living-room', '/showsearch?q=sofa', '/p/P1001', '/compareShow?category=living-room'];
  lines.push('', 'all JS a demo page loads:');
  for (const path of pages) {
    const html = await (await fetch(new URL(path, server.url))).text();
    const tags = tagsIn(html);
    lines.push(row(path, report.page(tags).size, tags.join(' ') || '(no widgets: autoloader only)'));
  }
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(lines.join('\n'));
