import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeEach, describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { SHARED_STYLESHEETS } from '../src/ui/stylesheets';
import * as themeStories from './theme.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(themeStories);
type Composed = (typeof stories)[keyof typeof stories];

const ROOT = resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** Every stylesheet of ours, as dist/lto-widgets.css joins them (tsup.config.ts). */
const OUR_STYLESHEETS = [
  ...SHARED_STYLESHEETS,
  ...readdirSync(join(ROOT, 'widgets'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `widgets/${entry.name}/${entry.name}.css`)
    .filter((file) => existsSync(join(ROOT, file))),
];

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties tokens.css declares, and the one read with a fallback (hover: the primary colour). */
const TOKENS = new Set<string>([
  '--lto-color-primary-hover',
  ...[...withoutComments(read('src/ui/tokens.css')).matchAll(/(--lto-[\w-]+)\s*:/g)].map((match) => match[1]!),
]);

// Unit tests run without CSS (Vite hands them empty modules): the page gets our stylesheets as
// the demo's does, so the play functions see what a browser draws. Only the ones on the page:
// happy-dom's selector engine need not know every selector of the others.
const ON_THE_PAGE = ['src/ui/tokens.css', 'src/ui/ui.css', ...['lease-terms', 'start-lease', 'zip-banner', 'zip-modal'].map((w) => `widgets/${w}/${w}.css`)];
beforeEach(() => {
  for (const file of ON_THE_PAGE) {
    const style = document.createElement('style');
    style.textContent = read(file);
    document.head.append(style);
  }
});

const wrapper = () => document.querySelector<HTMLElement>('[data-sb-theme]')!;

describe('theme token stories', () => {
  test.each([
    ['Default', stories.Default, '#00447c'],
    ['DefaultEs', stories.DefaultEs, '#00447c'],
    ['Dark', stories.Dark, '#7cc4ff'],
    ['DarkEs', stories.DarkEs, '#7cc4ff'],
    ['Brand', stories.Brand, '#8a1c4a'],
    ['BrandEs', stories.BrandEs, '#8a1c4a'],
  ] as const)('%s: the widgets draw with the tokens set around them (the play checks them), and only there', async (_, story: Composed, primary) => {
    await story.run();
    const start = document.querySelector<HTMLElement>('.lto-start-lease__button')!;
    expect(getComputedStyle(start).backgroundColor).toBe(primary);
    // The same button outside the wrapper: the stylesheet's default.
    const outside = document.createElement('button');
    outside.className = 'lto-button lto-button--primary';
    document.body.append(outside);
    expect(getComputedStyle(outside).backgroundColor).toBe('#00447c');
  });

  test.each([
    ['Dark', stories.Dark],
    ['Brand', stories.Brand],
  ] as const)('%s: the theme is custom properties on the wrapper, each a public token', async (_, story) => {
    await story.run();
    const style = wrapper().style;
    const set = Array.from({ length: style.length }, (_, i) => style.item(i));
    expect(set.length).toBeGreaterThan(0);
    expect(set.filter((property) => !TOKENS.has(property))).toEqual([]);
  });

  test('none of our stylesheets knows a theme, and the story page styles only its own chrome', () => {
    expect(OUR_STYLESHEETS.length).toBeGreaterThan(SHARED_STYLESHEETS.length);
    for (const file of OUR_STYLESHEETS) expect(read(file), file).not.toMatch(/sb-theme/);
    // The page's chrome reads the tokens; nothing else in it names anything of ours.
    const chrome = withoutComments(read('stories/support/theme.css'));
    expect(chrome).toMatch(/var\(--lto-/);
    expect(chrome.replace(/var\(--lto-[\w-]+\)/g, '')).not.toMatch(/lto/);
  });
});
