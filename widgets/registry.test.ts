import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { registry } from './registry';

/** A widget folder that the autoloader or the package exports forgot would silently never load. */
const folders = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(`widgets/${entry.name}`).includes('element.ts'))
  .map((entry) => entry.name)
  .sort();

it('lets the autoloader load every widget folder', () => {
  expect(Object.keys(registry).sort()).toEqual(folders.map((name) => `lto-${name}`));
});

it('exports every widget alone for legacy pages', () => {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, unknown> };
  for (const name of folders) expect(pkg.exports[`./${name}`]).toEqual({ types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` });
});

it.each(folders)('registers <lto-%s> under the tag its element module declares', async (name) => {
  const element = (await import(`./${name}/element.ts`)) as { tag: string };
  expect(element.tag).toBe(`lto-${name}`);
  expect(customElements.get(element.tag)).toBeDefined();
});
