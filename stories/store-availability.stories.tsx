import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/store-availability/element';
import '../widgets/zip-banner/element';
import '../widgets/zip-modal/element';
import { storeHandlers, storesInventoryEmpty, storesInventoryServerError } from '../.storybook/handlers';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { findDialog } from './support/dialogs';
import { findIsland } from './support/islands';
import { ProductPage, STORE_LOCATOR, type ServerInventory, type StoreAvailabilityArgs } from './support/LocationPage';
import { messages as storeMessages } from '../widgets/store-availability/messages';
import { messagesFor } from './support/messages';
import { CA_ZIP, storeLabel, storyInventory, storyStoreDetails, US_STORES, US_ZIP } from './support/stores';

/**
 * `<lto-store-availability>` (SPEC 2.8, 2.9, 3.1, 4.2, 7.2): on the product page, the product's
 * status at the stores near the shopper, store details, and choosing a preferred store, drawn over
 * the product template's markup. The zip and preferred store are the config block's page.zip /
 * page.storeId (`ltoPage` parameter); what the platform knew of the stores near the zip when it
 * wrote the page is the `serverInventory` parameter (default: their list, in the `inventory`
 * attribute and the markup).
 */
const meta = {
  title: 'Widgets/Store availability',
  render: (args, { parameters }) => (
    <ProductPage {...args} inventory={parameters['serverInventory'] as ServerInventory | undefined} note={storyDescription(parameters)} />
  ),
  args: { visible: 3 },
  argTypes: {
    visible: { control: { type: 'number', min: 1, max: 50 }, description: '`visible`: how many stores show before See more.' },
  },
  parameters: {
    msw: { handlers: storeHandlers(storyInventory, storyStoreDetails) },
    ltoPage: { type: 'product', category: 'living-room', zip: US_ZIP, storeId: '' },
    docs: {
      description: {
        component:
          "'Pick up in store' on the product page: the stores near the shopper's zip with the product's status at each (three, then See more), store details in a dialog, and 'Set preferred store', which asks for a zip first when none is known. Only a store that has the product in stock can be chosen. The page comes with what it shows closed (the stores the platform knew, in the inventory attribute too, so nothing is asked again); its actions and 'Store details' are links to the store locator whose dialogs open in their place.",
      },
    },
  },
} satisfies Meta<StoreAvailabilityArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };

const NEAREST = US_STORES[0]!;

const texts = (locale: unknown) => messagesFor(locale, storeMessages);

/**
 * The widget's section, once the widget has drawn it: the server's section before then looks the
 * same, but its links would leave the page for the store locator.
 */
const widget = async (canvasElement: HTMLElement, locale: unknown) =>
  within(await within(await findIsland(canvasElement, 'lto-store-availability')).findByRole('region', { name: texts(locale)('stores.heading') }));

/** The action link named `name`: to the store locator, saying it opens a dialog. */
async function actionLink(section: ReturnType<typeof within>, name: string) {
  const link = section.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', STORE_LOCATOR);
  await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
  return link;
}

/** A modal dialog named `name`, open and ready. */
const dialogNamed = async (name: string) => within(await findDialog(name));

export const StoresListed: Story = {
  name: 'Stores near the zip',
  parameters: note(
    "The shopper's zip is 30303: 'Stores near 30303' lists the three nearest stores with the product's status at each (In stock, Out of stock), and See more shows the other two. The platform wrote the list into the page, so the widget draws it without asking again.",
  ),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const section = await widget(canvasElement, globals.locale);
    await expect(section.getByRole('heading', { name: t('stores.near', { zip: US_ZIP }) })).toBeVisible();
    await waitFor(() => expect(section.getAllByRole('listitem')).toHaveLength(3));
    await expect(section.getByRole('button', { name: t('stores.seeMore') })).toHaveAttribute('aria-expanded', 'false');
    await actionLink(section, t('stores.setPreferred'));
  },
};
export const StoresListedEs: Story = { ...StoresListed, name: 'Stores near the zip (es)', globals: es };

export const Expanded: Story = {
  name: 'All stores (See less)',
  parameters: note('The shopper clicked See more: all five stores show, and the button reads See less.'),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const section = await widget(canvasElement, globals.locale);
    await userEvent.click(await section.findByRole('button', { name: t('stores.seeMore') }));
    await expect(section.getAllByRole('listitem')).toHaveLength(US_STORES.length);
    await expect(section.getByRole('button', { name: t('stores.seeLess') })).toHaveAttribute('aria-expanded', 'true');
  },
};
export const ExpandedEs: Story = { ...Expanded, name: 'All stores (See less, es)', globals: es };

export const NoZip: Story = {
  name: 'No zip known: the zip prompt',
  parameters: {
    ...note(
      "No zip known: no stores are listed, and the widget offers 'Find a local store' and 'Set preferred store'. The shopper clicked 'Set preferred store': the 'Find a store near you' prompt asks for a zip first (after Search, the store select dialog opens).",
    ),
    ltoPage: { zip: '' },
  },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const section = await widget(canvasElement, globals.locale);
    await expect(await actionLink(section, t('stores.find'))).toBeVisible();
    await userEvent.click(await actionLink(section, t('stores.setPreferred')));
    const prompt = await dialogNamed(t('stores.zipPromptTitle'));
    await expect(prompt.getByRole('textbox', { name: t('stores.zipPromptLabel') })).toHaveFocus();
  },
};
export const NoZipEs: Story = { ...NoZip, name: 'No zip known: the zip prompt (es)', globals: es };
export const NoZipCanada: Story = {
  ...NoZip,
  name: 'No postal code known: the zip prompt (en-CA)',
  parameters: {
    ...note("A Canadian page with no postal code known: the prompt's field reads 'Postal code'."),
    ltoPage: { zip: '' },
  },
  globals: canada,
};

export const SelectStore: Story = {
  name: 'Store select dialog',
  parameters: note(
    "The shopper clicked 'Set preferred store': 'Select a store - 30303' lists the stores with a Select button each; the store without the product (and the one with only a few) cannot be chosen. Change location goes to the zip prompt, Continue closes.",
  ),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const section = await widget(canvasElement, globals.locale);
    await userEvent.click(await actionLink(section, t('stores.setPreferred')));
    const dialog = await dialogNamed(t('stores.selectTitle', { zip: US_ZIP }));
    await expect(await dialog.findByRole('button', { name: t('stores.selectLabel', { store: storeLabel(NEAREST) }) })).toBeEnabled();
    for (const store of US_STORES.filter((s) => s.statusclass !== 'store-in-stock')) {
      await expect(dialog.getByRole('button', { name: t('stores.selectLabel', { store: storeLabel(store) }) })).toBeDisabled();
    }
  },
};
export const SelectStoreEs: Story = { ...SelectStore, name: 'Store select dialog (es)', globals: es };

export const StoreChosen: Story = {
  name: 'A store chosen',
  parameters: {
    ...note(`The shopper's preferred store is ${storeLabel(NEAREST)}: the widget says 'Your store: …' and offers 'Change preferred store'.`),
    ltoPage: { storeId: NEAREST.storeId },
  },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const section = await widget(canvasElement, globals.locale);
    await section.findByText(t('stores.preferred', { store: storeLabel(NEAREST) }));
    await expect(await actionLink(section, t('stores.changePreferred'))).toBeVisible();
  },
};
export const StoreChosenEs: Story = { ...StoreChosen, name: 'A store chosen (es)', globals: es };

export const NoStores: Story = {
  name: 'No stores near the zip',
  parameters: {
    ...note('The platform found no store near 30303 when it wrote the page (storesInventory answers an empty list): the widget says no store is near the zip and asks for another one.'),
    msw: { handlers: { storesInventory: storesInventoryEmpty } },
    serverInventory: 'none',
  },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const section = await widget(canvasElement, globals.locale);
    await expect(await section.findByRole('alert')).toHaveTextContent(t('INVALID_ZIP'));
  },
};
export const NoStoresEs: Story = { ...NoStores, name: 'No stores near the zip (es)', globals: es };
export const NoStoresCanada: Story = {
  ...NoStores,
  name: 'No stores near the postal code (en-CA)',
  parameters: {
    ...note("A Canadian page, no store near M5V 3L9: the message says 'postal code'."),
    msw: { handlers: { storesInventory: storesInventoryEmpty } },
    serverInventory: 'none',
    ltoPage: { zip: CA_ZIP },
  },
  globals: canada,
};

export const InventoryFailed: Story = {
  name: 'Inventory fails (HTTP 500)',
  parameters: {
    ...note("The platform could not get the stores near 30303 when it wrote the page, so the widget asks storesInventory, which fails too (HTTP 500): 'Sorry, something went wrong' with a Try again button."),
    msw: { handlers: { storesInventory: storesInventoryServerError } },
    serverInventory: 'unknown',
  },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const section = await widget(canvasElement, globals.locale);
    await expect(await section.findByRole('alert')).toHaveTextContent(t('BAD_RESPONSE'));
    await expect(section.getByRole('button', { name: t('stores.retry') })).toBeEnabled();
  },
};
export const InventoryFailedEs: Story = { ...InventoryFailed, name: 'Inventory fails (HTTP 500, es)', globals: es };

export const StoreDetails: Story = {
  name: 'Store details dialog',
  parameters: note(
    `The shopper clicked 'Store details' of ${storeLabel(NEAREST)}: the store's page fragment (address, phone, hours) opens in a dialog. Escape closes it.`,
  ),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const section = await widget(canvasElement, globals.locale);
    const store = storeLabel(NEAREST);
    await userEvent.click(await section.findByRole('link', { name: t('stores.detailsLabel', { store }) }));
    const dialog = await dialogNamed(t('stores.detailsTitle', { store }));
    await expect(await dialog.findByRole('heading', { name: `Brightway ${NEAREST.name}` })).toBeVisible();
  },
};
export const StoreDetailsEs: Story = { ...StoreDetails, name: 'Store details dialog (es)', globals: es };
