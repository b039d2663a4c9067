import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** A viewport of `width` CSS pixels for matchMedia('(min-width: Npx)') and '(max-width: Npx)', which can be resized. */
export function viewport(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    if (min) return current >= Number(min[1]);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? current <= Number(max[1]) : false;
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return matches(query);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    async resize(to: number) {
      current = to;
      await act(async () => listeners.forEach((listener) => listener()));
    },
  };
}
