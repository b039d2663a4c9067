import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { startAutoloader, type WidgetEntry, type WidgetRegistry } from './autoloader';
import { EARLY_ACTIONS, pathTo } from './early-actions';
import type { EarlyAction } from './island-protocol';

/** A registry names only our events (LtoEventMap): these two stand for any. */
declare module './events' {
  interface LtoEventMap {
    'lto:test-change': { value: number };
    'lto:test-open': { why: string };
  }
}

/** An IntersectionObserver the test drives: `near(el)` reports el as within the rootMargin. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: (entries: IntersectionObserverEntry[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.observed.clear();
  }
  static near(...elements: Element[]) {
    for (const observer of FakeObserver.all) {
      const mine = elements.filter((el) => observer.observed.has(el));
      if (mine.length) observer.callback(mine.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry));
    }
  }
}

let stop: (() => void) | undefined;
let warn: MockInstance<typeof console.warn>;
let idle: (() => void)[] = [];

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});

afterEach(() => {
  stop?.();
  stop = undefined;
  warn.mockRestore();
  idle = [];
});

/** The browser goes idle after the load event (happy-dom's document is already complete). */
function goIdle() {
  for (const callback of idle.splice(0)) callback();
}

let counter = 0;
/** Tags defined by one test stay defined for the file: every test uses its own names. */
function tags() {
  const n = ++counter;
  return { bar: `lto-bar-${n}`, toggle: `lto-toggle-${n}`, other: `lto-other-${n}` };
}

/** A widget whose chunk defines its tag once it has arrived (later, not while import() is called). */
function widget(tag: string, more: Partial<WidgetEntry> = {}) {
  const load = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
  });
  return { load, ...more };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const loads = (registry: WidgetRegistry, tag: string) => (registry[tag]!.load as ReturnType<typeof vi.fn>).mock.calls.length;
const actionsOf = (el: Element) => (el as Element & { [EARLY_ACTIONS]?: EarlyAction[] })[EARLY_ACTIONS] ?? [];
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="prefetch"]')].map((link) => [new URL(link.href).pathname, link.rel]);

function hover(el: Element, type = 'pointerover') {
  el.dispatchEvent(new Event(type, { bubbles: true }));
}

describe('startAutoloader: nothing of a widget runs before the shopper needs it', () => {
  it('imports no widget for the tags on the page, not even once the page is idle', async () => {
    const { bar, toggle } = tags();
    const registry = { [bar]: widget(bar), [toggle]: widget(toggle) };
    document.body.innerHTML = `<${toggle}></${toggle}><${bar}></${bar}>`;
    stop = startAutoloader(registry);
    goIdle();
    await settle();
    expect(loads(registry, bar) + loads(registry, toggle)).toBe(0);
    expect(customElements.get(toggle)).toBeUndefined();
  });

  it('after the load event, fetches the modules of islands near the viewport at low priority, once each, and only theirs', async () => {
    const { bar, toggle, other } = tags();
    const registry = { [bar]: widget(bar), [toggle]: widget(toggle), [other]: widget(other) };
    const preloads = { [bar]: ['/c/react.js', '/c/bar.js'], [toggle]: ['/c/react.js', '/c/toggle.js'], [other]: ['/c/other.js'] };
    document.head.innerHTML = '';
    document.body.innerHTML = `<${toggle}></${toggle}><${toggle}></${toggle}><${bar}></${bar}>`;
    stop = startAutoloader(registry, document, (tag) => preloads[tag] ?? []);
    FakeObserver.near(...document.body.children);
    expect(preloaded(), 'nothing before the page is idle after its load event').toEqual([]);

    goIdle();
    FakeObserver.near(...document.body.children);
    goIdle();
    expect(preloaded().sort()).toEqual([
      ['/c/bar.js', 'prefetch'],
      ['/c/react.js', 'prefetch'],
      ['/c/toggle.js', 'prefetch'],
    ]);
    expect(loads(registry, toggle)).toBe(0);
  });

  it('fetches nothing ahead for a widget marked prefetch: false, near or after another was drawn, and all of it on intent', async () => {
    const { bar, toggle } = tags();
    const registry = { [bar]: widget(bar, { prefetch: false }), [toggle]: widget(toggle) };
    const preloads: Record<string, string[]> = { [bar]: ['/c/react.js', '/c/search.js'], [toggle]: ['/c/react.js', '/c/toggle.js'] };
    document.head.innerHTML = '';
    document.body.innerHTML = `<${bar}></${bar}><${toggle}></${toggle}>`;
    stop = startAutoloader(registry, document, (tag) => preloads[tag] ?? []);
    goIdle();
    FakeObserver.near(...document.body.children);
    goIdle();
    expect(preloaded().sort()).toEqual([
      ['/c/react.js', 'prefetch'],
      ['/c/toggle.js', 'prefetch'],
    ]);

    hover(document.querySelector(toggle)!);
    await vi.waitFor(() => expect(customElements.get(toggle)).toBeDefined());
    goIdle();
    expect(preloaded().map(([url]) => url), 'not after the first island was drawn either').not.toContain('/c/search.js');
    expect(loads(registry, bar)).toBe(0);

    hover(document.querySelector(bar)!);
    expect(preloaded()).toContainEqual(['/c/search.js', 'modulepreload']);
    expect(loads(registry, bar)).toBe(1);
    await settle();
  });

  it('adds the prefetch links a few per idle period, and a module the shopper needs meanwhile at once', () => {
    const { bar, toggle } = tags();
    const registry = { [bar]: widget(bar), [toggle]: widget(toggle) };
    const many = Array.from({ length: 10 }, (_, i) => `/c/part-${i}.js`);
    const preloads: Record<string, string[]> = { [bar]: many, [toggle]: ['/c/part-9.js', '/c/toggle.js'] };
    document.head.innerHTML = '';
    document.body.innerHTML = `<${bar}></${bar}><${toggle}></${toggle}>`;
    stop = startAutoloader(registry, document, (tag) => preloads[tag] ?? []);
    goIdle();
    FakeObserver.near(document.querySelector(bar)!);
    expect(preloaded(), 'nothing in the observer callback itself').toEqual([]);
    goIdle();
    expect(preloaded()).toHaveLength(4);

    hover(document.querySelector(toggle)!);
    expect(preloaded().filter(([, rel]) => rel === 'modulepreload').sort()).toEqual([
      ['/c/part-9.js', 'modulepreload'],
      ['/c/toggle.js', 'modulepreload'],
    ]);
    goIdle();
    goIdle();
    const urls = preloaded().map(([url]) => url);
    expect(urls.sort(), 'every module once').toEqual([...many, '/c/toggle.js'].sort());
  });

  it('asks for every module a widget needs at once, when the shopper needs it', async () => {
    const { bar, toggle } = tags();
    const registry = { [bar]: widget(bar), [toggle]: widget(toggle) };
    const preloads: Record<string, string[]> = { [toggle]: ['/c/react.js', '/c/toggle.js'] };
    document.head.innerHTML = '';
    document.body.innerHTML = `<${toggle}></${toggle}><${bar}></${bar}>`;
    stop = startAutoloader(registry, document, (tag) => preloads[tag] ?? []);
    hover(document.querySelector(toggle)!);
    expect(preloaded().sort()).toEqual([
      ['/c/react.js', 'modulepreload'],
      ['/c/toggle.js', 'modulepreload'],
    ]);
    await settle();
  });

  it.each(['pointerover', 'focusin', 'touchstart'])('%s on an island (or inside it) imports its widget, once', async (type) => {
    const { bar, toggle } = tags();
    const registry = { [bar]: widget(bar), [toggle]: widget(toggle) };
    document.body.innerHTML = `<${toggle}><label><input type="checkbox"> Compare</label></${toggle}><${toggle}></${toggle}><${bar}></${bar}>`;
    stop = startAutoloader(registry);
    const first = document.querySelector(toggle)!;

    hover(first.querySelector('input')!, type);
    hover(document.querySelectorAll(toggle)[1]!, type);
    await settle();

    expect(loads(registry, toggle)).toBe(1);
    expect(loads(registry, bar)).toBe(0);
    expect(customElements.get(toggle)).toBeDefined();
    expect((first as Element & { [k: symbol]: unknown })[Symbol.for('lto-widgets.urgent')], 'drawn first').toBe(true);
  });

  it('loads nothing for intent on a wrapper that starts from its wake module alone, and the island inside it as usual', async () => {
    const { bar, toggle } = tags();
    const registry = { [bar]: widget(bar, { intent: false }), [toggle]: widget(toggle) };
    document.body.innerHTML = `<${bar}><p>Header</p><${toggle}><button type="button">Compare</button></${toggle}></${bar}>`;
    stop = startAutoloader(registry);

    hover(document.querySelector('p')!);
    hover(document.querySelector(bar)!, 'focusin');
    await settle();
    expect(loads(registry, bar)).toBe(0);

    hover(document.querySelector('button')!);
    await settle();
    expect(loads(registry, toggle)).toBe(1);
    expect(loads(registry, bar)).toBe(0);
  });

  it('loads a widget when something outside it that opens it is pointed at', async () => {
    const { bar } = tags();
    const registry = { [bar]: widget(bar, { openers: '[data-opens-bar]' }) };
    document.body.innerHTML = `<a href="/zip" data-opens-bar>Set zip</a><${bar}></${bar}>`;
    stop = startAutoloader(registry);
    hover(document.querySelector('a')!);
    await settle();
    expect(loads(registry, bar)).toBe(1);
  });

  it("loads a widget that follows an event another island sends (the bar after a toggle's change), only when on the page", async () => {
    const { bar, other } = tags();
    const registry = { [bar]: widget(bar, { follows: ['lto:test-change'] }), [other]: widget(other, { follows: ['lto:test-change'] }) };
    document.body.innerHTML = `<${bar}></${bar}>`;
    stop = startAutoloader(registry);
    document.body.dispatchEvent(new CustomEvent('lto:test-change', { bubbles: true }));
    await settle();
    expect(loads(registry, bar)).toBe(1);
    expect(loads(registry, other)).toBe(0);
  });

  it('loads a widget that follows the browser\'s popstate (the listing after a Back or Forward within the page)', async () => {
    const { bar } = tags();
    const registry = { [bar]: widget(bar, { follows: ['popstate'] }) };
    document.body.innerHTML = `<${bar}></${bar}>`;
    stop = startAutoloader(registry);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await settle();
    expect(loads(registry, bar)).toBe(1);
  });

  it('keeps an event that asks a widget to act until it is drawn', async () => {
    const { bar } = tags();
    const registry = { [bar]: widget(bar, { commands: ['lto:test-open'] }) };
    document.body.innerHTML = `<${bar}></${bar}>`;
    stop = startAutoloader(registry);
    const heardByPage = vi.fn();
    document.addEventListener('lto:test-open', heardByPage);
    document.dispatchEvent(new CustomEvent('lto:test-open', { detail: { why: 'zip' } }));
    await settle();
    expect(loads(registry, bar)).toBe(1);
    expect(actionsOf(document.querySelector(bar)!)).toEqual([{ type: 'event', name: 'lto:test-open', detail: { why: 'zip' } }]);
    // The page hears it when it is sent again to the drawn widget, not twice.
    expect(heardByPage).not.toHaveBeenCalled();
    document.removeEventListener('lto:test-open', heardByPage);
  });

  it('asks a wake module, after the load event, which islands must show themselves: at once, when near, or not', async () => {
    const { bar, toggle, other } = tags();
    const rule = (el: HTMLElement) => (el.dataset.wake === 'now' ? true : el.dataset.wake === 'near' ? ('visible' as const) : false);
    const wake = vi.fn(async () => ({ default: rule }));
    const registry = { [bar]: widget(bar, { wake }), [toggle]: widget(toggle, { wake }), [other]: widget(other, { wake }) };
    document.body.innerHTML = `<${bar} data-wake="now"></${bar}><${toggle} data-wake="near"></${toggle}><${other}></${other}>`;
    stop = startAutoloader(registry);
    await settle();
    expect(wake).not.toHaveBeenCalled();

    goIdle();
    await settle();
    expect(loads(registry, bar)).toBe(1);
    expect(loads(registry, toggle)).toBe(0);
    FakeObserver.near(document.querySelector(toggle)!);
    expect(loads(registry, toggle)).toBe(1);
    expect(loads(registry, other)).toBe(0);
  });

  it("draws an island whose wake module says 'touched' as it comes near, only once the shopper has touched the page", async () => {
    const { bar, toggle } = tags();
    const wake = vi.fn(async () => ({ default: () => 'touched' as const }));
    const registry = { [bar]: widget(bar, { wake }), [toggle]: widget(toggle, { wake }) };
    document.body.innerHTML = `<p>Text</p><${bar}></${bar}><${toggle}></${toggle}>`;
    stop = startAutoloader(registry);
    goIdle();
    await settle();
    FakeObserver.near(...document.body.children);
    expect(loads(registry, bar) + loads(registry, toggle), 'near, but nobody has touched the page').toBe(0);

    hover(document.querySelector('p')!, 'touchstart');
    FakeObserver.near(document.querySelector(bar)!);
    expect(loads(registry, bar), 'near, once touched elsewhere').toBe(1);
    expect(loads(registry, toggle), 'not near yet').toBe(0);
    FakeObserver.near(document.querySelector(toggle)!);
    expect(loads(registry, toggle)).toBe(1);
  });

  it("lets go of an island waiting for the first touch once a reload took it off the page: touched later, only the new one is watched", async () => {
    const { bar } = tags();
    const wake = vi.fn(async () => ({ default: () => 'touched' as const }));
    const registry = { [bar]: widget(bar, { wake }) };
    document.body.innerHTML = `<p>Text</p><div id="region"><${bar}></${bar}></div>`;
    stop = startAutoloader(registry);
    goIdle();
    await settle();
    const old = document.querySelector(bar)!;
    FakeObserver.near(old);
    const watched = (element: Element) => FakeObserver.all.some((observer) => observer.observed.has(element));
    expect(watched(old), 'near, but nobody has touched the page').toBe(false);

    // A listing reloaded in place: its region, and the island in it, replaced.
    document.querySelector('#region')!.innerHTML = `<${bar}></${bar}>`;
    await settle();
    const replacement = document.querySelector(bar)!;
    hover(document.querySelector('p')!, 'touchstart');
    expect(watched(old), 'the island gone from the page').toBe(false);
    expect(watched(replacement)).toBe(true);
  });

  it("runs the runtime's own task of the page once, in the idle period after the islands near the viewport were asked for, with or without our tags", async () => {
    document.body.innerHTML = '';
    const afterIslands = vi.fn();
    stop = startAutoloader({}, document, () => [], { afterIslands });
    await settle();
    expect(afterIslands).not.toHaveBeenCalled();

    goIdle();
    expect(afterIslands, 'not in the idle period that asks for the islands').not.toHaveBeenCalled();
    goIdle();
    goIdle();
    expect(afterIslands).toHaveBeenCalledTimes(1);
  });

  it('finds tags added later (a page of results appended) and loads them on intent', async () => {
    const { toggle } = tags();
    const registry = { [toggle]: widget(toggle) };
    stop = startAutoloader(registry);
    goIdle();
    const more = document.createElement('div');
    more.innerHTML = `<article><${toggle}><button type="button">Compare</button></${toggle}></article>`;
    document.body.append(more);
    await settle();
    expect(loads(registry, toggle)).toBe(0);
    hover(more.querySelector('button')!);
    await settle();
    expect(loads(registry, toggle)).toBe(1);
  });

  it('ignores tags that are not ours, and stops listening once stopped', async () => {
    const { bar, other } = tags();
    const registry = { [bar]: widget(bar) };
    document.body.innerHTML = `<${other}></${other}><${bar}></${bar}>`;
    stop = startAutoloader(registry);
    hover(document.querySelector(other)!);
    stop();
    hover(document.querySelector(bar)!);
    await settle();
    expect(loads(registry, bar)).toBe(0);
  });
});

describe("the shopper's first action, before the widget's code has run", () => {
  function page() {
    const { toggle } = tags();
    const failing = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValue(undefined);
    const registry = { [toggle]: { load: failing } };
    document.body.innerHTML = `<${toggle}><form action="/signup">
      <label><input type="checkbox" name="optin"> Opt in</label>
      <input type="email" name="email">
      <button type="submit">Sign up</button>
      <a href="#elsewhere">More</a>
      <a href="/account" aria-haspopup="dialog">Sign In</a>
      <div role="radiogroup"><button type="button" role="radio">Red</button></div>
      <select name="sort"><option selected>Featured</option><option>Price</option></select>
    </form></${toggle}>`;
    stop = startAutoloader(registry);
    return { island: document.querySelector(toggle)!, failing };
  }

  it("a command held for it goes to the page's own listeners after all, once, when its code cannot be loaded", async () => {
    const { island, failing } = page();
    const heardByPage = vi.fn();
    document.addEventListener('lto:test-open', heardByPage);
    stop?.();
    const registry: WidgetRegistry = { [island.localName]: { load: failing, commands: ['lto:test-open'] } };
    stop = startAutoloader(registry);
    document.dispatchEvent(new CustomEvent('lto:test-open', { detail: { why: 'zip' } }));
    expect(heardByPage, 'held for the widget').not.toHaveBeenCalled();
    await vi.waitFor(() => expect(heardByPage).toHaveBeenCalledTimes(1));
    expect((heardByPage.mock.calls[0]![0] as CustomEvent).detail).toEqual({ why: 'zip' });
    expect(failing).toHaveBeenCalledTimes(1);
    document.removeEventListener('lto:test-open', heardByPage);
  });

  it('stops a click on a control and keeps it for the widget, which is asked for', async () => {
    const { island, failing } = page();
    const box = island.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    box.click();
    expect(box.checked, 'the box waits for the widget').toBe(false);
    expect(actionsOf(island)).toEqual([{ type: 'click', path: [0, 0, 0] }]);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('lets links navigate, focus go to text fields, and text be typed', () => {
    const { island } = page();
    const link = island.querySelector('a')!;
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(clicked);
    const field = island.querySelector<HTMLInputElement>('input[type="email"]')!;
    const fieldClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    field.dispatchEvent(fieldClick);
    const typed = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    field.dispatchEvent(typed);
    expect([clicked.defaultPrevented, fieldClick.defaultPrevented, typed.defaultPrevented]).toEqual([false, false, false]);
    expect(actionsOf(island)).toEqual([]);
  });

  it("keeps a click on a combobox's field (it opens the list once drawn), not the text typed there", () => {
    const { island } = page();
    const field = island.querySelector<HTMLInputElement>('input[type="email"]')!;
    field.setAttribute('role', 'combobox');
    field.click();
    const typed = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    field.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    expect(actionsOf(island)).toEqual([{ type: 'click', path: pathTo(island, field) }]);
  });

  it('marks the island a pointer is pressed on until it is released, so the runtime draws it after that click', () => {
    const { island } = page();
    const pressed = () => (island as unknown as Record<symbol, unknown>)[Symbol.for('lto-widgets.pressed')] === true;
    island.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(pressed()).toBe(true);
    document.body.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(pressed()).toBe(false);
    island.setAttribute('data-lto-ready', '');
    island.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(pressed(), 'not once drawn').toBe(false);
  });

  it('keeps a click on an opener for the widget it opens, with its place in the island around it (replaced when that one is drawn)', () => {
    const { toggle, bar } = tags();
    const registry = { [toggle]: widget(toggle), [bar]: widget(bar, { openers: '[data-opens-bar]' }) };
    document.body.innerHTML = `<${toggle}><span>Zip</span><a href="/zip" data-opens-bar aria-haspopup="dialog">30303</a></${toggle}><${bar}></${bar}>`;
    stop = startAutoloader(registry);
    const link = document.querySelector('a')!;
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(clicked);
    expect(clicked.defaultPrevented).toBe(true);
    expect(actionsOf(document.querySelector(bar)!)).toEqual([{ type: 'opener', element: link, within: { island: document.querySelector(toggle), path: [1] } }]);
  });

  it('keeps a click on a link that says it opens a dialog (the widget opens it), unless it asks for a new tab', () => {
    const { island } = page();
    const trigger = island.querySelector('a[aria-haspopup]')!;
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    trigger.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    const clicked = new MouseEvent('click', { bubbles: true, cancelable: true });
    trigger.dispatchEvent(clicked);
    expect(clicked.defaultPrevented).toBe(true);
    expect(actionsOf(island)).toEqual([{ type: 'click', path: [0, 4] }]);
  });

  it('keeps Space on a box as a click when pressed, so a draw before the key is let go loses nothing, and a held key as one click', () => {
    const { island, failing } = page();
    const box = island.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    const pressed = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    box.dispatchEvent(pressed);
    const held = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true, repeat: true });
    box.dispatchEvent(held);
    expect([pressed.defaultPrevented, held.defaultPrevented], "the browser's own click on key-up is stopped").toEqual([true, true]);
    expect(actionsOf(island)).toEqual([{ type: 'click', path: [0, 0, 0] }]);
    expect(failing).toHaveBeenCalled();
    const onLink = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    island.querySelector('a')!.dispatchEvent(onLink);
    expect(onLink.defaultPrevented, 'Space on a link scrolls the page as before').toBe(false);
  });

  it("keeps an arrow key on a widget's control, and a submit with its submit button", () => {
    const { island } = page();
    const radio = island.querySelector('[role="radio"]')!;
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    radio.dispatchEvent(arrow);
    const form = document.querySelector('form')!;
    const submitted = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: island.querySelector<HTMLElement>('button[type="submit"]') });
    form.dispatchEvent(submitted);
    expect(arrow.defaultPrevented && submitted.defaultPrevented).toBe(true);
    expect(actionsOf(island)).toEqual([
      { type: 'key', path: [0, 5, 0], key: 'ArrowRight', shiftKey: false },
      { type: 'submit', path: [0], submitter: [0, 2] },
    ]);
  });

  it('leaves a widget key pressed with Ctrl, Alt or Meta to the page (Ctrl+Home is not the widget\'s Home)', () => {
    const { island } = page();
    const radio = island.querySelector('[role="radio"]')!;
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const) {
      const key = new KeyboardEvent('keydown', { key: 'Home', bubbles: true, cancelable: true, [modifier]: true });
      radio.dispatchEvent(key);
      expect(key.defaultPrevented, modifier).toBe(false);
    }
    expect(actionsOf(island)).toEqual([]);
  });

  it("keeps the shopper's choice in a select, to be heard again once drawn; a field's text is carried over instead", () => {
    const { island } = page();
    const select = island.querySelector('select')!;
    select.selectedIndex = 1;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    island.querySelector('input[type="email"]')!.dispatchEvent(new Event('change', { bubbles: true }));
    expect(select.selectedIndex, 'the choice stays on the page').toBe(1);
    expect(actionsOf(island)).toEqual([{ type: 'change', element: select }]);
  });

  it('keeps a field the shopper left, to be checked once drawn; leaving a button is nothing', () => {
    const { island } = page();
    const field = island.querySelector<HTMLInputElement>('input[type="email"]')!;
    field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    island.querySelector('button')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(actionsOf(island)).toEqual([{ type: 'blur', path: pathTo(island, field) }]);
  });

  it("lets a kept click through as the browser would have done it when the widget's code cannot be loaded, and asks again on the next intent", async () => {
    const { island, failing } = page();
    const box = island.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    box.click();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(box.checked, 'ticked after all').toBe(true);
    expect(actionsOf(island)).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toContain(island.localName);

    hover(box);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
