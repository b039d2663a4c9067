import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { registry } from '../widgets/registry';

/**
 * What the browser downloads, read from esbuild's metafile: the autoloader, each widget's own
 * chunks (the ones no other widget needs), the shared runtime, and all JS a page with given tags
 * loads. Sizes are compressed the way a CDN would serve them.
 */
interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface SizeReport {
  autoloader: Size;
  widgets: Record<string, { files: string[]; size: Size }>;
  /** Chunks more than one widget needs (the runtime, and code some widgets share). */
  shared: { files: string[]; size: Size };
  /**
   * Chunks every React island needs: React and our core. Any page with one of them loads them
   * (a widget that only adds behaviour to the server's markup needs none of it).
   */
  runtime: { files: string[]; size: Size };
  /**
   * All JS a page with `tags` loads once each is used: the autoloader, the runtime's modules it
   * loads at idle on every page, the wake modules, the widgets' chunks, and with `analytics`
   * (ISGTMENABLE on) the analytics chunk and what it imports, with the parts of it the page's
   * markup loads (`analyticsParts`: 'product' on a product page, 'checkout' on a checkout step).
   */
  page(tags: readonly string[], options?: { analytics?: boolean; analyticsParts?: readonly AnalyticsPart[] }): { files: string[]; size: Size };
  /** The analytics chunk (src/analytics/index.ts) and every module it imports. */
  analytics: { files: string[]; size: Size };
}

/** The parts of analytics loaded only where the page has their markup (src/analytics/index.ts). */
export type AnalyticsPart = 'product' | 'checkout';

/**
 * Brotli at its best quality takes ten times as long as gzip, and only the benchmark's table shows
 * it (the budgets are in gzip): it is computed when first read.
 */
export function sizeOf(bytes: Buffer): Size {
  let brotli: number | undefined;
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    get brotli() {
      return (brotli ??= brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    },
  };
}

function sum(sizes: readonly Size[]): Size {
  return {
    raw: sizes.reduce((total, s) => total + s.raw, 0),
    gzip: sizes.reduce((total, s) => total + s.gzip, 0),
    get brotli() {
      return sizes.reduce((total, s) => total + s.brotli, 0);
    },
  };
}

export function sizeReport(distDir = 'dist'): SizeReport {
  const meta = JSON.parse(readFileSync(join(distDir, 'metafile-esm.json'), 'utf8')) as Metafile;
  const outputs = Object.fromEntries(
    Object.entries(meta.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => [file.replace(/^dist\//, ''), output]),
  );
  const relative = (path: string) => path.replace(/^dist\//, '');

  const sizes = new Map<string, Size>();
  const size = (file: string) => {
    let s = sizes.get(file);
    if (!s) sizes.set(file, (s = sizeOf(readFileSync(join(distDir, file)))));
    return s;
  };
  const total = (files: Iterable<string>): Size => sum([...files].map(size));

  /** A file and everything it imports statically: what loading it downloads. */
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement') closure(relative(imported.path), seen);
    }
    return seen;
  };

  // The autoloader reaches each widget through a dynamic import of widgets/{name}/element.ts.
  const elementChunks: Record<string, string> = {};
  // And, after the load event, to its wake module (widgets/{name}/wake.ts) where it has one.
  const wakeChunks: Record<string, string> = {};
  for (const [file, output] of Object.entries(outputs)) {
    const match = output.entryPoint?.match(/^widgets\/([^/]+)\/(element|wake)\.tsx?$/);
    if (match) (match[2] === 'wake' ? wakeChunks : elementChunks)[`lto-${match[1]}`] = file;
  }
  const analyticsChunk = Object.entries(outputs).find(([, output]) => output.entryPoint === 'src/analytics/index.ts')?.[0];
  const analyticsFiles = analyticsChunk ? [...closure(analyticsChunk)] : [];
  const partChunks = Object.fromEntries(
    Object.entries(outputs)
      .map(([file, output]) => [output.entryPoint?.match(/^src\/analytics\/(product|checkout)\.ts$/)?.[1], file] as const)
      .filter((entry): entry is [AnalyticsPart, string] => entry[0] !== undefined),
  ) as Partial<Record<AnalyticsPart, string>>;
  const reach = Object.fromEntries(Object.entries(elementChunks).map(([tag, file]) => [tag, closure(file)]));
  // And, at idle after the load event on every page, the runtime's own modules (the visit of SPEC
  // 4.1): the autoloader's other dynamic imports, but analytics (only where the tag manager is on).
  const widgetFiles = new Set([...Object.values(elementChunks), ...Object.values(wakeChunks), ...(analyticsChunk ? [analyticsChunk] : [])]);
  const atIdle = (outputs['lto-widgets.js']?.imports ?? [])
    .filter((imported) => imported.kind === 'dynamic-import' && !widgetFiles.has(relative(imported.path)))
    .map((imported) => relative(imported.path));

  const useCount = new Map<string, number>();
  for (const files of Object.values(reach)) for (const file of files) useCount.set(file, (useCount.get(file) ?? 0) + 1);

  const widgets: SizeReport['widgets'] = {};
  for (const [tag, files] of Object.entries(reach)) {
    const own = [...files].filter((file) => useCount.get(file) === 1);
    widgets[tag] = { files: own, size: total(own) };
  }
  const sharedFiles = [...useCount].filter(([, count]) => count > 1).map(([file]) => file);
  // The React islands: the widgets whose chunks reach defineWidget.
  const defineChunk = Object.keys(outputs).find((file) => Object.keys(outputs[file]!.inputs).includes('src/core/define.tsx'));
  const islands = Object.values(reach).filter((files) => defineChunk !== undefined && files.has(defineChunk));
  const runtimeFiles = islands.length ? [...islands[0]!].filter((file) => islands.every((files) => files.has(file))) : [];

  return {
    autoloader: size('lto-widgets.js'),
    widgets,
    shared: { files: sharedFiles, size: total(sharedFiles) },
    runtime: { files: runtimeFiles, size: total(runtimeFiles) },
    analytics: { files: analyticsFiles, size: total(analyticsFiles) },
    page(tags, { analytics = false, analyticsParts = [] } = {}) {
      const files = new Set(closure('lto-widgets.js'));
      for (const file of atIdle) closure(file, files);
      if (analytics) for (const file of analyticsFiles) files.add(file);
      for (const part of analytics ? analyticsParts : []) {
        const chunk = partChunks[part];
        if (!chunk) throw new Error(`no chunk for the analytics part '${part}' in the build`);
        closure(chunk, files);
      }
      for (const tag of tags) {
        if (wakeChunks[tag]) for (const file of closure(wakeChunks[tag])) files.add(file);
        // A widget that starts from its wake module alone never has its element's chunk loaded.
        if (registry[tag]?.intent !== false) for (const file of reach[tag] ?? []) files.add(file);
      }
      return { files: [...files], size: total(files) };
    },
  };
}

/** The lto-* tags that a page's HTML contains. */
export function tagsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/<(lto-[a-z0-9-]+)[\s>]/g)].map((m) => m[1]!))].sort();
}
