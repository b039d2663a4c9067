import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/zip-banner/element';
import '../widgets/zip-modal/element';
import { locationHandlers, zipSearchNotFound, zipSearchServerError, zipSearchSlow } from '../.storybook/handlers';
import { askForZip } from '../src/core/store/location-actions';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { findDialog } from './support/dialogs';
import { findIsland } from './support/islands';
import { LocationPage, type ZipModalArgs } from './support/LocationPage';
import { messages as bannerMessages } from '../widgets/zip-banner/messages';
import { messages as modalMessages } from '../widgets/zip-modal/messages';
import { messagesFor } from './support/messages';
import { CA_ZIP, US_ZIP } from './support/stores';

/**
 * `<lto-zip-modal>` (SPEC 2.2, 3.1, 4.2, 7.2, 8): the 'Set your location' dialog of the header, an
 * empty tag until it opens (its server markup is nothing), opened here from the zip banner's link,
 * its opener. A location the server accepts reloads the page (SPEC 4.2): in Storybook that reloads
 * the story's frame, which starts the story again.
 */
const meta = {
  title: 'Widgets/Zip modal',
  render: (args, { parameters }) => <LocationPage modal={args} note={storyDescription(parameters)} />,
  args: {
    submitName: 'confirm',
    noGeolocation: false,
  },
  argTypes: {
    submitName: { control: 'inline-radio', options: ['confirm', 'setlocation'], description: "`submit-name`: the zip form's submit button name the platform expects." },
    noGeolocation: { description: "`no-geolocation`: hides 'Use my location'." },
  },
  parameters: {
    msw: { handlers: locationHandlers },
    ltoPage: { zip: US_ZIP },
    docs: {
      description: {
        component:
          "The 'Set your location' dialog: a zip (Canada: postal code) field with the current zip, Update and 'Use my location'. A malformed zip is refused beside the field; a zip without stores, or a failed request, is said inside the dialog. After a change the page reloads for the new location, unless a widget asked for the zip to go on.",
      },
    },
  },
} satisfies Meta<ZipModalArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };

const texts = (locale: unknown) => messagesFor(locale, bannerMessages, modalMessages);

/**
 * The header's banner showing `zip`: the server's link to the store locator, once the banner and
 * the page's modal are drawn (a click on it is then the modal's; before, it would leave the page).
 */
async function findBanner(canvasElement: HTMLElement, locale: unknown, zip: string) {
  await findIsland(canvasElement, 'lto-zip-modal');
  return within(await findIsland(canvasElement, 'lto-zip-banner')).findByRole('link', { name: texts(locale)('location.bannerLabel', { zip }) });
}

/** Opens the modal from the header's banner (showing `zip`) and returns the dialog. */
async function openFromBanner(canvasElement: HTMLElement, locale: unknown, zip: string) {
  await userEvent.click(await findBanner(canvasElement, locale, zip));
  return findDialog(texts(locale)('location.title'));
}

/** The zip field of the open modal. */
const zipField = (dialog: HTMLElement, locale: unknown) => within(dialog).getByRole('textbox', { name: texts(locale)('location.zipLabel') });

/** Opens the modal from the banner, types `zip` in place of the current one and presses Update. */
async function submitZip(canvasElement: HTMLElement, locale: unknown, current: string, zip: string) {
  const dialog = await openFromBanner(canvasElement, locale, current);
  await replaceZip(dialog, locale, zip);
  return dialog;
}

async function replaceZip(dialog: HTMLElement, locale: unknown, zip: string) {
  const field = zipField(dialog, locale);
  await userEvent.clear(field);
  await userEvent.type(field, zip);
  await userEvent.click(within(dialog).getByRole('button', { name: texts(locale)('location.submit') }));
}

/** Plays: the modal opens on the current zip. */
function opensWith(zip: string): Story['play'] {
  return async ({ canvasElement, globals }) => {
    const dialog = await openFromBanner(canvasElement, globals.locale, zip);
    await expect(zipField(dialog, globals.locale)).toHaveValue(zip);
  };
}

/** Plays: a malformed `bad` zip is refused beside the field, and nothing is sent. */
function refuses(current: string, bad: string): Story['play'] {
  return async ({ canvasElement, globals }) => {
    const dialog = await submitZip(canvasElement, globals.locale, current, bad);
    const field = zipField(dialog, globals.locale);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(texts(globals.locale)('VALIDATE_ZIP_REGEX'));
    await expect(field).toHaveFocus();
  };
}

export const Open: Story = {
  name: 'Open with the current zip',
  parameters: note("The shopper clicked 'Zip code: 30303' in the header: the dialog opens with 30303 in the field, Update and 'Use my location'."),
  play: opensWith(US_ZIP),
};
export const OpenEs: Story = { ...Open, name: 'Open with the current zip (es)', globals: es };

export const InvalidZip: Story = {
  name: 'Invalid zip',
  parameters: note('The shopper typed 3030 (four digits) and pressed Update: the field is marked invalid with the error beside it, and nothing is sent.'),
  play: refuses(US_ZIP, '3030'),
};
export const InvalidZipEs: Story = { ...InvalidZip, name: 'Invalid zip (es)', globals: es };

export const NotFound: Story = {
  name: 'No stores near the zip',
  parameters: {
    ...note('The server finds no store near 99501 (success false): the dialog says so under the field, and the shopper can try another zip.'),
    msw: { handlers: { zipSearch: zipSearchNotFound } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const dialog = await submitZip(canvasElement, globals.locale, US_ZIP, '99501');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(t('STORES_NOTFOUND'));
    await expect(within(alert).queryByRole('heading')).toBeNull();
  },
};
export const NotFoundEs: Story = { ...NotFound, name: 'No stores near the zip (es)', globals: es };

export const ServerError: Story = {
  name: 'Server error',
  parameters: {
    ...note("The zip form's endpoint fails (HTTP 500): 'Server error' heads the message under the field; Update works again at once."),
    msw: { handlers: { zipSearch: zipSearchServerError } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const dialog = await submitZip(canvasElement, globals.locale, US_ZIP, '30305');
    const alert = await within(dialog).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: t('SERVER_ERROR') })).toBeVisible();
    await expect(alert).toHaveTextContent(t('STORES_NOTFOUND'));
    await expect(within(dialog).getByRole('button', { name: t('location.submit') })).toBeEnabled();
  },
};
export const ServerErrorEs: Story = { ...ServerError, name: 'Server error (es)', globals: es };

/**
 * A widget (starting a lease, say) asks for the zip, as `askForZip()` does: after a success the
 * modal closes and the page stays, so the story never reloads the frame.
 */
async function askAndSubmit(canvasElement: HTMLElement, locale: unknown, zip: string) {
  const t = texts(locale);
  await findBanner(canvasElement, locale, US_ZIP);
  const answer = askForZip();
  const dialog = await findDialog(t('location.title'));
  await replaceZip(dialog, locale, zip);
  return { dialog, answer };
}

export const Searching: Story = {
  name: 'Searching (slow answer)',
  parameters: {
    ...note(
      "The server takes 3 s to answer: the button reads 'Searching…' and a second click sends nothing. The modal was opened by a widget that asked for the zip (askForZip()), so when the answer comes it closes and the header shows 30305, without reloading the page.",
    ),
    msw: { handlers: { zipSearch: zipSearchSlow(3000) } },
  },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const { dialog } = await askAndSubmit(canvasElement, globals.locale, '30305');
    await expect(await within(dialog).findByRole('button', { name: t('location.searching') })).toBeVisible();
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};
export const SearchingEs: Story = { ...Searching, name: 'Searching (slow answer, es)', globals: es };

export const Success: Story = {
  name: 'Success: the location changes',
  parameters: note(
    "The shopper sets 30305 and the server finds stores near it. On a storefront page the dialog would then say 'Your location is now 30305. Updating the page…' and reload the page for the new location, which in Storybook would reload this frame and start the story again. So here the modal was opened by a widget that asked for the zip (askForZip()): the page stays, the dialog closes, screen readers hear 'Your location is now 30305.' and the header banner shows the new zip.",
  ),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const { answer } = await askAndSubmit(canvasElement, globals.locale, '30305');
    await expect(await answer).toBe('30305');
    await within(canvasElement).findByRole('link', { name: t('location.bannerLabel', { zip: '30305' }) });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};
export const SuccessEs: Story = { ...Success, name: 'Success: the location changes (es)', globals: es };

export const Canada: Story = {
  name: 'Canada: postal code (en-CA)',
  parameters: {
    ...note("A Canadian page: the field is 'Postal code', starts with M5V 3L9, and takes a code like A1A 1A1."),
    ltoPage: { zip: CA_ZIP },
  },
  globals: canada,
  play: opensWith(CA_ZIP),
};

export const CanadaInvalid: Story = {
  name: 'Canada: invalid postal code (en-CA)',
  parameters: {
    ...note('A Canadian page: M5V 3L (one character short) is refused beside the field, with an example of a postal code.'),
    ltoPage: { zip: CA_ZIP },
  },
  globals: canada,
  play: refuses(CA_ZIP, 'M5V 3L'),
};
