import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScript, resetScripts } from './load-script';

const URL_A = 'http://chat.localhost/v1/chat.js';
// happy-dom runs no outside script: the elements are kept here, and each test plays the browser.
let added: HTMLScriptElement[] = [];
const scripts = () => added.filter((script) => script.isConnected || !script.dataset['removed']);

beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      const script = node as HTMLScriptElement;
      script.remove = () => void (script.dataset['removed'] = '1');
      added.push(script);
    }
  });
});
afterEach(() => {
  resetScripts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's answer to the script element: it ran, or it failed. */
const settle = (script: HTMLScriptElement, outcome: 'load' | 'error') => script.dispatchEvent(new Event(outcome));

describe('loading an outside service script', () => {
  it('adds one async script per URL with the attributes asked for, and resolves with it once it ran', async () => {
    const first = loadScript(URL_A, { attributes: { 'data-account-number': '100000042' } });
    const again = loadScript(URL_A);
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script!.src).toBe(URL_A);
    expect(script!.async).toBe(true);
    expect(script!.getAttribute('data-account-number')).toBe('100000042');
    settle(script!, 'load');
    await expect(first).resolves.toBe(script);
    await expect(again).resolves.toBe(script);
  });

  it('fails when the script cannot load or takes too long, and a later call tries again', async () => {
    const failed = loadScript(URL_A);
    settle(scripts()[0]!, 'error');
    await expect(failed).rejects.toThrow(/failed to load/);
    expect(scripts()).toHaveLength(0);

    vi.useFakeTimers();
    const slow = loadScript(URL_A, { timeoutMs: 1000 });
    vi.advanceTimersByTime(1000);
    await expect(slow).rejects.toThrow(/timed out/);
    vi.useRealTimers();
    expect(scripts()).toHaveLength(0);
  });

  it('under Trusted Types, makes the URL through its own policy, which passes only the URLs asked for', async () => {
    const rules: { createScriptURL?: (url: string) => string } = {};
    const createPolicy = vi.fn((_name: string, given: { createScriptURL(url: string): string }) => {
      rules.createScriptURL = given.createScriptURL;
      return { createScriptURL: (url: string) => given.createScriptURL(url) };
    });
    vi.stubGlobal('trustedTypes', { createPolicy });
    const { loadScript: load } = await import('./load-script?trusted' as string as './load-script');
    void load(URL_A);
    expect(createPolicy).toHaveBeenCalledWith('lto-widgets', expect.anything());
    expect(rules.createScriptURL!(URL_A)).toBe(URL_A);
    expect(() => rules.createScriptURL!('http://evil.example/x.js')).toThrow(/refused/);
  });
});
