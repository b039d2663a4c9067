import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIES_BLOCKED_EVENT } from '../../src/contracts/safety-events';
import { readCookie } from '../../src/core/cookies';
import { runPageWork } from '../../src/core/page-work';
import { resetWarnings } from '../../src/core/warn';
import { markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const SERVER = markupFixture(import.meta.url);

const element = () => document.querySelector<HTMLElement>('lto-cookie-check')!;
const banner = () => element().querySelector<HTMLElement>('.lto-cookie-check')!;

/** The page with the banner, drawn as the autoloader does on lto:cookies-blocked (or on intent). */
async function page(markup = SERVER) {
  await mount(`<lto-cookie-check>${markup}</lto-cookie-check><main><p>Page</p></main>`);
  await act(async () => element().dispatchEvent(new Event('focusin', { bubbles: true })));
}

describe('<lto-cookie-check> (SPEC 2.2, 8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetWarnings();
    document.body.innerHTML = '';
  });

  it('is hidden in the server markup, and stays hidden where cookies work (the probe cookie removed again)', async () => {
    const server = document.createElement('template');
    server.innerHTML = SERVER;
    expect(server.content.querySelector<HTMLElement>('.lto-cookie-check')!.hidden).toBe(true);
    writeConfig();
    await page();
    expect(element()).toHaveAttribute('data-lto-ready');
    expect(banner().hidden).toBe(true);
    expect(readCookie('lto_cookie_probe')).toBeUndefined();
  });

  it('shows COOKIES_DISABLED, as an alert, when navigator.cookieEnabled is false', async () => {
    writeConfig();
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    await page();
    expect(banner().hidden).toBe(false);
    expect(banner()).toHaveAttribute('role', 'alert');
    expect(banner().textContent).toMatch(/refuse cookies/);
  });

  it('shows it when the browser says it takes cookies but drops them (a real write and read)', async () => {
    writeConfig();
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
    await page();
    expect(banner().hidden).toBe(false);
  });

  it("is asked for by the runtime's page work only when cookies are refused", async () => {
    writeConfig();
    const heard = vi.fn();
    document.addEventListener(COOKIES_BLOCKED_EVENT, heard);
    runPageWork(document, async () => ({ startAnalytics() {} }));
    expect(heard).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    runPageWork(document, async () => ({ startAnalytics() {} }));
    document.removeEventListener(COOKIES_BLOCKED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('warns once and shows nothing when the markup has no banner', async () => {
    writeConfig();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    await page('<p>Cookies are off.</p>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/lto-cookie-check/);
  });
});
