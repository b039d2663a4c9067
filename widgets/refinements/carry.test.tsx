import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markupFixture } from '../../testing/markup-contract';
import { viewport } from '../../testing/viewport';
import { listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import './element';

/**
 * A value chosen reloads the listing in place: <lto-product-grid> puts the answer's region, with
 * new refinements in a new <lto-refinements>, in place of the old (played here as the grid does
 * it, which tests may not import). Islands wait for the shopper's intent or the viewport, as in a
 * browser: an IntersectionObserver that never reports.
 */
class FarAway {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const region = (fixture: string) =>
  `<div class="region"><a href="#refinements-heading" data-lto-refinements-opener>Show filters</a><lto-refinements>${fixture}</lto-refinements></div>`;
const FIRST = markupFixture(import.meta.url);
/** The listing after choosing Arcwell: Brand open with Arcwell in force, as the server draws it; Type closed (nothing in force there now). */
const AFTER = FIRST.replace('<details class="refinements__group">\n    <summary>Brand', '<details class="refinements__group" open>\n    <summary>Brand')
  .replace('<details class="refinements__group" open>\n    <summary>Type', '<details class="refinements__group">\n    <summary>Type')
  .replace('data-lto-grid-link>Arcwell', 'aria-current="true" data-lto-grid-link>Arcwell')
  .replace(' aria-current="true" data-lto-grid-link>Washer', ' data-lto-grid-link>Washer');

const island = () => document.querySelector('lto-refinements')!;
const openGroups = () => [...island().querySelectorAll('details')].filter((group) => group.open).map((group) => group.querySelector('summary')!.textContent);

async function wake() {
  await act(async () => island().dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await waitFor(() => expect(island()).toHaveAttribute('data-lto-ready'));
}

/** What the grid does with its answer: the new region in place of the old, in one insertion. */
async function reloadWith(fixture: string) {
  const template = document.createElement('template');
  template.innerHTML = region(fixture);
  await act(async () => document.querySelector('.region')!.replaceWith(template.content.firstElementChild!));
}

describe('<lto-refinements> after a value is chosen and the listing reloaded in place', () => {
  beforeEach(() => {
    writeConfig();
    vi.stubGlobal('IntersectionObserver', FarAway);
    listenOnDocument('click', (event) => {
      if ((event.target as Element).closest('a[data-lto-grid-link]')) event.preventDefault();
    });
  });

  it('the new refinements open at once as the sidebar, the focus on the value chosen; closing goes back to the new show-filter button', async () => {
    viewport(390);
    await mount(region(FIRST));
    await wake();
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    const before = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(before).getByText('Rating'));
    await userEvent.click(within(before).getByRole('link', { name: 'Arcwell (1)' }));

    await reloadWith(AFTER);

    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).not.toBe(before);
    expect(island()).toHaveAttribute('data-lto-ready');
    const chosen = within(dialog).getByRole('link', { name: 'Arcwell (1)' });
    expect(chosen).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    expect(openGroups(), 'the groups that were open, and the one the server opened').toEqual(['Brand', 'Type', 'Rating']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show filters' }));
  });

  it('focuses the group of a value that is gone', async () => {
    viewport(390);
    await mount(region(FIRST));
    await wake();
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Arcwell (1)' }));

    await reloadWith(AFTER.replace(/<li><a [^>]*>Arcwell.*?<\/li>/, ''));

    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByText('Brand')));
  });

  it('from 1024px: the groups the shopper opened stay open, and the new island waits for intent as any', async () => {
    viewport(1280);
    await mount(region(FIRST));
    await wake();
    await userEvent.click(screen.getByText('Rating'));
    await userEvent.click(screen.getByRole('link', { name: 'Arcwell (1)' }));

    await reloadWith(AFTER);
    await act(async () => {});

    expect(openGroups()).toEqual(['Brand', 'Type', 'Rating']);
    expect(island()).not.toHaveAttribute('data-lto-ready');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a listing put in place without a choice (a sort, a page) shows its refinements as the server drew them', async () => {
    viewport(390);
    await mount(region(FIRST));
    await wake();
    await userEvent.click(screen.getByRole('button', { name: 'Show filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    await reloadWith(AFTER);
    await act(async () => {});

    expect(openGroups()).toEqual(['Brand']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
