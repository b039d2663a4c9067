import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { resetConfig } from '../src/core/config';

/** Helpers for widget component tests: a page with a config block, and a scripted compare server. */
export function writeConfig(config: Record<string, unknown> = {}): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'lto-config';
  block.textContent = JSON.stringify({
    locale: 'en-US',
    country: 'US',
    currency: 'USD',
    urls: { compareAdd: '/compare/add', compareRemove: '/compare/remove', compareShow: '/compareShow' },
    ...config,
  });
  document.head.append(block);
  resetConfig();
}

/** Puts server HTML into the body and lets the islands render. */
export async function mount(html: string): Promise<void> {
  await act(async () => {
    document.body.insertAdjacentHTML('beforeend', html);
  });
}

export type Answer = { status?: number; body: unknown } | 'network-error';

/**
 * A fake compare server: answers per path from queues (default: success), records each call's
 * path and query, and can hold an answer until released.
 */
export function fakeCompareServer() {
  const calls: { path: string; pid: string | null; category: string | null }[] = [];
  const scripted: Record<string, Answer[]> = {};
  let gate: Promise<void> | undefined;
  let open: () => void = () => {};

  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push({ path: url.pathname, pid: url.searchParams.get('pid'), category: url.searchParams.get('category') });
    if (gate) await gate;
    const answer = scripted[url.pathname]?.shift() ?? { body: { success: true } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    answer(path: string, ...answers: Answer[]) {
      (scripted[path] ??= []).push(...answers);
    },
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    async release() {
      gate = undefined;
      await act(async () => open());
    },
  };
}

export function item(n: number, category = 'living-room') {
  return { pid: `P${n}`, uuid: `uuid-${n}`, name: `Product ${n}`, img: `/img/product/P${n}.svg`, category };
}
