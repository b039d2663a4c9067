import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as filterStories from './leasing-power-filter.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(filterStories);

const EN = { toggle: 'Fits my Leasing Power', fits: 'Fits your $70.00/mo Leasing Power' };
const ES = { toggle: 'Cabe en mi Poder de Arrendamiento', fits: 'Cabe en tu Poder de Arrendamiento de $70.00/mes' };
const ALL = ['Harbor Sofa', 'Avery Loveseat', 'Monterey 3-Piece Sectional', 'Dalton Power Recliner', 'Camden Accent Chair', 'Willow Storage Ottoman'];
const FITTING = ['Avery Loveseat', 'Camden Accent Chair', 'Willow Storage Ottoman'];

const tiles = () => screen.queryAllByRole('article').map((tile) => tile.getAttribute('aria-label'));

describe('Leasing Power filter stories', () => {
  test.each([
    ['Off', stories.Off, EN],
    ['OffEs', stories.OffEs, ES],
  ] as const)('%s: the toggle, not pressed; every tile shows, three say they fit', async (_, story, text) => {
    await story.run();
    expect(await screen.findByRole('button', { name: text.toggle })).toHaveAttribute('aria-pressed', 'false');
    expect(tiles()).toEqual(ALL);
    expect(screen.getAllByText(text.fits)).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  test.each([
    ['On', stories.On, EN.toggle, '3 of these 6 fit your Leasing Power', 'Fits your $70.00/mo Leasing Power'],
    ['OnEs', stories.OnEs, ES.toggle, '3 de estos 6 caben en tu Poder de Arrendamiento', ES.fits],
    ['OnCanada', stories.OnCanada, EN.toggle, '3 of these 6 fit your Leasing Power', 'Fits your C$70.00/mo Leasing Power'],
  ] as const)('%s: pressed, only the tiles that fit show, and how many is said', async (_, story, toggle, status, fits) => {
    await story.run();
    expect(screen.getByRole('button', { name: toggle })).toHaveAttribute('aria-pressed', 'true');
    expect(tiles()).toEqual(FITTING);
    expect(screen.getByRole('status')).toHaveTextContent(status);
    expect(screen.getAllByText(fits)).toHaveLength(3);
  });

  test.each([
    ['NoneFits', stories.NoneFits, 'None of these 6 fit your Leasing Power'],
    ['NoneFitsEs', stories.NoneFitsEs, 'Ninguno de estos 6 cabe en tu Poder de Arrendamiento'],
  ] as const)('%s: pressed, no tile shows and the status says so', async (_, story, status) => {
    await story.run();
    expect(tiles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent(status);
  });

  test.each([
    ['Pending', stories.Pending],
    ['PendingEs', stories.PendingEs],
    ['SignedOut', stories.SignedOut],
    ['SignedOutEs', stories.SignedOutEs],
  ] as const)('%s: nothing new, no toggle and no lines', async (_, story) => {
    await story.run();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('.lto-leasing-power')).toBeNull();
    expect(tiles()).toEqual(ALL);
  });
});
