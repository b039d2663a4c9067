import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { attributeTable, describeAttributes } from '../src/core/attribute-docs';
import { manifest, readmeWithTable, widgetModules } from './docs';

const widgets = await widgetModules();

it.each(widgets.map((w) => [w.module.tag, w] as const))('documents every attribute of <%s> as its schema parses it', (_tag, widget) => {
  const readme = readFileSync(`widgets/${widget.folder}/README.md`, 'utf8');
  const table = attributeTable(describeAttributes(widget.module.attributes));
  expect(readme, 'README is stale: run `npm run build`').toBe(readmeWithTable(readme, table));
});

it('lists every widget tag and its attributes in the custom elements manifest', () => {
  const declared = manifest(widgets).modules.flatMap((m) => m.declarations.map((d) => [d.tagName, d.attributes.map((a) => a.name)]));
  expect(Object.fromEntries(declared)).toEqual(
    Object.fromEntries(widgets.map((w) => [w.module.tag, describeAttributes(w.module.attributes).map((a) => a.name)])),
  );
});
