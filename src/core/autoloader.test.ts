import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startAutoloader } from './autoloader';

let stop: (() => void) | undefined;
let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  stop?.();
  stop = undefined;
  warn.mockRestore();
});

let counter = 0;
/** Tags defined by one test stay defined for the file: every test uses its own names. */
function tags() {
  const n = ++counter;
  return { bar: `lto-bar-${n}`, toggle: `lto-toggle-${n}`, other: `lto-other-${n}` };
}

/**
 * A chunk loader that defines its tag, as a widget's element module does when imported: later,
 * once the chunk has arrived, not while import() is being called.
 */
function chunk(tag: string) {
  return vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
  });
}

/** Lets MutationObserver callbacks and promise chains run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAutoloader', () => {
  it('loads only the widgets whose tags are on the page', async () => {
    const { bar, toggle, other } = tags();
    const registry = { [bar]: chunk(bar), [toggle]: chunk(toggle), [other]: chunk(other) };
    document.body.innerHTML = `<main><${toggle} pid="P1"></${toggle}><${bar}></${bar}></main>`;

    stop = startAutoloader(registry);
    await settle();

    expect(registry[bar]).toHaveBeenCalledTimes(1);
    expect(registry[toggle]).toHaveBeenCalledTimes(1);
    expect(registry[other]).not.toHaveBeenCalled();
    expect(customElements.get(bar)).toBeDefined();
  });

  it('loads a widget whose tag is added to the page later', async () => {
    const { bar, toggle } = tags();
    const registry = { [bar]: chunk(bar), [toggle]: chunk(toggle) };
    stop = startAutoloader(registry);
    await settle();
    expect(registry[bar]).not.toHaveBeenCalled();

    document.body.append(document.createElement(bar));

    await waitFor(() => expect(registry[bar]).toHaveBeenCalledTimes(1));
    expect(registry[toggle]).not.toHaveBeenCalled();
  });

  it('loads a widget nested inside a subtree added later', async () => {
    const { bar, toggle } = tags();
    const registry = { [bar]: chunk(bar), [toggle]: chunk(toggle) };
    stop = startAutoloader(registry);

    const tile = document.createElement('article');
    tile.innerHTML = `<div class="tile"><footer><${toggle} pid="P2"></${toggle}></footer></div>`;
    document.body.append(tile);

    await waitFor(() => expect(registry[toggle]).toHaveBeenCalledTimes(1));
    expect(registry[bar]).not.toHaveBeenCalled();
  });

  it('loads a tag once however many elements use it, now and later', async () => {
    const { bar, toggle } = tags();
    const registry = { [bar]: chunk(bar), [toggle]: chunk(toggle) };
    document.body.innerHTML = `<${toggle}></${toggle}><${toggle}></${toggle}>`;
    stop = startAutoloader(registry);
    await settle();

    const more = document.createElement('div');
    more.innerHTML = `<${toggle}></${toggle}><${toggle}></${toggle}>`;
    document.body.append(more);
    document.body.append(document.createElement(toggle));
    await settle();

    expect(registry[toggle]).toHaveBeenCalledTimes(1);
  });

  it("asks at once for every module the page's widgets import, each once, and none for absent widgets", async () => {
    const { bar, toggle, other } = tags();
    const registry = { [bar]: chunk(bar), [toggle]: chunk(toggle), [other]: chunk(other) };
    const preloads = {
      [bar]: ['/chunks/react.js', '/chunks/store.js'],
      [toggle]: ['/chunks/react.js', '/chunks/dialog.js'],
      [other]: ['/chunks/other.js'],
    };
    document.head.innerHTML = '';
    document.body.innerHTML = `<${toggle}></${toggle}><${bar}></${bar}>`;

    stop = startAutoloader(registry, document, preloads);

    const asked = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname);
    expect(asked.sort()).toEqual(['/chunks/dialog.js', '/chunks/react.js', '/chunks/store.js']);
    await settle();
  });

  it('does not load a tag already defined on the page', async () => {
    const { bar, toggle } = tags();
    customElements.define(bar, class extends HTMLElement {});
    const registry = { [bar]: chunk(bar), [toggle]: chunk(toggle) };
    document.body.innerHTML = `<${bar}></${bar}>`;

    stop = startAutoloader(registry);
    await settle();

    expect(registry[bar]).not.toHaveBeenCalled();
  });

  it('ignores tags that are not in the registry', async () => {
    const { bar, other } = tags();
    const registry = { [bar]: chunk(bar) };
    document.body.innerHTML = `<${other}></${other}>`;

    expect(() => {
      stop = startAutoloader(registry);
    }).not.toThrow();
    await settle();

    expect(registry[bar]).not.toHaveBeenCalled();
  });

  it('warns when a chunk fails to load and tries again when the tag is added again', async () => {
    const { bar, toggle } = tags();
    const barChunk = chunk(bar);
    const failing = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockImplementation(barChunk);
    const registry = { [bar]: failing, [toggle]: chunk(toggle) };
    document.body.innerHTML = `<${bar}></${bar}>`;
    stop = startAutoloader(registry);
    await settle();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(bar);

    document.body.append(document.createElement(bar));

    await waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(customElements.get(bar)).toBeDefined());
  });

  it('retries a failed chunk even when it was the last tag still waiting', async () => {
    const { bar, toggle } = tags();
    const barChunk = chunk(bar);
    const failing = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockImplementation(barChunk);
    const registry = { [bar]: failing, [toggle]: chunk(toggle) };
    document.body.innerHTML = `<${toggle}></${toggle}><${bar}></${bar}>`;
    stop = startAutoloader(registry);
    await settle();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);

    document.body.append(document.createElement(bar));

    await waitFor(() => expect(failing).toHaveBeenCalledTimes(2));
  });

  it('stops watching the page once stopped', async () => {
    const { bar } = tags();
    const registry = { [bar]: chunk(bar) };
    stop = startAutoloader(registry);

    stop();
    document.body.append(document.createElement(bar));
    await settle();

    expect(registry[bar]).not.toHaveBeenCalled();
  });
});
