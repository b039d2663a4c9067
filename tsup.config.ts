import { readdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * dist/lto-widgets.js is the autoloader; dist/{widget}.js lets a legacy page embed one widget
 * alone. The autoloader imports widgets/{widget}/element.ts directly, so what it downloads is
 * content-hashed chunks under dist/chunks/, cacheable forever; only the entries keep fixed names.
 */
const widgets = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`widgets/${entry.name}/index.ts`))
  .map((entry) => entry.name);

const entry: Record<string, string> = { 'lto-widgets': 'widgets/lto-widgets.ts' };
for (const widget of widgets) entry[widget] = `widgets/${widget}/index.ts`;

/** One stylesheet for every widget: plain CSS, served from 'self' under a strict CSP. */
function writeStylesheet() {
  const parts = ['src/ui/ui.css', ...widgets.map((w) => `widgets/${w}/${w}.css`)].filter((file) => existsSync(file));
  const css = parts.map((file) => `/* ${file} */\n${readFileSync(file, 'utf8')}`).join('\n');
  writeFileSync('dist/lto-widgets.css', css);
}

export default defineConfig({
  entry,
  format: ['esm'],
  outDir: 'dist',
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  treeshake: true,
  minify: true,
  sourcemap: true,
  clean: true,
  dts: true,
  metafile: true,
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'linked';
  },
  onSuccess: async () => writeStylesheet(),
});
