import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { outline } from '../testing/markup-contract';
import { zipBannerMarkup } from './support/LocationPage';
import { userEvent } from './support/user-event';
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

/** The page's zip modal, drawn: a click on the banner is the modal's to take. */
const modalReady = () => waitFor(() => expect(document.querySelector('lto-zip-modal[data-lto-ready]')).not.toBeNull());

/** The banner as the header template wrote it for `zip`, in the page's language. */
function serverBanner(zip: string): Element {
  const server = document.createElement('div');
  server.innerHTML = zipBannerMarkup(zip);
  return server;
}

describe('zip banner stories', () => {
  test.each([
    ['WithZip', stories.WithZip, EN],
    ['WithZipEs', stories.WithZipEs, ES],
  ] as const)('%s: the zip in the header, a link to the store locator; a click opens the zip modal in its place, Escape gives focus back', async (_, story, text) => {
    await story.run();
    const banner = screen.getByRole('link', { name: text.label('30303') });
    expect(banner).toHaveTextContent(text.visible('30303'));
    expect(banner).toHaveAttribute('href', '/stores');
    await modalReady();
    await userEvent.click(banner);
    const dialog = await screen.findByRole('dialog', { name: text.modal });
    expect(dialog.querySelector('input')).toHaveValue('30303');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: text.label('30303') })).toHaveFocus();
  });

  test.each([
    ['WithZip', stories.WithZip, '30303'],
    ['WithZipEs', stories.WithZipEs, '30303'],
    ['NoZip', stories.NoZip, ''],
    ['NoZipEs', stories.NoZipEs, ''],
    ['Canada', stories.Canada, 'M5V 3L9'],
    ['CanadaNoZip', stories.CanadaNoZip, ''],
  ] as const)('%s: the banner drawn is the header as the server wrote it (nothing changes when the code comes)', async (_, story, zip) => {
    await story.run();
    const island = document.querySelector('lto-zip-banner[data-lto-ready]')!;
    expect(outline(island)).toEqual(outline(serverBanner(zip)));
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
    const banner = screen.getByRole('link', { name: text.empty });
    expect(banner).toHaveAttribute('href', '/stores');
    await modalReady();
    await userEvent.click(banner);
    const dialog = await screen.findByRole('dialog', { name: text.modal });
    expect(dialog.querySelector('input')).toHaveValue('');
  });

  test('NoZip: no postalCode on the Spanish link', async () => {
    await stories.NoZip.run();
    expect(siteLink('Español')).toHaveAttribute('href', '/es/');
  });

  test('Canada: the postal code, on an en-CA page', async () => {
    await stories.Canada.run();
    expect(screen.getByRole('link', { name: CA.label('M5V 3L9') })).toHaveTextContent(CA.visible('M5V 3L9'));
    expect(JSON.parse(document.getElementById('lto-config')?.textContent ?? '{}')).toMatchObject({
      locale: 'en-CA',
      country: 'CA',
      page: { zip: 'M5V 3L9' },
    });
  });
});
