import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneRequest } from './use-one-request';

describe('useOneRequest', () => {
  it('sends nothing more until the answer is drawn, then lets the shopper send again', async () => {
    const { result } = renderHook(() => useOneRequest());
    let sent = 0;
    const send = async () => ++sent;
    await act(async () => {
      const first = result.current.run(send);
      expect(result.current.isBusy()).toBe(true);
      expect(await result.current.run(send)).toBeUndefined();
      expect(await first).toBe(1);
      // The answer is in, but React has not drawn it yet: a double-click's second click lands here.
      expect(await result.current.run(send)).toBeUndefined();
    });
    expect(sent).toBe(1);
    expect(result.current.busy).toBe(false);
    await act(async () => {
      expect(await result.current.run(send)).toBe(2);
    });
  });

  it('lets go after a failed request too', async () => {
    const { result } = renderHook(() => useOneRequest());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    });
    await act(async () => {
      expect(await result.current.run(async () => 'sent')).toBe('sent');
    });
  });
});
