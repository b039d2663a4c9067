/**
 * Who may import whom (DESIGN and README "Layout"): the runtime in src/ knows nothing of any one
 * widget nor of the demo; the demo plays a commerce platform, which renders our markup contracts
 * with its own templates and cannot call our React, so demo/server imports nothing from widgets/;
 * widgets never import each other; src/pricing and money formatting stand on their own. Stories
 * and their msw handlers take paths and texts from src/contracts and the widgets, not from the
 * demo server, so they keep working whatever the demo's templates become.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/**
 * Every relative module specifier in a module's text: imports and re-exports (static or dynamic),
 * and the modules a test swaps or reads through vitest (`vi.mock('…')`, `vi.importActual('…')`),
 * which load the module as surely as an import does.
 */
export function specifiersIn(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** Every relative module a file imports, re-exports or mocks, as a root-relative path. */
function importsOf(file: string): string[] {
  return specifiersIn(readFileSync(join(ROOT, file), 'utf8')).map((specifier) => relative(ROOT, resolve(ROOT, dirname(file), specifier)));
}

function offending(files: string[], forbidden: (target: string, file: string) => boolean): string[] {
  return files.flatMap((file) => importsOf(file).filter((target) => forbidden(target, file)).map((target) => `${file} -> ${target}`));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe('layering', () => {
  it('src/ imports nothing from widgets/ or demo/', () => {
    expect(offending(sources('src'), (target) => target.startsWith('widgets/') || target.startsWith('demo/'))).toEqual([]);
  });

  it('the demo server imports nothing from widgets/ (it renders the markup contracts with its own templates)', () => {
    expect(offending(sources('demo/server'), (target) => target.startsWith('widgets/'))).toEqual([]);
  });

  it('stories/ and .storybook/ import nothing from the demo server (paths from src/contracts, texts from the widgets)', () => {
    const files = [...sources('stories'), ...sources('.storybook')];
    expect(files.length).toBeGreaterThan(20);
    expect(offending(files, (target) => target.startsWith('demo/'))).toEqual([]);
  });

  it('finds what a file imports, re-exports, or mocks and reads through vitest', () => {
    const text = [
      "import { a } from '../demo/server/views/a';",
      "import type { B } from '../../demo/server/b';",
      "export * from './c';",
      "import './d.css';",
      "const e = await import('../e');",
      "vi.mock('../../demo/server/views/f', () => ({}));",
      "vi.doMock(\n  '../g',\n  () => ({}),\n);",
      "const h = await vi.importActual<typeof import('./h')>('./h');",
      "import { x } from 'vitest';",
    ].join('\n');
    expect(specifiersIn(text)).toEqual(['../demo/server/views/a', '../../demo/server/b', './c', './d.css', '../e', '../../demo/server/views/f', '../g', './h']);
  });

  it('no widget imports another widget', () => {
    const widgetOf = (path: string) => /^widgets\/([^/]+)\//.exec(path)?.[1];
    const files = sources('widgets').filter((file) => !isTest(file) && widgetOf(file));
    expect(offending(files, (target, file) => !!widgetOf(target) && widgetOf(target) !== widgetOf(file))).toEqual([]);
  });

  it('pricing and money formatting import nothing of the runtime core (config, store, React), only plain text helpers', () => {
    const outside = (allowed: string[]) => (target: string) => target.startsWith('src/') && !allowed.some((dir) => target.startsWith(dir));
    expect(offending(sources('src/pricing').filter((file) => !isTest(file)), outside(['src/pricing/', 'src/text/']))).toEqual([]);
    expect(offending(sources('src/text').filter((file) => !isTest(file)), outside(['src/text/']))).toEqual([]);
  });

  it('stories/ drives the page with one user-event: the copy in storybook/test that the plays use (stories/support/user-event.ts)', () => {
    // A second copy prepares the same document again and its wrappers take the plays' typing for a
    // script's: React sees no change and the stories' fields stay empty.
    const other = sources('stories').filter((file) => /['"]@testing-library\/user-event['"]/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(other).toEqual([]);
  });
});
