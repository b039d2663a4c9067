/**
 * Everything generated from the widgets' definitions (element.ts: tag and attribute schema;
 * manifest.ts: summary, events, endpoints, server markup; the --lto-* custom properties their CSS
 * reads), so none of it can drift from what the widgets do. Run by `npm run build` (below):
 *
 *  - committed, and compared with what is committed by widgets/docs.test.ts: each widget README's
 *    generated sections (its server markup among them, from the markup*.html fixtures), the widget
 *    table of the README, widgets/registry.ts (the autoloader's), widgets/jsx-elements.d.ts (JSX
 *    typings), widgets/manifest-events.typecheck.ts (the manifests' event detail texts, held
 *    against the contracts' types by the typecheck), stories/support/widget-arg-types.ts (argTypes);
 *  - in dist/ only: custom-elements.json (package.json "customElements") and jsx-elements.d.ts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EndpointName } from '../src/contracts/endpoints';
import type { AttributesSchema } from '../src/core/attributes';
import type { WidgetManifest } from '../src/core/widget-manifest';
import { describeAttributes } from '../src/docs/attributes';
import { cssPropertiesRead } from '../src/docs/css-properties';
import { customElementsManifest } from '../src/docs/custom-elements';
import { eventDetailsSource } from '../src/docs/event-details';
import { jsxTypings } from '../src/docs/jsx-typings';
import type { WidgetDoc } from '../src/docs/model';
import { readmeWithSections } from '../src/docs/readme-sections';
import { registrySource } from '../src/docs/registry-source';
import { storyArgTypesSource } from '../src/docs/story-arg-types';
import { widgetTable } from '../src/docs/widget-table';

// Paths, not file: URLs: the unit tests run this module under happy-dom, whose URL node:fs refuses.
const ROOT = join(import.meta.dirname, '..');
const WIDGETS = import.meta.dirname;

export const MANIFEST_PATH = 'dist/custom-elements.json';
export const JSX_TYPINGS = 'widgets/jsx-elements.d.ts';
export const EVENT_DETAILS = 'widgets/manifest-events.typecheck.ts';

/** The folders of widgets/ that hold a widget (an element.ts), in order. */
export const widgetFolders = () =>
  readdirSync(WIDGETS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(WIDGETS, entry.name, 'element.ts')))
    .map((entry) => entry.name)
    .sort();

/** Every .css file under `dir`, read. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/** One widget's docs; throws naming what its manifest gets wrong. */
async function widgetDoc(folder: string, shared: readonly string[]): Promise<WidgetDoc> {
  const dir = join(WIDGETS, folder);
  const element = (await import(pathToFileURL(join(dir, 'element.ts')).href)) as { tag: string; attributes: AttributesSchema };
  if (!existsSync(join(dir, 'manifest.ts'))) throw new Error(`widgets/${folder} has no manifest.ts`);
  const manifest = ((await import(pathToFileURL(join(dir, 'manifest.ts')).href)) as { default: WidgetManifest }).default;
  if (manifest.tag !== element.tag) throw new Error(`widgets/${folder}/manifest.ts describes <${manifest.tag}>, element.ts defines <${element.tag}>`);
  const files = readdirSync(dir);
  const fixtures = files.filter((file) => /^markup(-[\w-]+)?\.html$/.test(file));
  const undeclared = fixtures.filter((file) => !(file in manifest.markup));
  const missing = Object.keys(manifest.markup).filter((file) => !fixtures.includes(file));
  if (undeclared.length || missing.length) {
    throw new Error(`widgets/${folder}/manifest.ts: markup fixtures not declared: [${undeclared.join(', ')}], declared but missing: [${missing.join(', ')}]`);
  }
  return {
    folder,
    tag: manifest.tag,
    summary: manifest.summary,
    attributes: describeAttributes(element.attributes),
    dispatches: manifest.dispatches ?? [],
    listens: manifest.listens ?? [],
    endpoints: (Object.entries(manifest.endpoints ?? {}) as [EndpointName, string][]).map(([name, description]) => ({ name, description })),
    cssProperties: cssPropertiesRead(stylesheets(dir), shared),
    markup: Object.entries(manifest.markup).map(([file, description]) => ({ file, description, html: readFileSync(join(dir, file), 'utf8') })),
    ...(manifest.openers ? { openers: manifest.openers } : {}),
    wake: files.includes('wake.ts'),
    ...(manifest.startsByWake ? { startsByWake: true as const } : {}),
    ...(manifest.fetchedOnIntent ? { fetchedOnIntent: true as const } : {}),
  };
}

export async function widgetDocs(): Promise<WidgetDoc[]> {
  // The stylesheets of src/ (the shared ones, the theme) only say what a property is by default.
  const shared = stylesheets(join(ROOT, 'src'));
  return Promise.all(widgetFolders().map((folder) => widgetDoc(folder, shared)));
}

const read = (path: string) => (existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), 'utf8') : undefined);

/** The generated files that are committed, by path from the repository root, as they should be now. */
export function committedFiles(docs: readonly WidgetDoc[], readFile: (path: string) => string | undefined = read): Map<string, string> {
  const files = new Map<string, string>();
  for (const doc of docs) {
    const path = `widgets/${doc.folder}/README.md`;
    files.set(path, readmeWithSections(readFile(path) ?? '', doc));
  }
  files.set('README.md', widgetTable(readFile('README.md') ?? '', docs));
  files.set('widgets/registry.ts', registrySource(docs));
  files.set(JSX_TYPINGS, jsxTypings(docs));
  files.set(EVENT_DETAILS, eventDetailsSource(docs));
  files.set('stories/support/widget-arg-types.ts', storyArgTypesSource(docs));
  return files;
}

/** The generated files only dist/ has. */
export function distFiles(docs: readonly WidgetDoc[]): Map<string, string> {
  return new Map([
    [MANIFEST_PATH, `${JSON.stringify(customElementsManifest(docs), null, 2)}\n`],
    ['dist/jsx-elements.d.ts', jsxTypings(docs)],
  ]);
}

/**
 * What differs between the files as generated and as they are (`readFile`): for each stale file,
 * its path and the first line that differs.
 */
export function drift(expected: ReadonlyMap<string, string>, readFile: (path: string) => string | undefined = read): string[] {
  const reports: string[] = [];
  for (const [path, content] of expected) {
    const actual = readFile(path);
    if (actual === content) continue;
    if (actual === undefined) {
      reports.push(`${path}: missing`);
      continue;
    }
    const want = content.split('\n');
    const have = actual.split('\n');
    const line = want.findIndex((text, index) => text !== have[index]);
    const at = line < 0 ? want.length : line;
    reports.push(`${path}:${at + 1}: expected ${JSON.stringify(want[at] ?? '(end of file)')}, found ${JSON.stringify(have[at] ?? '(end of file)')}`);
  }
  return reports;
}

/**
 * `tsx widgets/docs.ts` writes the committed files, before bundling (the bundle holds the
 * registry); `tsx widgets/docs.ts --dist` writes dist/'s, after it (bundling empties dist/);
 * `tsx widgets/docs.ts --check` writes nothing and fails when a committed file is not what the
 * widgets generate (`npm test` runs it before the build, which would rewrite them).
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const docs = await widgetDocs();
  if (process.argv.includes('--check')) {
    const stale = drift(committedFiles(docs));
    for (const report of stale) console.error(`docs: ${report}`);
    if (stale.length) console.error('docs: generated files differ from the widgets: run `npm run build` and commit them');
    process.exit(stale.length ? 1 : 0);
  }
  const dist = process.argv.includes('--dist');
  if (dist) mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const files = dist ? distFiles(docs) : committedFiles(docs);
  const written = [...files].filter(([path, content]) => read(path) !== content);
  for (const [path, content] of written) writeFileSync(join(ROOT, path), content);
  console.log(`docs: ${docs.length} widgets; ${written.length ? `wrote ${written.map(([path]) => path).join(', ')}` : 'nothing changed'}`);
}
