import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { readCookie, removeCookie } from '../src/core/cookies';
import * as consentStories from './cookie-consent.stories';

setProjectAnnotations(preview);

const stories = composeStories(consentStories);

afterEach(() => {
  removeCookie('dw');
  removeCookie('dw_cookies_accepted');
});

// The wording a shopper reads, pinned here rather than read from the catalogues.
describe('cookie consent stories', () => {
  test.each([
    ['Open', stories.Open, 'Cookies on this site', 'I agree', 'Read our privacy policy'],
    ['OpenEs', stories.OpenEs, 'Cookies en este sitio', 'Acepto', 'Lee nuestra política de privacidad'],
  ] as const)('%s: the dialog with the cookie-hint text focused, read before its one button', async (_, story, title, agree, link) => {
    await story.run();
    const found = screen.getByRole('dialog', { name: title });
    const dialog = within(found);
    expect(dialog.getByRole('link', { name: link })).toBeInTheDocument();
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual([agree]);
    const text = found.querySelector('.lto-cookie-consent__text')!;
    expect(document.activeElement).toBe(text);
    expect(text.compareDocumentPosition(dialog.getByRole('button', { name: agree })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test.each([
    ['ContentFailed', stories.ContentFailed, 'Cookies on this site', 'We use cookies to run this site, to remember your choices and to understand how the site is used. Select I agree to accept them.'],
    ['ContentFailedEs', stories.ContentFailedEs, 'Cookies en este sitio', 'Usamos cookies para que este sitio funcione, para recordar tus preferencias y para saber cómo se usa. Selecciona Acepto para aceptarlas.'],
  ] as const)('%s: our own short text', async (_, story, title, text) => {
    await story.run();
    expect(within(screen.getByRole('dialog', { name: title })).getByText(text)).toBeInTheDocument();
  });

  test.each([
    ['Agreed', stories.Agreed],
    ['AgreedEs', stories.AgreedEs],
  ] as const)('%s: consent given, the dialog gone', async (_, story) => {
    await story.run();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readCookie('dw')).toBe('1');
    expect(readCookie('dw_cookies_accepted')).toBe('1');
  });

  test.each([
    ['PrivacyPolicyPage', stories.PrivacyPolicyPage],
    ['CookieHintOff', stories.CookieHintOff],
  ] as const)('%s: no dialog', async (_, story) => {
    await story.run();
    await waitFor(() => expect(document.querySelector('lto-cookie-consent[data-lto-ready]')).not.toBeNull());
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('A page of the store.')).toBeInTheDocument();
  });
});
