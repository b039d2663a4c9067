/**
 * An island drawn over the server's markup the shopper may already be using: what they typed, the
 * focus and the caret go over to the widget, and what they did before its code ran (kept by the
 * autoloader) is done once by the widget. The island-protocol keys of both sides agree.
 */
import { act, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { text } from './attributes';
import { defineWidget, type WidgetProps } from './define';
import { EARLY_ACTIONS as RECORDED_BY_AUTOLOADER } from './early-actions';
import type { EarlyAction } from './island-protocol';
import { EARLY_ACTIONS as REPLAYED_BY_RUNTIME } from './replay';
import { adoptServerNodes, readServerNodes } from '../ui/server-nodes';

let counter = 0;
const uniqueTag = () => `lto-takeover-${++counter}` as const;
const attributes = v.object({ label: text('Label', 'Email') });

/** A sign-up form widget drawing the same markup as the server's below, with its own state. */
function signupWidget(calls: { typed: string[]; ticked: boolean[]; submitted: (string | null)[]; sent: string[]; opened: unknown[] }) {
  return function Signup({ label }: WidgetProps<typeof attributes>) {
    const [email, setEmail] = useState('');
    const [optin, setOptin] = useState(false);
    useEffect(() => {
      const open = (event: Event) => calls.opened.push((event as CustomEvent).detail);
      document.addEventListener('lto:test-open', open);
      return () => document.removeEventListener('lto:test-open', open);
    }, []);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          calls.submitted.push((event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') ?? null);
          calls.sent.push(email);
        }}
      >
        <label>
          {label} <input name="email" value={email} onChange={(event) => (setEmail(event.target.value), calls.typed.push(event.target.value))} />
        </label>
        <label>
          <input type="checkbox" name="optin" checked={optin} onChange={(event) => (setOptin(event.target.checked), calls.ticked.push(event.target.checked))} /> Texts too
        </label>
        <button type="submit" name="go">
          Sign up
        </button>
      </form>
    );
  };
}

const SERVER = `<form><label>Email <input name="email"></label><label><input type="checkbox" name="optin"> Texts too</label><button type="submit" name="go">Sign up</button></form>`;

function setUp() {
  const tag = uniqueTag();
  const calls = { typed: [] as string[], ticked: [] as boolean[], submitted: [] as (string | null)[], sent: [] as string[], opened: [] as unknown[] };
  document.body.innerHTML = `<${tag}>${SERVER}</${tag}>`;
  const island = document.querySelector(tag)!;
  return {
    island,
    calls,
    record: (...actions: EarlyAction[]) => ((island as Element & { [k: symbol]: unknown })[RECORDED_BY_AUTOLOADER] = actions),
    define: () => act(async () => void defineWidget({ tag, attributes, component: signupWidget(calls) })),
  };
}

describe('taking over from the server markup', () => {
  it('keeps what the shopper typed before the widget came, with the focus and the caret, and the widget knows it', async () => {
    const { island, calls, define } = setUp();
    const serverField = island.querySelector<HTMLInputElement>('input[name="email"]')!;
    serverField.focus();
    serverField.value = 'ana@exam';
    serverField.setSelectionRange(3, 3);

    await define();

    const field = island.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(field).not.toBe(serverField);
    expect(serverField.isConnected).toBe(false);
    expect(field.value).toBe('ana@exam');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
    expect(calls.typed, "the widget's own state has it").toEqual(['ana@exam']);
    expect(island.querySelectorAll('form')).toHaveLength(1);
  });

  it('leaves the widget alone where the shopper changed nothing', async () => {
    const { island, calls, define } = setUp();
    await define();
    expect(calls.typed).toEqual([]);
    expect(island.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('');
  });
});

describe("the server's images", () => {
  function Gallery({ label }: WidgetProps<typeof attributes>) {
    const [src, setSrc] = useState('/img/red.svg');
    return (
      <figure>
        <a href="/p/1" onClick={(event) => event.preventDefault()}>
          <img data-lto-keep src={src} alt={label} width={400} height={300} />
        </a>
        <button type="button" onClick={() => setSrc('/img/blue.svg')}>
          Blue
        </button>
      </figure>
    );
  }

  it('keeps the very image node the server drew, and shows what the widget later changes on it', async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag} label="Sofa"><figure><a href="/p/1"><img data-lto-keep src="/img/red.svg" alt="Sofa" width="400" height="300"></a><button type="button">Blue</button></figure></${tag}>`;
    const serverImage = document.querySelector('img')!;
    await act(async () => void defineWidget({ tag, attributes, component: Gallery }));

    expect(document.querySelector('img')).toBe(serverImage);
    expect(serverImage.closest('figure')!.parentElement!.localName).toBe(tag);
    expect(document.querySelectorAll('img')).toHaveLength(1);

    await act(async () => document.querySelector('button')!.click());
    await waitFor(() => expect(serverImage.getAttribute('src')).toBe('/img/blue.svg'));
    expect(document.querySelector('img')).toBe(serverImage);
  });
});

describe("server nodes a widget keeps as they are (src/ui/server-nodes.ts)", () => {
  /** A listing-like widget: it draws nothing of its own and keeps the server's nodes in its element. */
  function Keeper({ element }: WidgetProps<typeof attributes>) {
    const [server] = useState(() => readServerNodes([...element.childNodes]));
    useLayoutEffect(() => adoptServerNodes(element, server), [element, server]);
    return null;
  }

  it('never takes them out of the page: a field in them keeps its focus, with no blur', async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag}><p>20 results</p><form><input name="q"></form></${tag}>`;
    const island = document.querySelector(tag)!;
    const nodes = [...island.childNodes];
    const field = island.querySelector('input')!;
    field.focus();
    const blurs = vi.fn();
    field.addEventListener('blur', blurs);
    const removed: Node[] = [];
    const watcher = new MutationObserver((records) => removed.push(...records.flatMap((record) => [...record.removedNodes])));
    watcher.observe(island, { childList: true });

    await act(async () => void defineWidget({ tag, attributes, component: Keeper }));
    removed.push(...watcher.takeRecords().flatMap((record) => [...record.removedNodes]));
    watcher.disconnect();

    expect([...island.childNodes]).toEqual(nodes);
    expect(removed).toEqual([]);
    expect(document.activeElement).toBe(field);
    expect(blurs).not.toHaveBeenCalled();
  });

  it("hears a choice made in one of their selects before the code ran, once, after the widget's own listeners are on", async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag}><select name="sort"><option selected>Featured</option><option>Price</option></select></${tag}>`;
    const island = document.querySelector(tag)!;
    const select = island.querySelector('select')!;
    select.selectedIndex = 1;
    (island as Element & { [k: symbol]: unknown })[RECORDED_BY_AUTOLOADER] = [{ type: 'change', element: select }] satisfies EarlyAction[];
    const heard: string[] = [];
    function Listening({ element }: WidgetProps<typeof attributes>) {
      const [server] = useState(() => readServerNodes([...element.childNodes]));
      useLayoutEffect(() => adoptServerNodes(element, server), [element, server]);
      useLayoutEffect(() => {
        const listener = (event: Event) => heard.push((event.target as HTMLSelectElement).value);
        element.addEventListener('change', listener);
        return () => element.removeEventListener('change', listener);
      }, [element]);
      return null;
    }

    await act(async () => void defineWidget({ tag, attributes, component: Listening }));
    await waitFor(() => expect(heard).toEqual(['Price']));
    await act(async () => {});
    expect(heard).toEqual(['Price']);
  });
});

describe('what the shopper did before the code ran', () => {
  it('does a kept click once, on the widget\'s own control', async () => {
    const { island, calls, record, define } = setUp();
    record({ type: 'click', path: [0, 1, 0] });
    await define();
    await waitFor(() => expect(calls.ticked).toEqual([true]));
    expect(island.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    await act(async () => {});
    expect(calls.ticked, 'once').toEqual([true]);
  });

  it('submits a kept submit once, with its submit button, after the typed text went over', async () => {
    const { island, calls, record, define } = setUp();
    island.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ana@example.com';
    record({ type: 'submit', path: [0], submitter: [0, 2] });
    await define();
    await waitFor(() => expect(calls.submitted).toEqual(['go']));
    expect(calls.typed).toEqual(['ana@example.com']);
    expect(calls.sent, "the widget's state had the typed text when it submitted").toEqual(['ana@example.com']);
  });

  it('dispatches a kept command event once the widget listens for it', async () => {
    const { calls, record, define } = setUp();
    record({ type: 'event', name: 'lto:test-open', detail: { from: 'banner' } });
    await define();
    await waitFor(() => expect(calls.opened).toEqual([{ from: 'banner' }]));
  });

  it('clicks a kept opener outside the island once the widget listens', async () => {
    const { record, define } = setUp();
    const opener = document.createElement('button');
    const clicked = vi.fn();
    opener.addEventListener('click', clicked);
    document.body.append(opener);
    record({ type: 'opener', element: opener });
    await define();
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });

  it('clicks a kept opener that another island replaced meanwhile at its place there (the zip banner drawn first)', async () => {
    const { record, define } = setUp();
    const host = document.createElement('div');
    const serverLink = document.createElement('a');
    host.append(serverLink);
    document.body.append(host);
    record({ type: 'opener', element: serverLink, within: { island: host, path: [0] } });
    const drawnLink = document.createElement('a');
    const clicked = vi.fn();
    drawnLink.addEventListener('click', clicked);
    serverLink.replaceWith(drawnLink);
    await define();
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
  });

  it('does kept actions one after another, each seeing what the one before drew (a stepper counting from its own state)', async () => {
    const tag = uniqueTag();
    document.body.innerHTML = `<${tag}><button type="button">Add one</button><output>0</output></${tag}>`;
    const island = document.querySelector(tag)!;
    (island as Element & { [k: symbol]: unknown })[RECORDED_BY_AUTOLOADER] = [1, 2, 3].map((): EarlyAction => ({ type: 'click', path: [0] }));
    function Stepper() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Add one
          </button>
          <output>{count}</output>
        </>
      );
    }
    await act(async () => void defineWidget({ tag, attributes, component: Stepper }));
    await waitFor(() => expect(island.querySelector('output')!.textContent).toBe('3'));
  });

  it('shares its keys with the autoloader', () => {
    expect(REPLAYED_BY_RUNTIME).toBe(RECORDED_BY_AUTOLOADER);
    expect(Symbol.keyFor(REPLAYED_BY_RUNTIME)).toBe('lto-widgets.early-actions');
  });
});
