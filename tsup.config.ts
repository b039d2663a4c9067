import { readdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { defineConfig } from 'tsup';
import { SHARED_STYLESHEETS } from './src/ui/stylesheets';

/**
 * dist/lto-widgets.js (the autoloader) is the bundling entry of the widgets (dist/oidc-callback.js,
 * the identity provider's callback page script, is the other). It imports each
 * widgets/{widget}/element.ts dynamically, so every widget is one content-hashed chunk under
 * dist/chunks/, cacheable forever. dist/{widget}.js, for a legacy page that embeds one widget
 * alone, is written after the build as a one-line re-export of that chunk: were the widgets
 * entries of their own, esbuild would split each into a stub plus a chunk, and a listing page
 * would download five more files.
 */
const widgets = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`widgets/${entry.name}/index.ts`))
  .map((entry) => entry.name);


/** One stylesheet for every widget: plain CSS, served from 'self' under a strict CSP; the theme's tokens first. */
function writeStylesheet() {
  const parts = [...SHARED_STYLESHEETS, ...widgets.map((w) => `widgets/${w}/${w}.css`)].filter((file) => existsSync(file));
  const css = parts.map((file) => `/* ${file} */\n${readFileSync(file, 'utf8')}`).join('\n');
  writeFileSync('dist/lto-widgets.css', css);
}

interface Metafile {
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
}
const readMetafile = () => JSON.parse(readFileSync('dist/metafile-esm.json', 'utf8')) as Metafile;

/**
 * dist/{widget}.js: the fixed-name entry of each widget, pointing at its hashed chunk; and
 * dist/{widget}.d.ts, pointing at its declarations, which `tsc -p tsconfig.build.json` writes into
 * dist/types/ after this build (tsup's own declaration bundling needed over 6 GB for 30 entries).
 */
function writeWidgetEntries() {
  for (const [file, output] of Object.entries(readMetafile().outputs)) {
    const widget = output.entryPoint?.match(/^widgets\/([^/]+)\/element\.ts$/)?.[1];
    if (!widget) continue;
    const chunk = file.replace(/^dist\//, './');
    writeFileSync(`dist/${widget}.js`, `export * from '${chunk}';\n`);
    writeFileSync(`dist/${widget}.d.ts`, `export * from './types/widgets/${widget}/index.js';\n`);
  }
  writeFileSync('dist/lto-widgets.d.ts', `export * from './types/widgets/lto-widgets.js';\n`);
}

/**
 * Marks the chunk holding React DOM with V8's explicit compile hint. Without it V8 compiles each
 * function lazily on the main thread: React DOM's module body (esbuild wraps it in a function) when
 * the chunk is evaluated, then every function the first render calls, ~170 ms and ~110 ms at 4x
 * CPU. With the hint Chromium compiles the whole chunk eagerly while streaming it, off the main
 * thread. Only this chunk: nearly all of it runs on load, unlike DOMPurify's, say. The hash in the
 * name still stands for one content: the comment is the same in every build. The source map
 * gets an empty first line to stay aligned.
 */
function markReactChunkCalledOnLoad() {
  for (const [file, output] of Object.entries(readMetafile().outputs)) {
    if (!Object.keys(output.inputs).some((input) => input.endsWith('react-dom/cjs/react-dom-client.production.js'))) continue;
    writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { mappings: string };
    map.mappings = `;${map.mappings}`;
    writeFileSync(`${file}.map`, JSON.stringify(map));
  }
}

/**
 * Takes the `//# sourceMappingURL=` comment off every script esbuild wrote (tsup always adds it):
 * about 35 B gzip a file, some 3 KB of every page's JS, sent to each shopper for the developer
 * tools alone. The maps stay beside the scripts; a server names them with a `SourceMap` header
 * (README, "Adding widgets to a page template"; the demo does). A chunk's hashed name still
 * stands for one content: every build drops the comment alike.
 */
function dropSourceMapComments() {
  for (const file of Object.keys(readMetafile().outputs)) {
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(file, 'utf8');
    const bare = code.replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, '\n');
    if (bare === code) throw new Error(`${file}: no sourceMappingURL comment at its end (has tsup's output changed?)`);
    writeFileSync(file, bare);
  }
}

/**
 * dist/{widget}-legacy.js from a widget's legacy.js: a classic script in ES5 for a browser that
 * runs no ES modules, which the platform writes as `<script nomodule>` where the widget's README
 * says (a browser that runs modules never fetches it). Minified for ES5: esbuild lowers what it
 * can and fails the build on what it cannot; bench/legacy-scripts.test.ts parses the result as
 * ES3 (IE 6-8's syntax), which esbuild's es5 target does not promise.
 */
function writeLegacyScripts() {
  for (const widget of widgets) {
    const source = `widgets/${widget}/legacy.js`;
    if (!existsSync(source)) continue;
    const { code } = transformSync(readFileSync(source, 'utf8'), { target: 'es5', minify: true, loader: 'js', sourcefile: source });
    writeFileSync(`dist/${widget}-legacy.js`, code);
  }
}

/** What the autoloader's __LTO_MODULE_PRELOADS__ is while bundling, replaced after it. */
const PRELOADS_PLACEHOLDER = '{"lto-module-preloads":"placeholder"}';

/**
 * Writes into dist/lto-widgets.js, for each widget tag, every module its chunk imports (directly
 * or through other chunks), so the autoloader can ask for them all at once: `{files, tags}`, each
 * module named once and a tag listing indexes into `files`. Chunk names are only known after
 * bundling; the autoloader is the one file not named by its content, and no chunk
 * imports it, so changing it renames nothing. (Its source map is off by a few columns after this
 * point of its one line.)
 */
function writeModulePreloads() {
  const { outputs } = readMetafile();
  const staticImports = (file: string, seen = new Set<string>()): Set<string> => {
    for (const { path, kind } of outputs[file]?.imports ?? []) {
      if (kind !== 'import-statement' || seen.has(path)) continue;
      seen.add(path);
      staticImports(path, seen);
    }
    return seen;
  };
  // Each module named once; a tag lists the indexes of its modules (most are shared by many tags).
  const files: string[] = [];
  const tags: Record<string, number[]> = {};
  const indexOf = (file: string) => {
    const name = file.replace(/^dist\//, './');
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  for (const { path, kind } of outputs['dist/lto-widgets.js']!.imports) {
    const widget = outputs[path]?.entryPoint?.match(/^widgets\/([^/]+)\/element\.ts$/)?.[1];
    if (kind !== 'dynamic-import' || !widget) continue;
    tags[`lto-${widget}`] = [...staticImports(path)].map(indexOf);
  }
  const table = { files, tags };
  const entry = readFileSync('dist/lto-widgets.js', 'utf8');
  const placeholder = /(['"`])\{"lto-module-preloads":"placeholder"\}\1/;
  if (!placeholder.test(entry)) throw new Error('dist/lto-widgets.js has no module preload placeholder');
  writeFileSync('dist/lto-widgets.js', entry.replace(placeholder, () => JSON.stringify(JSON.stringify(table))));
}

/**
 * esbuild has dist/lto-widgets.js import the chunk of its own runtime helpers (__commonJS,
 * __toESM for React's CommonJS) for side effects, though the autoloader uses none of them and the
 * chunk has none: a round trip before the autoloader can run, late because the main thread is
 * busy parsing the page when the browser could ask for it. The chunks that use the helpers
 * import it themselves. Only a chunk made of nothing but helpers (no input file) is dropped.
 */
function dropHelperImportFromAutoloader() {
  const { outputs } = readMetafile();
  let entry = readFileSync('dist/lto-widgets.js', 'utf8');
  for (const { path, kind } of outputs['dist/lto-widgets.js']!.imports) {
    if (kind !== 'import-statement' || Object.keys(outputs[path]?.inputs ?? { any: 1 }).length > 0) continue;
    const statement = `import"${path.replace(/^dist\//, './')}";`;
    if (!entry.includes(statement)) throw new Error(`dist/lto-widgets.js: no ${statement} to drop (has esbuild's output changed?)`);
    entry = entry.replace(statement, '');
  }
  writeFileSync('dist/lto-widgets.js', entry);
}

export default defineConfig({
  // dist/oidc-callback.js is the script of the identity provider's callback page (the silent
  // sign-in iframe): a page of its own, with none of the widgets.
  entry: { 'lto-widgets': 'widgets/lto-widgets.ts', 'oidc-callback': 'src/identity/oidc-callback.ts' },
  format: ['esm'],
  outDir: 'dist',
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  // esbuild's own tree shaking only: tsup's `treeshake` runs Rollup over esbuild's minified chunks
  // and prints them again, partly unminified (`true` for `!0`, a second sourceMappingURL comment),
  // 1.5 KB gzip more over all the chunks, 7 B more of the autoloader.
  treeshake: false,
  minify: true,
  sourcemap: true,
  clean: true,
  metafile: true,
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"', __LTO_MODULE_PRELOADS__: JSON.stringify(PRELOADS_PLACEHOLDER) },
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.legalComments = 'linked';
  },
  onSuccess: async () => {
    writeStylesheet();
    writeWidgetEntries();
    markReactChunkCalledOnLoad();
    writeModulePreloads();
    dropHelperImportFromAutoloader();
    dropSourceMapComments();
    writeLegacyScripts();
  },
});
