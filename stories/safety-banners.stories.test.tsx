import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { readCookie, removeCookie } from '../src/core/cookies';
import * as browserCheckStories from './browser-check.stories';
import * as cookieCheckStories from './cookie-check.stories';

setProjectAnnotations(preview);

const cookieCheck = composeStories(cookieCheckStories);
const browserCheck = composeStories(browserCheckStories);

afterEach(() => removeCookie('dw_TLSWarning'));

// The wording a shopper reads, pinned here rather than read from the stories' markup.
describe('cookie check stories', () => {
  test.each([
    ['CookiesRefused', cookieCheck.CookiesRefused, 'Your browser is set to refuse cookies.'],
    ['CookiesRefusedEs', cookieCheck.CookiesRefusedEs, 'Tu navegador está configurado para rechazar las cookies.'],
  ] as const)('%s: COOKIES_DISABLED shows as an alert', async (_, story, text) => {
    await story.run();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
  });

  test('CookiesKept: no banner', async () => {
    await cookieCheck.CookiesKept.run();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('browser check stories', () => {
  test.each([
    ['OldTls', browserCheck.OldTls, 'Your browser uses an older security standard'],
    ['OldTlsEs', browserCheck.OldTlsEs, 'Tu navegador usa un estándar de seguridad antiguo'],
    ['CheckFailed', browserCheck.CheckFailed, 'Your browser uses an older security standard'],
    ['CheckFailedEs', browserCheck.CheckFailedEs, 'Tu navegador usa un estándar de seguridad antiguo'],
    ['WarnedEarlier', browserCheck.WarnedEarlier, 'Your browser uses an older security standard'],
  ] as const)('%s: TLS_WARNING shows, and dw_TLSWarning is true', async (_, story, text) => {
    await story.run();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(readCookie('dw_TLSWarning')).toBe('true');
  });

  test('Fine: nothing shows, and dw_TLSWarning is false', async () => {
    await browserCheck.Fine.run();
    await waitFor(() => expect(readCookie('dw_TLSWarning')).toBe('false'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
