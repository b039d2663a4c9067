import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { customElementsManifest } from '../src/docs/custom-elements';
import type { WidgetDoc } from '../src/docs/model';
import { committedFiles, drift, MANIFEST_PATH, widgetDocs, widgetFolders } from './docs';

const docs = await widgetDocs();
const readCommitted = (path: string) => readFileSync(path, 'utf8');

describe('generated files', () => {
  it('are as committed: READMEs, the README widget table, the registry, the JSX typings, the story argTypes (else run `npm run build`)', () => {
    expect(drift(committedFiles(docs))).toEqual([]);
  });

  // The test above can fail: a copy of the committed files with one generated line edited is reported.
  it('reports a stale generated section, naming the file and the line', () => {
    const path = 'widgets/compare-bar/README.md';
    const readme = readCommitted(path);
    const row = readme.split('\n').find((line) => line.startsWith('| `lto:compare-change` | dispatched'))!;
    const edited = readme.replace(row, row.replace('After a removal', 'After an addition'));
    const readCopy = (file: string) => (file === path ? edited : readCommitted(file));

    const reports = drift(committedFiles(docs, readCopy), readCopy);

    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(new RegExp(`^${path}:\\d+: expected ".*After a removal.*", found ".*After an addition.*"$`));
  });

  it("keeps a README's own prose outside the generated sections", () => {
    const path = 'widgets/compare-bar/README.md';
    const edited = readCommitted(path).replace('## Behaviour\n', '## Behaviour\nA sentence a writer added.\n');
    const readCopy = (file: string) => (file === path ? edited : readCommitted(file));

    expect(committedFiles(docs, readCopy).get(path)).toBe(edited);
    expect(drift(committedFiles(docs, readCopy), readCopy)).toEqual([]);
  });

  it('reports each README line that differs from its markup fixture: `docs.ts --check` fails on it', () => {
    // The fixture as a template author might change it, and the README left as it was.
    const edited: WidgetDoc[] = docs.map((doc) =>
      doc.folder === 'compare-bar'
        ? { ...doc, markup: doc.markup.map((fixture) => (fixture.file === 'markup.html' ? { ...fixture, html: fixture.html.replace('2 of 6', '3 of 6') } : fixture)) }
        : doc,
    );

    const reports = drift(committedFiles(edited));

    expect(reports).toEqual([expect.stringMatching(/^widgets\/compare-bar\/README\.md:\d+: expected ".*3 of 6 products selected.*", found ".*2 of 6 products selected.*"$/)]);
  });

  it('reports server markup edited by hand in a README', () => {
    const path = 'widgets/variant-picker/README.md';
    const edited = readCommitted(path).replace('<option value="1" selected>King</option>', '<option value="1">King</option>');
    const readCopy = (file: string) => (file === path ? edited : readCommitted(file));

    expect(drift(committedFiles(docs, readCopy), readCopy)).toEqual([expect.stringMatching(/^widgets\/variant-picker\/README\.md:\d+: expected ".*selected>King.*"/)]);
  });

  it('shows every fixture in its README, under its file name and case, or says the widget needs none', () => {
    for (const doc of docs) {
      const readme = committedFiles(docs).get(`widgets/${doc.folder}/README.md`)!;
      const section = readme.slice(readme.indexOf('<!-- markup:start'), readme.indexOf('<!-- markup:end -->'));
      if (doc.markup.every((fixture) => !fixture.html.trim())) {
        expect(section, doc.tag).toContain(`\`<${doc.tag}>\` needs no server markup`);
        continue;
      }
      for (const fixture of doc.markup) {
        expect(section, `${doc.tag} ${fixture.file}`).toContain(`**\`${fixture.file}\`**: ${fixture.description}`);
        expect(section, `${doc.tag} ${fixture.file}`).toContain(fixture.html.trim());
      }
    }
  });

  it('reports a generated file that is missing', () => {
    expect(drift(new Map([['widgets/no-such-widget/README.md', 'text']]), () => undefined)).toEqual(['widgets/no-such-widget/README.md: missing']);
  });
});

describe('the manifests name the contracts', () => {
  // Every lto:* value src/contracts exports: the event names (the types merge into LtoEventMap,
  // where test files may add events of their own; these are the ones a page can dispatch).
  const contracts = join(import.meta.dirname, '../src/contracts');
  const contractEvents = async () => {
    const modules = readdirSync(contracts).filter((file) => /^[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts'));
    const exported = await Promise.all(modules.map(async (file) => Object.values((await import(pathToFileURL(join(contracts, file)).href)) as Record<string, unknown>)));
    return new Set(exported.flat().filter((value): value is string => typeof value === 'string' && value.startsWith('lto:')));
  };

  it("every event a manifest dispatches or listens for is declared in src/contracts (but the browser's popstate)", async () => {
    const declared = await contractEvents();
    const named = docs.flatMap((doc) => [...doc.dispatches, ...doc.listens].filter((event) => event.name !== 'popstate').map((event) => `${doc.tag} ${event.name}`));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((entry) => !declared.has(entry.split(' ')[1]!))).toEqual([]);
  });
});

describe('the custom elements manifest', () => {
  const manifest = customElementsManifest(docs);
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  const declaration = (tag: string) => declarations.find((entry) => entry.tagName === tag)!;

  it('is what package.json names for tools', () => {
    const pkg = JSON.parse(readCommitted('package.json')) as { customElements: string; exports: Record<string, unknown> };
    expect(pkg.customElements).toBe(MANIFEST_PATH);
    expect(pkg.exports['./custom-elements.json']).toBe(`./${MANIFEST_PATH}`);
  });

  it('declares every widget folder once, with its module, a summary and its server markup', () => {
    expect(declarations.map((entry) => entry.tagName)).toEqual(widgetFolders().map((folder) => `lto-${folder}`));
    for (const module of manifest.modules) {
      const [entry] = module.declarations;
      expect(module.exports).toEqual([{ kind: 'custom-element-definition', name: entry!.tagName, declaration: { name: entry!.name, module: module.path } }]);
      expect(entry!.summary.length).toBeGreaterThan(10);
      expect(entry!.slots).toHaveLength(1);
    }
  });

  it.each(widgetFolders())('lists the attributes <lto-%s> observes', async (folder) => {
    await import(`./${folder}/element.ts`);
    const element = customElements.get(`lto-${folder}`) as unknown as { observedAttributes: string[] };
    expect(declaration(`lto-${folder}`).attributes.map((attribute) => attribute.name)).toEqual(element.observedAttributes);
  });

  it('carries each server markup fixture in full in the default slot', () => {
    for (const doc of docs) {
      const slot = declaration(doc.tag).slots[0]!.description!;
      for (const fixture of doc.markup) {
        expect(slot).toContain(fixture.html.trim() || `${fixture.file}, ${fixture.description}.`);
      }
    }
  });

  it('types the events a widget dispatches with their detail', () => {
    expect(declaration('lto-product-tile').events).toEqual([
      expect.objectContaining({ name: 'lto:variant-change', type: { text: 'CustomEvent<{ product: string; variant: string }>' } }),
    ]);
    expect(declaration('lto-checkout-form').events[0]!.type.text).toContain("'DOC_VERIFY_PROCESSING'");
  });

  it("lists the custom properties a widget's stylesheet reads, with the value it declares", () => {
    expect(declaration('lto-carousel').cssProperties).toContainEqual(expect.objectContaining({ name: '--lto-carousel-item', default: '192px' }));
  });

  it('says in the description what the schema has no field for: events listened for, openers, endpoints', () => {
    const zipModal = declaration('lto-zip-modal').description;
    expect(zipModal).toContain('Listens for `lto:zip-modal-open` (a command');
    expect(zipModal).toContain('`[data-lto-zip-modal], lto-zip-banner`');
    expect(zipModal).toContain('`zipcodeSearch`');
  });
});
