import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeAccount } from '../../src/core/store/account-actions';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const APPROVED = { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 250, expirationDateValue: null };
const PENDING = { approvalDetermination: 'PendingVerification', tierIsApproved: false };

/** A tile of the feed as the server writes it (its island not drawn): whether it fits is said under its price. */
function tile(name: string, fit: 'fits' | 'over' | 'none'): string {
  const line = fit === 'none' ? '' : `<p class="lto-leasing-power lto-leasing-power--${fit}">${fit}</p>`;
  return `<article class="tile" aria-label="${name}"><lto-product-tile pid="${name}"><div class="lto-product-tile"><h3>${name}</h3>${line}</div></lto-product-tile></article>`;
}

const LISTING = `<lto-leasing-power-filter for="results"></lto-leasing-power-filter>
<div id="results"><div role="feed">${tile('Sofa', 'fits')}${tile('Loveseat', 'over')}${tile('Chair', 'fits')}${tile('Weekly table', 'none')}</div></div>`;

const visibleTiles = () => screen.queryAllByRole('article').map((article) => article.getAttribute('aria-label'));

describe('<lto-leasing-power-filter>', () => {
  it('draws exactly the server markup of its contract for an approved shopper (markup.html)', async () => {
    writeConfig({ decision: APPROVED });
    const { server, drawn } = await drawOver('lto-leasing-power-filter', '', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it.each([
    ['signed out', undefined],
    ['pending', PENDING],
    ['denied', { approvalDetermination: 'Denied', tierIsApproved: false }],
    ['approved with no amount', { approvalDetermination: 'Approved', tierIsApproved: true }],
  ])('draws nothing for a shopper %s (markup-empty.html)', async (_, decision) => {
    writeConfig(decision ? { decision } : {});
    const { server, drawn } = await drawOver('lto-leasing-power-filter', '', markupFixture(import.meta.url, 'markup-empty.html'));
    expect(drawn).toEqual(server);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows only the tiles that fit while pressed, says how many, and shows them all again', async () => {
    writeConfig({ decision: APPROVED });
    await mount(LISTING);
    const toggle = screen.getByRole('button', { name: 'Fits my Leasing Power' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    expect(visibleTiles()).toEqual(['Sofa', 'Loveseat', 'Chair', 'Weekly table']);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // A tile with no monthly payment says nothing of fitting: it is not among those that fit.
    expect(visibleTiles()).toEqual(['Sofa', 'Chair']);
    expect(screen.getByRole('status')).toHaveTextContent('2 of these 4 fit your Leasing Power');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(visibleTiles()).toEqual(['Sofa', 'Loveseat', 'Chair', 'Weekly table']);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('filters the tiles of a page appended later and counts them', async () => {
    writeConfig({ decision: APPROVED });
    await mount(LISTING);
    await userEvent.click(screen.getByRole('button', { name: 'Fits my Leasing Power' }));
    const feed = document.querySelector('[role="feed"]')!;
    await act(async () => feed.insertAdjacentHTML('beforeend', tile('Bed', 'over') + tile('Lamp', 'fits')));
    await expect.poll(visibleTiles).toEqual(['Sofa', 'Chair', 'Lamp']);
    expect(screen.getByRole('status')).toHaveTextContent('3 of these 6 fit your Leasing Power');
  });

  it('follows a tile that redraws: its fit decides', async () => {
    writeConfig({ decision: APPROVED });
    await mount(LISTING);
    await userEvent.click(screen.getByRole('button', { name: 'Fits my Leasing Power' }));
    const chair = document.querySelector('lto-product-tile[pid="Chair"] .lto-product-tile')!;
    await act(async () => {
      chair.querySelector('.lto-leasing-power')!.remove();
      chair.insertAdjacentHTML('beforeend', '<p class="lto-leasing-power lto-leasing-power--over">over</p>');
    });
    await expect.poll(visibleTiles).toEqual(['Sofa']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of these 4 fits your Leasing Power');
  });

  it('says so when none fits', async () => {
    writeConfig({ decision: { ...APPROVED, remainingLeasingPower: 0 } });
    await mount(`<lto-leasing-power-filter></lto-leasing-power-filter><div role="feed">${tile('Sofa', 'over')}</div>`);
    await userEvent.click(screen.getByRole('button', { name: 'Fits my Leasing Power' }));
    expect(visibleTiles()).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('None of these 1 fit your Leasing Power');
  });

  it('goes on a sign-out (here or in another tab) and every tile shows again; comes with an approved sign-in', async () => {
    writeConfig({ decision: APPROVED });
    await mount(LISTING);
    await userEvent.click(screen.getByRole('button', { name: 'Fits my Leasing Power' }));
    expect(visibleTiles()).toEqual(['Sofa', 'Chair']);

    await act(async () => changeAccount({ signedIn: false, decision: null }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(visibleTiles()).toEqual(['Sofa', 'Loveseat', 'Chair', 'Weekly table']);

    await act(async () => changeAccount({ signedIn: true, decision: APPROVED }));
    expect(screen.getByRole('button', { name: 'Fits my Leasing Power' })).toHaveAttribute('aria-pressed', 'false');
    expect(visibleTiles()).toEqual(['Sofa', 'Loveseat', 'Chair', 'Weekly table']);
  });

  it('shows nothing new for a pending shopper who signs in', async () => {
    writeConfig();
    await mount(LISTING);
    await act(async () => changeAccount({ signedIn: true, decision: PENDING as never }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks Spanish', async () => {
    writeConfig({ locale: 'es-US', decision: APPROVED });
    await mount(LISTING);
    await userEvent.click(screen.getByRole('button', { name: 'Cabe en mi Poder de Arrendamiento' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 de estos 4 caben en tu Poder de Arrendamiento');
  });
});
