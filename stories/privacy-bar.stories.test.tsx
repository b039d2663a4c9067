import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { readCookie, removeCookie } from '../src/core/cookies';
import * as barStories from './privacy-bar.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(barStories);

const bar = () => document.querySelector<HTMLElement>('lto-privacy-bar .lto-privacy-bar')!;

describe('privacy bar stories', () => {
  afterEach(() => {
    for (const name of ['newUserCookie', 'newUserCheckCookie', 'removePrivacyBarCookie']) removeCookie(name);
  });

  test.each([
    ['FirstVisit', stories.FirstVisit, 'Privacy notice', 'We use cookies to run this site'],
    ['FirstVisitEs', stories.FirstVisitEs, 'Aviso de privacidad', 'Usamos cookies para que este sitio funcione'],
  ] as const)('%s: the bar shows, in the page language', async (_, story, label, text) => {
    await story.run();
    expect(screen.getByRole('region', { name: label })).toHaveTextContent(text);
  });

  test.each([
    ['Closed', stories.Closed],
    ['ClosedEs', stories.ClosedEs],
  ] as const)('%s: closed, and removePrivacyBarCookie says so', async (_, story) => {
    await story.run();
    expect(bar().hidden).toBe(true);
    expect(readCookie('removePrivacyBarCookie')).toBe('removeprivacybar');
  });

  test.each([
    ['LaterVisit', stories.LaterVisit, 'A page of the store.'],
    ['LaterVisitEs', stories.LaterVisitEs, 'Una página de la tienda.'],
  ] as const)('%s: no bar', async (_, story, page) => {
    await story.run();
    expect(screen.getByText(page)).toBeInTheDocument();
    expect(bar().hidden).toBe(true);
  });
});
