import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import { viewport } from '../testing/viewport';
import * as refinementsStories from './refinements.stories';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(refinementsStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = { dishwashers: 'Dishwashers', brand: 'Brand', type: 'Type', washer: 'Washer & Dryer', allTypes: 'All types', filters: 'Show filters', title: 'Filters', close: 'Close filters', apply: 'Apply', count: (n: number) => `Viewing ${n} of ${n} results` };
const ES = { dishwashers: 'Lavavajillas', brand: 'Marca', type: 'Tipo', washer: 'Lavadora y secadora', allTypes: 'Todos los tipos', filters: 'Mostrar filtros', title: 'Filtros', close: 'Cerrar filtros', apply: 'Aplicar', count: (n: number) => `Mostrando ${n} de ${n} resultados` };

const island = () => document.querySelector('lto-refinements')!;
const groups = () => [...island().querySelectorAll('details')];
const openGroups = () => groups().filter((group) => group.open).map((group) => group.querySelector('summary')!.textContent);
const count = () => document.querySelector('[data-lto-grid-count]');
const prices = () => [...document.querySelectorAll('.sb-refine__price')].map((price) => price.textContent);

/** Loads (MSW handlers), renders and plays the story as Storybook does, then waits for the refinements and the grid. */
async function show(story: Composed) {
  await story.run();
  await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
  await waitFor(() => expect(document.querySelector('lto-product-grid')).toHaveAttribute('data-lto-ready'));
}

describe('refinements stories', () => {
  test.each([
    ['GroupsClosed', stories.GroupsClosed, EN, '$119.99/mo'],
    ['GroupsClosedEs', stories.GroupsClosedEs, ES, '$119.99/mes'],
    ['GroupsClosedCa', stories.GroupsClosedCa, EN, 'C$119.99/mo'],
  ] as const)('%s: every group closed; a value chosen reloads the results in place and the group stays open', async (_, story, text, price) => {
    viewport(1280);
    await show(story);
    expect(groups().map((group) => group.querySelector('summary')!.textContent)).toEqual([text.brand, text.type]);
    expect(openGroups()).toEqual([]);
    expect(count()).toHaveTextContent(text.count(8));
    expect(prices()[0]).toBe(price);

    await userEvent.click(screen.getByText(text.type));
    await userEvent.click(screen.getByRole('link', { name: `${text.washer} (3)` }));

    await waitFor(() => expect(count()).toHaveTextContent(text.count(3)));
    expect(new URL(location.href).searchParams.get('subcat')).toBe('laundry-pair');
    await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
    expect(screen.getByRole('link', { name: `${text.washer} (3)` })).toHaveAttribute('aria-current', 'true');
    expect(openGroups()).toEqual([text.type]);
  });

  test.each([
    ['GroupsOpen', stories.GroupsOpen, EN],
    ['GroupsOpenEs', stories.GroupsOpenEs, ES],
  ] as const)('%s: both groups open', async (_, story, text) => {
    await show(story);
    expect(openGroups()).toEqual([text.brand, text.type]);
  });

  test.each([
    ['ValueChosen', stories.ValueChosen, EN],
    ['ValueChosenEs', stories.ValueChosenEs, ES],
    ['ValueChosenCa', stories.ValueChosenCa, EN],
  ] as const)('%s: the group holding the value in force is open, the value current', async (_, story, text) => {
    await show(story);
    expect(openGroups()).toEqual([text.brand]);
    expect(screen.getByRole('link', { current: true })).toHaveTextContent(/^Arcwell \(2\)$/);
    expect(count()).toHaveTextContent(text.count(2));
  });

  test.each([
    ['WasherAndDryer', stories.WasherAndDryer, EN, 'Washer & Dryer Sets'],
    ['WasherAndDryerEs', stories.WasherAndDryerEs, ES, 'Juegos de lavadora y secadora'],
  ] as const)("%s: the platform's long label is shown shorter", async (_, story, text, long) => {
    await show(story);
    expect(screen.getByRole('link', { current: true })).toHaveTextContent(`${text.washer} (3)`);
    expect(island()).not.toHaveTextContent(long);
  });

  test.each([
    ['BrandLanding', stories.BrandLanding, EN, '$54.99/mo'],
    ['BrandLandingEs', stories.BrandLandingEs, ES, '$54.99/mes'],
    ['BrandLandingCa', stories.BrandLandingCa, EN, 'C$54.99/mo'],
  ] as const)('%s: two types chosen; another adds to subcatids, a chosen one takes itself out, all types clears them', async (_, story, text, price) => {
    viewport(1280);
    await show(story);
    const subcatids = () => new URL(location.href).searchParams.get('subcatids');
    expect(subcatids()).toBe('laundry-pair|top-washer');
    expect(count()).toHaveTextContent(text.count(3));
    expect(prices()).toContain(price);
    expect(screen.getAllByRole('link', { current: true }).map((link) => link.textContent)).toEqual([expect.stringMatching(/^[^(]+ \(1\)$/), `${text.washer} (2)`]);

    await userEvent.click(screen.getByRole('link', { name: `${text.dishwashers} (1)` }));
    await waitFor(() => expect(subcatids()).toBe('laundry-pair|top-washer|dishwasher'));
    await waitFor(() => expect(count()).toHaveTextContent(text.count(4)));

    await userEvent.click(await screen.findByRole('link', { name: `${text.washer} (2)` }));
    await waitFor(() => expect(subcatids()).toBe('top-washer|dishwasher'));

    await userEvent.click(await screen.findByRole('link', { name: `${text.allTypes} (5)` }));
    await waitFor(() => expect(subcatids()).toBeNull());
    await waitFor(() => expect(count()).toHaveTextContent(text.count(5)));
  });

  test.each([
    ['SidebarOpen', stories.SidebarOpen, EN],
    ['SidebarOpenEs', stories.SidebarOpenEs, ES],
    ['SidebarOpenCa', stories.SidebarOpenCa, EN],
  ] as const)('%s: the refinements in a modal sidebar; a value chosen in it reloads the results and it stays open; Apply closes it', async (_, story, text) => {
    viewport(390);
    await show(story);
    const dialog = screen.getByRole('dialog', { name: text.title });
    expect(within(dialog).getByRole('button', { name: text.close })).toBe(document.activeElement);

    await userEvent.click(within(dialog).getByText(text.type));
    await userEvent.click(within(dialog).getByRole('link', { name: `${text.washer} (3)` }));

    await waitFor(() => expect(count()).toHaveTextContent(text.count(3)));
    const again = await screen.findByRole('dialog', { name: text.title });
    await waitFor(() => expect(document.activeElement).toBe(within(again).getByRole('link', { name: `${text.washer} (3)` })));
    await userEvent.click(within(again).getByRole('button', { name: text.apply }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: text.filters }));
  });
});
