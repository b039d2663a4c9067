import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * One scripted answer: a body (objects are sent as JSON, strings as they are), with its own
 * Content-Type if it says one; a network error; or no answer at all ('never'), until the caller
 * gives up and aborts the request.
 */
export type Answer = { status?: number; body: unknown; contentType?: string } | 'network-error' | 'never';

export interface FakeServerOptions<Call> {
  /** What a test wants to know about a request; undefined leaves it out of `calls`. */
  record(url: URL, request: Request): Call | undefined | Promise<Call | undefined>;
  /** The answer for a path with nothing scripted. Default `{"success": true}`. */
  fallback?(url: URL): Answer;
  /** Content-Type of every answer. Default application/json. */
  contentType?: string;
}

/**
 * Replaces fetch with a scripted platform for component tests: answers per path from queues
 * (then the fallback), records each request, and can hold its answers until released.
 */
export function fakeServer<Call>({ record, fallback = () => ({ body: { success: true } }), contentType = 'application/json' }: FakeServerOptions<Call>) {
  const calls: Call[] = [];
  const scripted: Record<string, Answer[]> = {};
  let gate: Promise<void> | undefined;
  let open: () => void = () => {};

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const call = await record(url, new Request(url, init));
      if (call !== undefined) calls.push(call);
      if (gate) await gate;
      const answer = scripted[url.pathname]?.shift() ?? fallback(url);
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      if (answer === 'never') return abortedBy(init.signal);
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': answer.contentType ?? contentType } });
    }),
  );

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

/** Rejects as fetch does once `signal` aborts the request; without a signal, waits for ever. */
function abortedBy(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
  });
}
