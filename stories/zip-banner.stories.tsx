import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../widgets/zip-banner/element';
import '../widgets/zip-modal/element';
import { locationHandlers } from '../.storybook/handlers';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { LocationPage, STORE_LOCATOR } from './support/LocationPage';
import { messages as bannerMessages } from '../widgets/zip-banner/messages';
import { messagesFor } from './support/messages';
import { CA_ZIP, US_ZIP } from './support/stores';

/**
 * `<lto-zip-banner>` (SPEC 2.1, 2.2): the header's zip (Canada: postal code) as a link to the store
 * locator, drawn over the header template's markup; the page's zip modal opens in its place. The
 * zip is the config block's page.zip (`ltoPage` parameter).
 */
const meta = {
  title: 'Widgets/Zip banner',
  render: (_, { parameters }) => <LocationPage note={storyDescription(parameters)} />,
  parameters: {
    msw: { handlers: locationHandlers },
    docs: {
      description: {
        component:
          "The header's zip banner: 'Zip code: 30303' (Canada: 'Postal code: …'), or 'Set your zip code' when none is known, as a link to the store locator (/stores) that the server writes and the widget draws the same. The page's zip modal opens in its place; without script the link goes to the store locator. On the English sites the link to the Spanish site carries the zip as ?postalCode=, and follows it when it changes on the page.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };

/** The banner, once drawn: the link named `name`, to the store locator, saying it opens a dialog. */
async function findBanner(canvasElement: HTMLElement, name: string) {
  const banner = await within(await findIsland(canvasElement, 'lto-zip-banner')).findByRole('link', { name });
  await expect(banner).toHaveAttribute('href', STORE_LOCATOR);
  await expect(banner).toHaveAttribute('aria-haspopup', 'dialog');
  return banner;
}

/** Plays: the banner names `zip`. */
function showsZip(zip: string): Story['play'] {
  return async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, bannerMessages);
    await expect(await findBanner(canvasElement, t('location.bannerLabel', { zip }))).toHaveTextContent(t('location.banner', { zip }));
  };
}

export const WithZip: Story = {
  name: 'With a zip',
  parameters: {
    ...note("The platform knows the shopper's zip (30303): the header shows it. The 'Español' link carries it as ?postalCode=30303."),
    ltoPage: { zip: US_ZIP },
  },
  play: showsZip(US_ZIP),
};
export const WithZipEs: Story = { ...WithZip, name: 'With a zip (es)', globals: es };

export const NoZip: Story = {
  name: 'Without a zip',
  parameters: {
    ...note("No zip known yet: the header invites the shopper to set one. A click opens the zip modal with an empty field."),
    ltoPage: { zip: '' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, bannerMessages);
    await findBanner(canvasElement, t('location.bannerEmpty'));
  },
};
export const NoZipEs: Story = { ...NoZip, name: 'Without a zip (es)', globals: es };

export const Canada: Story = {
  name: 'Canada: postal code (en-CA)',
  parameters: {
    ...note("A Canadian page: the header says 'Postal code' and shows the shopper's postal code (M5V 3L9)."),
    ltoPage: { zip: CA_ZIP },
  },
  globals: canada,
  play: showsZip(CA_ZIP),
};
export const CanadaNoZip: Story = {
  ...NoZip,
  name: 'Canada: without a postal code (en-CA)',
  parameters: { ...note("A Canadian page with no postal code known: 'Set your postal code'."), ltoPage: { zip: '' } },
  globals: canada,
};
