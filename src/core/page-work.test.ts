import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_CHANGE_EVENT } from '../contracts/account-events';
import { CAPTCHA_DUE_EVENT, COOKIES_BLOCKED_EVENT } from '../contracts/safety-events';
import { readCookie } from './cookies';
import { runPageWork } from './page-work';

const started = vi.fn();
const analytics = async () => ({ startAnalytics: started });

function configBlock(text: string): void {
  document.head.innerHTML = `<script type="application/json" id="lto-config">${text}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  started.mockClear();
});

describe("the page's own work", () => {
  it('records the visit of SPEC 4.1 on every page', () => {
    configBlock('{}');
    runPageWork(document, analytics)();
    expect(readCookie('newUserCookie')).toBe('newuserfirstvisit');
  });

  it('starts analytics only where the config block turns the tag manager on', async () => {
    for (const text of ['{}', '{"preferences":{"ISGTMENABLE":false}}', '{"preferences":{"ISGTMENABLE":"true"}}', 'not json', 'null']) {
      configBlock(text);
      runPageWork(document, analytics)();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).not.toHaveBeenCalled();

    configBlock('{"preferences":{"ISGTMENABLE":true}}');
    runPageWork(document, analytics)();
    await vi.waitFor(() => expect(started).toHaveBeenCalledTimes(1));
  });

  it('says nothing of cookies or the captcha on an ordinary page', () => {
    configBlock('{"page":{"showCaptcha":false}}');
    const heard = vi.fn();
    for (const name of [COOKIES_BLOCKED_EVENT, CAPTCHA_DUE_EVENT]) document.addEventListener(name, heard);
    runPageWork(document, analytics)();
    for (const name of [COOKIES_BLOCKED_EVENT, CAPTCHA_DUE_EVENT]) document.removeEventListener(name, heard);
    expect(heard).not.toHaveBeenCalled();
  });

  it.each([
    ['navigator.cookieEnabled is false', () => vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false)],
    ['a cookie written is not read back', () => vi.spyOn(document, 'cookie', 'set').mockImplementation(() => {})],
    ['document.cookie throws', () => vi.spyOn(document, 'cookie', 'get').mockImplementation(() => { throw new DOMException('sandboxed', 'SecurityError'); })],
  ])('announces lto:cookies-blocked when %s', (_, block) => {
    configBlock('{}');
    block();
    const heard = vi.fn();
    document.addEventListener(COOKIES_BLOCKED_EVENT, heard, { once: true });
    try {
      runPageWork(document, analytics)();
    } catch {
      // recordVisit cannot write either: the announcement came first.
    }
    vi.restoreAllMocks();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("announces lto:captcha-due where the config block says the session is flagged (page.showCaptcha, SPEC 4.1's SHOW_CAPTCHA)", () => {
    const heard = vi.fn();
    document.addEventListener(CAPTCHA_DUE_EVENT, heard);
    for (const text of ['{"page":{"showCaptcha":"true"}}', '{"page":{}}', '{"showCaptcha":true}']) {
      configBlock(text);
      runPageWork(document, analytics)();
    }
    expect(heard).not.toHaveBeenCalled();
    configBlock('{"page":{"showCaptcha":true}}');
    runPageWork(document, analytics)();
    document.removeEventListener(CAPTCHA_DUE_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe("the signed-in shopper's content outside islands", () => {
  it('hides what the platform marked data-lto-personal when the shopper signs out (here or in another tab), not before, nor on a sign-in', () => {
    configBlock('{}');
    document.body.innerHTML = '<td>$83.69<div data-lto-personal><p>Fits your $250.00/mo Leasing Power</p></div></td><p id="other">Garrison Sofa</p>';
    const stop = runPageWork(document, analytics);
    const personal = document.querySelector<HTMLElement>('[data-lto-personal]')!;
    document.dispatchEvent(new CustomEvent(ACCOUNT_CHANGE_EVENT, { detail: { signedIn: true, decision: null } }));
    expect(personal.hidden).toBe(false);
    document.dispatchEvent(new CustomEvent(ACCOUNT_CHANGE_EVENT, { detail: { signedIn: false, decision: null } }));
    expect(personal.hidden).toBe(true);
    expect(document.getElementById('other')!.hidden).toBe(false);
    stop();
    document.body.innerHTML = '';
  });
});

describe('the fraud device session of the application pages (SPEC 7.8)', () => {
  const fraud = vi.fn();
  const load = async () => ({ startFraudSession: fraud });

  it('starts only where the config block says the page is a checkout step', async () => {
    for (const text of ['{}', '{"page":{"type":"product"}}', '{"page":{"type":"cart"}}', '{"page":null}', 'not json']) {
      configBlock(text);
      runPageWork(document, analytics, load)();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fraud).not.toHaveBeenCalled();

    configBlock('{"page":{"type":"checkout"}}');
    runPageWork(document, analytics, load)();
    await vi.waitFor(() => expect(fraud).toHaveBeenCalledTimes(1));
    expect(started).not.toHaveBeenCalled();
  });
});
