import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement, useEffect, useState } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { flag, integer, json, requiredText, text } from './attributes';
import { defineWidget, type WidgetProps } from './define';

let counter = 0;
/** Custom element names cannot be undefined again: every test gets its own tag. */
const uniqueTag = () => `lto-test-${++counter}-${Math.random().toString(36).slice(2, 7)}` as const;

const greetingAttributes = v.object({
  greeting: text('Greeting', 'Hello'),
  name: requiredText('Who'),
  times: integer('Repeat', '1', { min: 1, max: 3 }),
  loud: flag('Shout'),
  tags: json('Tags', v.array(v.string()), '[]'),
});

function Greeting({ greeting, name, times, loud, tags }: WidgetProps<typeof greetingAttributes>) {
  const line = `${greeting}|${name}|${times}|${loud ? 'loud' : 'quiet'}|${tags.join(',')}`;
  return <p data-testid="greeting">{line}</p>;
}

/** Renders markup into the page and lets React render what it mounts. */
async function page(html: string): Promise<void> {
  await act(async () => {
    document.body.innerHTML = html;
  });
}

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
/** React reports an error caught by a boundary on console.error; anything else there is a defect. */
let reactReportsACaughtError = false;

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  reactReportsACaughtError = false;
});

afterEach(() => {
  const errors = error.mock.calls.length;
  warn.mockRestore();
  error.mockRestore();
  if (!reactReportsACaughtError) expect(errors, 'console.error calls (React warnings)').toBe(0);
});

describe('defineWidget', () => {
  it('renders the component from the element attributes', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });

    await page(`<${tag} greeting="Hi" name="Ana" times="2" loud tags='["a","b"]'></${tag}>`);

    expect(screen.getByTestId('greeting').textContent).toBe('Hi|Ana|2|loud|a,b');
    expect(document.querySelector(tag)?.contains(screen.getByTestId('greeting'))).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it("replaces the server's markup with the widget once drawn, keeping neither both nor none", async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });

    await page(`<${tag} name="Ana"><p data-testid="fallback">Server text</p> </${tag}>`);

    const element = document.querySelector(tag)!;
    expect(element.childNodes).toHaveLength(1);
    expect(element.firstChild).toBe(screen.getByTestId('greeting'));
  });

  it('passes the element itself so the widget can dispatch DOM events from it', async () => {
    const tag = uniqueTag();
    const seen: HTMLElement[] = [];
    defineWidget({
      tag,
      attributes: v.object({}),
      component: ({ element }) => {
        seen.push(element);
        return null;
      },
    });

    await page(`<${tag}></${tag}>`);

    expect(seen.at(-1)).toBe(document.querySelector(tag));
  });

  it('re-renders when an attribute changes', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });
    await page(`<${tag} name="Ana"></${tag}>`);
    const element = document.querySelector(tag)!;

    await act(async () => {
      element.setAttribute('name', 'Luis');
      element.setAttribute('times', '3');
    });

    expect(screen.getByTestId('greeting').textContent).toBe('Hello|Luis|3|quiet|');
  });

  it('falls back to the default when an attribute is removed', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });
    await page(`<${tag} greeting="Hi" name="Ana" loud></${tag}>`);
    const element = document.querySelector(tag)!;
    expect(screen.getByTestId('greeting').textContent).toBe('Hi|Ana|1|loud|');

    await act(async () => {
      element.removeAttribute('greeting');
      element.removeAttribute('loud');
    });

    expect(screen.getByTestId('greeting').textContent).toBe('Hello|Ana|1|quiet|');
  });

  it('passes an empty attribute value through instead of ignoring it', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });
    await page(`<${tag} greeting="Hi" name="Ana"></${tag}>`);

    await act(async () => {
      document.querySelector(tag)!.setAttribute('greeting', '');
    });

    expect(screen.getByTestId('greeting').textContent).toBe('|Ana|1|quiet|');
  });

  it('uses the default for bad JSON, warns naming tag and attribute, and does not throw', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });

    await page(`<${tag} name="Ana" tags='["a",'></${tag}>`);

    expect(screen.getByTestId('greeting').textContent).toBe('Hello|Ana|1|quiet|');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`<${tag}>`);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"tags"');
  });

  it("keeps the server's markup and warns when a required attribute is missing", async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });

    await page(`<${tag} greeting="Hi"><p data-testid="fallback">Server text</p></${tag}>`);

    expect(screen.queryByTestId('greeting')).toBeNull();
    expect(screen.getByTestId('fallback')).toHaveTextContent('Server text');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"name"');
  });

  it('marks the element data-lto-ready once React has drawn it, not while it waits for attributes', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });
    await page(`<${tag} id="waiting"></${tag}><${tag} id="drawn" name="Ana"></${tag}>`);
    expect(document.getElementById('drawn')).toHaveAttribute('data-lto-ready');
    expect(document.getElementById('waiting')).not.toHaveAttribute('data-lto-ready');
  });

  it('shows the widget once the missing required attribute is added', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });
    await page(`<${tag}><p data-testid="fallback">Server text</p></${tag}>`);
    expect(screen.queryByTestId('greeting')).toBeNull();

    await act(async () => {
      document.querySelector(tag)!.setAttribute('name', 'Ana');
    });

    expect(screen.getByTestId('greeting').textContent).toBe('Hello|Ana|1|quiet|');
    expect(screen.queryByTestId('fallback')).toBeNull();
  });

  it('keeps the first definition when the same tag is defined twice', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: v.object({}), component: () => <p>first</p> });

    expect(() => defineWidget({ tag, attributes: v.object({}), component: () => <p>second</p> })).not.toThrow();
    await page(`<${tag}></${tag}>`);

    expect(screen.getByText('first')).toBeTruthy();
    expect(screen.queryByText('second')).toBeNull();
  });

  it('keeps component state when the element is moved in the DOM, without remounting', async () => {
    const tag = uniqueTag();
    const mounts = vi.fn();
    const unmounts = vi.fn();
    function Counter() {
      const [count, setCount] = useState(0);
      useEffect(() => {
        mounts();
        return () => unmounts();
      }, []);
      return <button onClick={() => setCount((n) => n + 1)}>Clicked {count}</button>;
    }
    defineWidget({ tag, attributes: v.object({}), component: Counter });
    await page(`<div id="from"><${tag}></${tag}></div><div id="to"></div>`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    await user.click(screen.getByRole('button', { name: 'Clicked 1' }));

    await act(async () => {
      document.getElementById('to')!.appendChild(document.querySelector(tag)!);
    });

    expect(document.getElementById('to')!.querySelector(tag)).not.toBeNull();
    expect(screen.getByRole('button').textContent).toBe('Clicked 2');
    expect(mounts).toHaveBeenCalledTimes(1);
    expect(unmounts).not.toHaveBeenCalled();
  });

  it('unmounts the component after a microtask when the element is removed', async () => {
    const tag = uniqueTag();
    const unmounts = vi.fn();
    function Widget() {
      useEffect(() => () => unmounts(), []);
      return <p>mounted</p>;
    }
    defineWidget({ tag, attributes: v.object({}), component: Widget });
    await page(`<${tag}></${tag}>`);
    const element = document.querySelector(tag)!;

    element.remove();
    expect(unmounts).not.toHaveBeenCalled(); // deferred: a move would reconnect in between

    await act(async () => {
      await Promise.resolve();
    });
    expect(unmounts).toHaveBeenCalledTimes(1);
    expect(element.textContent).toBe('');
  });

  it('can be rendered and removed by a React host app without React warnings', async () => {
    const tag = uniqueTag();
    const unmounts = vi.fn();
    function Widget() {
      useEffect(() => () => unmounts(), []);
      return <p>inside the widget</p>;
    }
    defineWidget({ tag, attributes: v.object({}), component: Widget });
    const HostApp = ({ show }: { show: boolean }) => <main>{show ? createElement(tag, { name: 'x' }) : null}</main>;
    const { rerender } = render(<HostApp show />);
    await act(async () => {});
    expect(screen.getByText('inside the widget')).toBeTruthy();

    await act(async () => {
      rerender(<HostApp show={false} />);
    });

    expect(document.querySelector(tag)).toBeNull();
    expect(unmounts).toHaveBeenCalledTimes(1);
    // afterEach checks that React printed nothing on console.error
  });

  it('mounts again when a removed element is put back later', async () => {
    const tag = uniqueTag();
    defineWidget({ tag, attributes: greetingAttributes, component: Greeting });
    await page(`<${tag} name="Ana"></${tag}>`);
    const element = document.querySelector(tag)!;
    await act(async () => {
      element.remove();
      await Promise.resolve();
    });

    await act(async () => {
      document.body.append(element);
    });

    expect(screen.getByTestId('greeting').textContent).toBe('Hello|Ana|1|quiet|');
  });

  it('contains a component that throws: renders nothing, warns, and the page keeps working', async () => {
    const tag = uniqueTag();
    reactReportsACaughtError = true;
    function Broken(): never {
      throw new Error('broken widget');
    }
    defineWidget({ tag, attributes: v.object({}), component: Broken });

    await expect(page(`<p>host page</p><${tag}></${tag}>`)).resolves.toBeUndefined();

    expect(document.querySelector(tag)!.childNodes).toHaveLength(0);
    expect(document.querySelector(tag)).toHaveAttribute('data-lto-ready');
    expect(screen.getByText('host page')).toBeTruthy();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain(`<${tag}>`);
  });

  it('a throwing widget does not take down another widget on the page', async () => {
    reactReportsACaughtError = true;
    const brokenTag = uniqueTag();
    const goodTag = uniqueTag();
    defineWidget({
      tag: brokenTag,
      attributes: v.object({}),
      component: (): never => {
        throw new Error('broken widget');
      },
    });
    defineWidget({ tag: goodTag, attributes: greetingAttributes, component: Greeting });

    await page(`<${brokenTag}></${brokenTag}><${goodTag} name="Ana"></${goodTag}>`);

    expect(screen.getByTestId('greeting').textContent).toBe('Hello|Ana|1|quiet|');
  });
});
