import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as bannerStories from './zip-banner.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(bannerStories);

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  label: (zip: string) => `Change your zip code, now ${zip}`,
  visible: (zip: string) => `Zip code: ${zip}`,
  empty: 'Set your zip code',
  modal: 'Set your location',
};
const ES = {
  label: (zip: string) => `Cambiar tu código postal, ahora ${zip}`,
  visible: (zip: string) => `Código postal: ${zip}`,
  empty: 'Indica tu código postal',
  modal: 'Indica tu ubicación',
};
const CA = {
  label: (zip: string) => `Change your postal code, now ${zip}`,
  visible: (zip: string) => `Postal code: ${zip}`,
  empty: 'Set your postal code',
  modal: 'Set your location',
};

const siteLink = (name: string) => screen.getByRole('link', { name });

describe('zip banner stories', () => {
  test.each([
    ['WithZip', stories.WithZip, EN],
    ['WithZipEs', stories.WithZipEs, ES],
  ] as const)('%s: the zip in the header, a click opens the zip modal', async (_, story, text) => {
    await story.run();
    const banner = screen.getByRole('button', { name: text.label('30303') });
    expect(banner).toHaveTextContent(text.visible('30303'));
    await userEvent.click(banner);
    expect(await screen.findByRole('dialog', { name: text.modal })).toBeInTheDocument();
  });

  test('WithZip: the link to the Spanish site carries the zip', async () => {
    await stories.WithZip.run();
    expect(new URL(siteLink('Español').getAttribute('href') ?? '', 'http://x').searchParams.get('postalCode')).toBe('30303');
  });

  test('WithZipEs: the Spanish site leaves the link to the English one alone', async () => {
    await stories.WithZipEs.run();
    expect(siteLink('English')).toHaveAttribute('href', '/en/');
  });

  test.each([
    ['NoZip', stories.NoZip, EN],
    ['NoZipEs', stories.NoZipEs, ES],
    ['CanadaNoZip', stories.CanadaNoZip, CA],
  ] as const)('%s: the banner asks for a zip and opens the modal with an empty field', async (_, story, text) => {
    await story.run();
    await userEvent.click(screen.getByRole('button', { name: text.empty }));
    const dialog = await screen.findByRole('dialog', { name: text.modal });
    expect(dialog.querySelector('input')).toHaveValue('');
  });

  test('NoZip: no postalCode on the Spanish link', async () => {
    await stories.NoZip.run();
    expect(siteLink('Español')).toHaveAttribute('href', '/es/');
  });

  test('Canada: the postal code, on an en-CA page', async () => {
    await stories.Canada.run();
    expect(screen.getByRole('button', { name: CA.label('M5V 3L9') })).toHaveTextContent(CA.visible('M5V 3L9'));
    expect(JSON.parse(document.getElementById('lto-config')?.textContent ?? '{}')).toMatchObject({
      locale: 'en-CA',
      country: 'CA',
      page: { zip: 'M5V 3L9' },
    });
  });
});
