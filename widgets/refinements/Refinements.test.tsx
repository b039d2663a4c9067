import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { viewport } from '../../testing/viewport';
import { listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import './element';

const OPENER = '<a class="filters" href="#refinements-heading" data-lto-refinements-opener>Show filters</a>';
const page = (fixture = markupFixture(import.meta.url)) => `${OPENER}<lto-refinements>${fixture}</lto-refinements>`;

const island = () => document.querySelector('lto-refinements')!;
const opener = () => screen.getByRole('button', { name: 'Show filters' });
const sidebar = () => screen.queryByRole('dialog', { name: 'Filters' });
const summaries = () => [...island().querySelectorAll('summary')];
const openGroups = () => [...island().querySelectorAll('details')].filter((group) => group.open).map((group) => group.querySelector('summary')!.textContent);

/** The page with the refinements drawn (islands mount at once here: no IntersectionObserver). */
async function draw(html = page()) {
  await mount(html);
  await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
}

/** A value chosen stays on the page, as <lto-product-grid> keeps it (happy-dom would navigate). */
function stayOnPage() {
  listenOnDocument('click', (event) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  });
}

async function openSidebar() {
  await userEvent.click(opener());
  return await screen.findByRole('dialog', { name: 'Filters' });
}

describe('<lto-refinements>', () => {
  beforeEach(() => writeConfig());

  describe('groups', () => {
    it('stay the native disclosures the server drew: each summary a button of its group, their open state kept', async () => {
      await mount(page());
      const before = summaries();
      before[0]!.closest('details')!.open = true; // opened before the code ran
      await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
      expect(summaries()).toEqual(before);
      expect(openGroups()).toEqual(['Brand', 'Type']);
      for (const summary of summaries()) {
        expect(summary.parentElement!.firstElementChild, 'the summary leads its group').toBe(summary);
        // The browser maps a details' summary to a button that says whether it is expanded: no ARIA of ours to go stale.
        expect(summary).not.toHaveAttribute('role');
        expect(summary).not.toHaveAttribute('aria-expanded');
      }
    });

    it('open and close by click, and the widget does not undo it', async () => {
      await draw();
      await userEvent.click(summaries()[2]!);
      expect(openGroups()).toEqual(['Type', 'Rating']);
      await userEvent.click(summaries()[1]!);
      expect(openGroups()).toEqual(['Rating']);
    });

    it("show 'Washer & Dryer Sets' as 'Washer & Dryer' (and the Spanish label alike), their counts as the server wrote them", async () => {
      const long = markupFixture(import.meta.url).replace('Washer &amp; Dryer <span', 'Washer &amp; Dryer Sets <span').replace('Dryers <span', 'Juegos de lavadora y secadora <span');
      await draw(page(long));
      expect(screen.getByRole('link', { name: 'Washer & Dryer (3)' })).toHaveAttribute('aria-current', 'true');
      expect(screen.getByRole('link', { name: 'Lavadora y secadora (4)' })).toBeInTheDocument();
      expect(screen.queryByText(/Sets/)).toBeNull();
      expect(island().querySelectorAll('.refinements__count')).toHaveLength(7);
    });
  });

  describe('below 1024px, the sidebar', () => {
    beforeEach(() => viewport(390));

    it("makes the show-filter link a button that opens a dialog", async () => {
      await draw();
      expect(opener()).toHaveAttribute('aria-haspopup', 'dialog');
      expect(opener()).toHaveAttribute('href', '#refinements-heading');
      expect(sidebar()).toBeNull();
    });

    it('opens as a modal dialog holding the refinements, focus on its close button; closing gives the focus back', async () => {
      await draw();
      const nav = island().querySelector('nav')!;
      const dialog = await openSidebar();
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toContainElement(nav);
      expect(within(dialog).getByRole('link', { name: 'Frostline (2)' })).toBeInTheDocument();
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close filters' }));

      await userEvent.click(within(dialog).getByRole('button', { name: 'Close filters' }));

      expect(sidebar()).toBeNull();
      expect(island().querySelector('nav')).toBe(nav);
      expect(island()).not.toHaveAttribute('style');
      expect(document.activeElement).toBe(opener());
    });

    it.each<[string, () => Promise<unknown>]>([
      ['Apply', () => userEvent.click(screen.getByRole('button', { name: 'Apply' }))],
      ['Escape', () => userEvent.keyboard('{Escape}')],
      ['Enter on the close button', () => userEvent.keyboard('{Enter}')],
      ['Space on the close button', () => userEvent.keyboard(' ')],
      ['a click on the backdrop', async () => fireEvent.click(sidebar()!, { clientX: 380, clientY: 200 })],
    ])('%s closes it, the focus back on the show-filter button', async (_, close) => {
      await draw();
      await openSidebar();
      await act(async () => void (await close()));
      expect(sidebar()).toBeNull();
      expect(document.activeElement).toBe(opener());
    });

    it('opens with Space or Enter on the show-filter button', async () => {
      await draw();
      opener().focus();
      await userEvent.keyboard(' ');
      expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    });

    it('keeps Tab inside: from Apply to the close button and back', async () => {
      await draw();
      const dialog = await openSidebar();
      screen.getByRole('button', { name: 'Apply' }).focus();
      await userEvent.tab();
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close filters' }));
      await userEvent.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apply' }));
    });

    it('a click inside the sidebar (on its own box) leaves it open', async () => {
      await draw();
      const dialog = await openSidebar();
      vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 358, height: 800 }));
      fireEvent.click(dialog, { clientX: 100, clientY: 200 });
      expect(sidebar()).toBe(dialog);
    });

    it('opens once for a click on the show-filter link held before its code ran', async () => {
      document.body.innerHTML = OPENER;
      const link = document.querySelector('a')!;
      await drawWithHeld('lto-refinements', '', markupFixture(import.meta.url), [{ type: 'opener', element: link }], () => void document.body.prepend(link));
      expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
    });

    it('in Spanish: Filtros, Cerrar filtros, Aplicar', async () => {
      writeConfig({ locale: 'es-US' });
      await draw(page().replace('Show filters', 'Mostrar filtros'));
      await userEvent.click(screen.getByRole('button', { name: 'Mostrar filtros' }));
      const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
      expect(within(dialog).getByRole('button', { name: 'Cerrar filtros' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeInTheDocument();
    });
  });

  it('from 1024px the show-filter link stays a link to the refinements, and a widened window closes the sidebar', async () => {
    const window = viewport(1280);
    await draw();
    const link = screen.getByRole('button', { name: 'Show filters' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented, 'the link goes to the refinements').toBe(false);
    expect(sidebar()).toBeNull();

    await window.resize(390);
    await openSidebar();
    await window.resize(1024);
    expect(sidebar()).toBeNull();
    expect(island().querySelector('nav')).toBeInTheDocument();
  });
});
