import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { getConfig } from '../src/core/config';
import { outline } from '../testing/markup-contract';
import * as availabilityStories from './store-availability.stories';
import { serverStores, storeAvailabilityMarkup, type ServerInventory } from './support/LocationPage';
import { runRecording } from './support/requests';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(availabilityStories);
type Composed = (typeof stories)[keyof typeof stories];

const NEAREST = '101 Peachtree St NW, Atlanta';

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  heading: 'Pick up in store',
  near: (zip: string) => `Stores near ${zip}`,
  firstStore: '101 Peachtree St NW, Atlanta, GA 30303In stock',
  secondStore: '1100 Howell Mill Rd NW, Atlanta, GA 30318Out of stock',
  noPreferred: 'No preferred store yet.',
  setPreferred: 'Set preferred store',
  changePreferred: 'Change preferred store',
  preferred: (store: string) => `Your store: ${store}`,
  find: 'Find a local store',
  seeMore: 'See more',
  seeLess: 'See less',
  promptTitle: 'Find a store near you',
  promptLabel: 'Zip or postal code',
  search: 'Search',
  selectTitle: (zip: string) => `Select a store - ${zip}`,
  select: (store: string) => `Select ${store}`,
  selected: (store: string) => `${store}, selected`,
  continue: 'Continue',
  invalidZip: "We couldn't find any stores near that zip code. Please try another one.",
  badResponse: 'Sorry, something went wrong. Please try again.',
  retry: 'Try again',
  detailsLink: (store: string) => `Store details: ${store}`,
  detailsTitle: (store: string) => `Store details: ${store}`,
  phone: 'Phone: (404) 555-0102',
};
const ES = {
  heading: 'Recoge en tienda',
  near: (zip: string) => `Tiendas cerca de ${zip}`,
  firstStore: '101 Peachtree St NW, Atlanta, GA 30303Disponible',
  secondStore: '1100 Howell Mill Rd NW, Atlanta, GA 30318Agotado',
  noPreferred: 'Todavía no tienes una tienda preferida.',
  setPreferred: 'Elegir tienda preferida',
  changePreferred: 'Cambiar tienda preferida',
  preferred: (store: string) => `Tu tienda: ${store}`,
  find: 'Buscar una tienda cercana',
  seeMore: 'Ver más',
  seeLess: 'Ver menos',
  promptTitle: 'Busca una tienda cerca de ti',
  promptLabel: 'Código postal',
  search: 'Buscar',
  selectTitle: (zip: string) => `Elige una tienda - ${zip}`,
  select: (store: string) => `Elegir ${store}`,
  selected: (store: string) => `${store}, elegida`,
  continue: 'Continuar',
  invalidZip: 'No encontramos tiendas cerca de ese código postal. Prueba con otro.',
  badResponse: 'Lo sentimos, algo salió mal. Inténtalo de nuevo.',
  retry: 'Intentar de nuevo',
  detailsLink: (store: string) => `Detalles de la tienda: ${store}`,
  detailsTitle: (store: string) => `Detalles de la tienda: ${store}`,
  phone: 'Teléfono: (404) 555-0102',
};
const CA = {
  ...EN,
  promptLabel: 'Postal code',
  invalidZip: "We couldn't find any stores near that postal code. Please try another one.",
};

const section = async (text: typeof EN) => within(await screen.findByRole('region', { name: text.heading }));
const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

/** Runs the story (its play included) and lists the storesInventory requests sent meanwhile, by zip. */
const show = (story: Composed) =>
  runRecording(story, (request) => {
    const url = new URL(request.url);
    return url.pathname === '/stores/inventory' ? `inventory ${url.searchParams.get('zipCode')}` : undefined;
  });

/** An action of the widget: a link to the store locator that opens a dialog in its place. */
function expectAction(link: HTMLElement) {
  expect(link).toHaveAttribute('href', '/stores');
  expect(link).toHaveAttribute('aria-haspopup', 'dialog');
}

/**
 * The section as the product template wrote it for the page's zip and preferred store, with the
 * stores near the zip as the platform knew them. In the document while outlined (its id references
 * must resolve), then gone.
 */
function serverSection(inventory: ServerInventory): string[] {
  const { zip = '', storeId = '' } = getConfig().page;
  const server = document.createElement('div');
  server.innerHTML = storeAvailabilityMarkup({ zip, storeId, stores: serverStores(zip, inventory), visible: 3 });
  document.body.append(server);
  try {
    return outline(server);
  } finally {
    server.remove();
  }
}

describe('store availability stories', () => {
  test.each([
    ['StoresListed', stories.StoresListed, EN],
    ['StoresListedEs', stories.StoresListedEs, ES],
  ] as const)('%s: three stores near 30303 with their status, See more, no preferred store; the list came with the page', async (_, story, text) => {
    const sent = await show(story);
    const widget = await section(text);
    expect(widget.getByRole('heading', { name: text.near('30303') })).toBeInTheDocument();
    const stores = widget.getAllByRole('listitem');
    expect(stores).toHaveLength(3);
    expect(stores[0]).toHaveTextContent(text.firstStore);
    expect(stores[1]).toHaveTextContent(text.secondStore);
    expect(widget.getByRole('button', { name: text.seeMore })).toHaveAttribute('aria-expanded', 'false');
    expect(widget.getByText(text.noPreferred)).toBeInTheDocument();
    expectAction(widget.getByRole('link', { name: text.setPreferred }));
    expect(widget.queryByRole('link', { name: text.find })).toBeNull();
    expect(sent).toEqual([]);
  });

  test.each([
    ['Expanded', stories.Expanded, EN],
    ['ExpandedEs', stories.ExpandedEs, ES],
  ] as const)('%s: all five stores, and See less folds them again', async (_, story, text) => {
    await story.run();
    const widget = await section(text);
    expect(widget.getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(widget.getByRole('button', { name: text.seeLess }));
    expect(widget.getAllByRole('listitem')).toHaveLength(3);
    expect(widget.getByRole('button', { name: text.seeMore })).toHaveAttribute('aria-expanded', 'false');
  });

  test.each([
    ['NoZip', stories.NoZip, EN],
    ['NoZipEs', stories.NoZipEs, ES],
    ['NoZipCanada', stories.NoZipCanada, CA],
  ] as const)('%s: no stores listed, Find a local store, and the zip prompt open', async (_, story, text) => {
    await story.run();
    const widget = await section(text);
    expect(widget.queryByRole('list')).toBeNull();
    expectAction(widget.getByRole('link', { name: text.find }));
    expectAction(widget.getByRole('link', { name: text.setPreferred }));
    const prompt = await dialog(text.promptTitle);
    expect(prompt.getByRole('textbox', { name: text.promptLabel })).toHaveValue('');
    expect(prompt.getByRole('button', { name: text.search })).toBeInTheDocument();
  });

  test('NoZip: a zip in the prompt opens the store select dialog for it, and the header banner follows', async () => {
    await stories.NoZip.run();
    const prompt = await dialog(EN.promptTitle);
    await userEvent.type(prompt.getByRole('textbox', { name: EN.promptLabel }), '30303{Enter}');
    const select = await dialog(EN.selectTitle('30303'));
    expect(await select.findByRole('button', { name: EN.select(NEAREST) })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Change your zip code, now 30303' })).toHaveTextContent('Zip code: 30303');
  });

  test.each([
    ['SelectStore', stories.SelectStore, EN],
    ['SelectStoreEs', stories.SelectStoreEs, ES],
  ] as const)('%s: only in-stock stores can be chosen; choosing one makes it the shopper’s store', async (_, story, text) => {
    await story.run();
    const select = await dialog(text.selectTitle('30303'));
    expect(select.getByRole('button', { name: text.select('1100 Howell Mill Rd NW, Atlanta') })).toBeDisabled();
    expect(select.getByRole('button', { name: text.select('215 Church St, Decatur') })).toBeDisabled();
    expect(select.getByRole('button', { name: text.select('3035 Roswell Rd NE, Atlanta') })).toBeEnabled();

    await userEvent.click(select.getByRole('button', { name: text.select(NEAREST) }));
    expect(await select.findByRole('button', { name: text.selected(NEAREST) })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(select.getByRole('button', { name: text.continue }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const widget = await section(text);
    expect(widget.getByText(text.preferred(NEAREST))).toBeInTheDocument();
    expectAction(widget.getByRole('link', { name: text.changePreferred }));
  });

  test.each([
    ['StoreChosen', stories.StoreChosen, EN],
    ['StoreChosenEs', stories.StoreChosenEs, ES],
  ] as const)('%s: Your store, marked in the list, and Change preferred store', async (_, story, text) => {
    await story.run();
    const widget = await section(text);
    expect(widget.getByText(text.preferred(NEAREST))).toBeInTheDocument();
    expectAction(widget.getByRole('link', { name: text.changePreferred }));
    expect(widget.queryByText(text.noPreferred)).toBeNull();
    const [chosen, other] = widget.getAllByRole('listitem');
    expect(chosen).toHaveTextContent(text.firstStore);
    expect(chosen).toHaveClass('is-selected');
    expect(other).not.toHaveClass('is-selected');
  });

  test.each([
    ['NoStores', stories.NoStores, EN],
    ['NoStoresEs', stories.NoStoresEs, ES],
    ['NoStoresCanada', stories.NoStoresCanada, CA],
  ] as const)('%s: INVALID_ZIP and no list, as the page said it', async (_, story, text) => {
    const sent = await show(story);
    const widget = await section(text);
    expect(widget.getByRole('alert')).toHaveTextContent(text.invalidZip);
    expect(widget.queryByRole('list')).toBeNull();
    expect(sent).toEqual([]);
  });

  test.each([
    ['InventoryFailed', stories.InventoryFailed, EN],
    ['InventoryFailedEs', stories.InventoryFailedEs, ES],
  ] as const)('%s: the page had no stores, the widget asked: BAD_RESPONSE and Try again', async (_, story, text) => {
    const sent = await show(story);
    const widget = await section(text);
    expect(widget.getByRole('alert')).toHaveTextContent(text.badResponse);
    expect(widget.getByRole('button', { name: text.retry })).toBeInTheDocument();
    expect(sent).toEqual(['inventory 30303']);
  });

  test.each([
    ['StoreDetails', stories.StoreDetails, EN],
    ['StoreDetailsEs', stories.StoreDetailsEs, ES],
  ] as const)('%s: the store page fragment in a dialog; Escape closes it and focus returns to the link', async (_, story, text) => {
    await story.run();
    const details = await dialog(text.detailsTitle(NEAREST));
    expect(details.getByRole('heading', { name: 'Brightway Downtown Atlanta' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent(text.phone);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await section(text)).getByRole('link', { name: text.detailsLink(NEAREST) })).toHaveFocus();
  });

  test.each([
    ['StoresListed', stories.StoresListed],
    ['StoresListedEs', stories.StoresListedEs],
    ['StoreChosen', stories.StoreChosen],
    ['StoreChosenEs', stories.StoreChosenEs],
    ['NoStores', stories.NoStores],
    ['NoStoresCanada', stories.NoStoresCanada],
  ] as const)('%s: the section drawn is the one the page came with (nothing changes when the code comes)', async (_, story) => {
    await story.run();
    const island = document.querySelector('lto-store-availability[data-lto-ready]')!;
    expect(outline(island)).toEqual(serverSection((story.parameters['serverInventory'] as ServerInventory | undefined) ?? 'stores'));
  });
});
