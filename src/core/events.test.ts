import { describe, expect, it, vi } from 'vitest';
import { emit, on } from './events';

declare module './events' {
  interface LtoEventMap {
    'lto:test-change': { value: number };
  }
}

describe('emit', () => {
  it('dispatches a CustomEvent with the detail that bubbles up to the document', () => {
    document.body.innerHTML = '<main><div class="tile"><span id="source"></span></div></main>';
    const heard = vi.fn<(event: Event) => void>();
    document.addEventListener('lto:test-change', heard);

    emit(document.getElementById('source')!, 'lto:test-change', { value: 7 });
    document.removeEventListener('lto:test-change', heard);

    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]![0] as CustomEvent<{ value: number }>;
    expect(event).toBeInstanceOf(CustomEvent);
    expect(event.detail).toEqual({ value: 7 });
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.target).toBe(document.getElementById('source'));
  });

  it('crosses a shadow root boundary', () => {
    document.body.innerHTML = '<div id="host"></div>';
    const host = document.getElementById('host')!;
    const inner = document.createElement('span');
    host.attachShadow({ mode: 'open' }).append(inner);
    const heard = vi.fn();
    document.body.addEventListener('lto:test-change', heard);

    emit(inner, 'lto:test-change', { value: 1 });
    document.body.removeEventListener('lto:test-change', heard);

    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('on', () => {
  it('hands the listener the typed event and stops after unsubscribing', () => {
    const values: number[] = [];
    const stop = on(document, 'lto:test-change', (event) => values.push(event.detail.value));

    emit(document, 'lto:test-change', { value: 1 });
    emit(document.body, 'lto:test-change', { value: 2 });
    stop();
    emit(document, 'lto:test-change', { value: 3 });

    expect(values).toEqual([1, 2]);
  });

  it('unsubscribing one listener leaves the others listening', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = on(document, 'lto:test-change', first);
    const stopSecond = on(document, 'lto:test-change', second);

    stopFirst();
    emit(document, 'lto:test-change', { value: 1 });
    stopSecond();

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
