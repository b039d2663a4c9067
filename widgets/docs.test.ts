import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customElementsManifest } from '../src/docs/custom-elements';
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

  it('reports a generated file that is missing', () => {
    expect(drift(new Map([['widgets/no-such-widget/README.md', 'text']]), () => undefined)).toEqual(['widgets/no-such-widget/README.md: missing']);
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
