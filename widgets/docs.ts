/**
 * Docs generated from each widget's attribute schema, so they cannot drift from the parsing:
 * the attribute table of every widget README (between the attributes markers) and
 * dist/custom-elements.json. Run by `npm run build`; `widgets/docs.test.ts` fails when a README is stale.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { attributeTable, describeAttributes } from '../src/core/attribute-docs';
import type { AttributesSchema } from '../src/core/attributes';
import { registry } from './registry';

const START = '<!-- attributes:start (generated from element.ts by `npm run build`) -->';
const END = '<!-- attributes:end -->';

interface ElementModule {
  tag: string;
  attributes: AttributesSchema;
}

export async function widgetModules(): Promise<{ folder: string; module: ElementModule }[]> {
  return Promise.all(
    Object.keys(registry).map(async (tag) => {
      const folder = tag.replace(/^lto-/, '');
      return { folder, module: (await registry[tag]!.load()) as ElementModule };
    }),
  );
}

export function readmeWithTable(readme: string, table: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README has no ${START} ... ${END} section`);
  return `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`;
}

export function manifest(widgets: { folder: string; module: ElementModule }[]) {
  return {
    schemaVersion: '1.0.0',
    modules: widgets.map(({ folder, module }) => ({
      kind: 'javascript-module',
      path: `dist/${folder}.js`,
      declarations: [
        {
          kind: 'class',
          name: module.tag,
          tagName: module.tag,
          customElement: true,
          attributes: describeAttributes(module.attributes).map((doc) => ({
            name: doc.name,
            description: doc.description,
            type: { text: doc.values ? doc.values.map((value) => `'${value}'`).join(' | ') : 'string' },
            ...(doc.required ? {} : { default: JSON.stringify(doc.default) }),
          })),
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: module.tag, declaration: { name: module.tag, module: `dist/${folder}.js` } }],
    })),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const widgets = await widgetModules();
  for (const { folder, module } of widgets) {
    const path = `widgets/${folder}/README.md`;
    writeFileSync(path, readmeWithTable(readFileSync(path, 'utf8'), attributeTable(describeAttributes(module.attributes))));
  }
  mkdirSync('dist', { recursive: true });
  writeFileSync('dist/custom-elements.json', `${JSON.stringify(manifest(widgets), null, 2)}\n`);
  console.log(`docs: ${widgets.length} widget READMEs and dist/custom-elements.json`);
}
