/**
 * The drawer and the site's other tabs (issue 23): a sign-in or sign-out here tells the page's
 * prices and the other tabs (the decision without the name); a sign-out in another tab signs this
 * one out at once, and a sign-in there signs this one in with the decision the message carries.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CHANGE_EVENT, type AccountChangeDetail } from '../../src/contracts/account-events';
import { leasingPower } from '../../src/ui/LeasingPowerFit';
import { getStore } from '../../src/core/store';
import { whileApplying } from '../../src/core/tab-sync';
import { applyFromOtherTab } from '../../src/core/tab-sync-apply';
import { listenOnDocument, mount } from '../../testing/widget-page';
import { DRAWER, drawerPage, fakeAccountServer, openDrawer, signIn, URLS, waitForLabel } from './test-support';
import './element';

const SIGNED_IN = '<lto-account-drawer csrf-token="csrf-123" signed-in username="alex@example.com"></lto-account-drawer>';

beforeEach(() => drawerPage());

describe('<lto-account-drawer> and the other tabs', () => {
  it("tells the page and the other tabs of a sign-in with the decision (never the name), and of a sign-out", async () => {
    fakeAccountServer();
    const heard: AccountChangeDetail[] = [];
    listenOnDocument(ACCOUNT_CHANGE_EVENT, (event) => heard.push(event.detail));
    await openDrawer(DRAWER);
    await signIn();
    await waitForLabel('Account');
    expect(heard).toEqual([
      { signedIn: true, decision: { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 250, expirationDateValue: '2027-02-19', named: true } },
    ]);
    expect(JSON.stringify(heard)).not.toContain('Alex');
    expect(leasingPower(getStore().getState())).toBe(25000);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitForLabel('Sign In');
    expect(heard.at(-1)).toEqual({ signedIn: false, decision: null });
    expect(leasingPower(getStore().getState())).toBeUndefined();
  });

  it('the page\'s own decision, read when the drawer is drawn, is no news: nothing is dispatched', async () => {
    const server = fakeAccountServer();
    const heard: AccountChangeDetail[] = [];
    listenOnDocument(ACCOUNT_CHANGE_EVENT, (event) => heard.push(event.detail));
    await mount(SIGNED_IN);
    await waitFor(() => expect(server.calls.map((call) => call.path)).toEqual([URLS.accountDetails]));
    expect(heard).toEqual([]);
  });

  it('signed out in another tab: the label is Sign In, and the Leasing Power panel and the greeting go at once', async () => {
    fakeAccountServer();
    await openDrawer(SIGNED_IN, 'Account');
    expect(await screen.findByText('$250.00/mo')).toBeInTheDocument();
    act(() => applyFromOtherTab({ kind: 'account', detail: { signedIn: false, decision: null } }, whileApplying));
    await waitForLabel('Sign In');
    expect(screen.queryByText('$250.00/mo')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Alex/ })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument();
  });

  it('drawn after a sign-out in another tab, starts signed out and asks for no decision', async () => {
    const server = fakeAccountServer();
    act(() => applyFromOtherTab({ kind: 'account', detail: { signedIn: false, decision: null } }, whileApplying));
    await mount(SIGNED_IN);
    await waitForLabel('Sign In');
    expect(server.calls).toEqual([]);
  });

  it('signed in in another tab: the label is Account and the Leasing Power panel shows, greeted without a name, no request', async () => {
    const server = fakeAccountServer();
    await openDrawer(DRAWER);
    const heard: AccountChangeDetail[] = [];
    listenOnDocument(ACCOUNT_CHANGE_EVENT, (event) => heard.push(event.detail));
    act(() => applyFromOtherTab({ kind: 'account', detail: { signedIn: true, decision: APPROVED } }, whileApplying));
    await waitForLabel('Account');
    expect(await screen.findByText('$250.00/mo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
    expect(server.calls).toEqual([]);
    // Heard once (the tab sync's own dispatch), not told again by the drawer.
    expect(heard).toHaveLength(1);
  });

  it.each([
    [true, 'hides'],
    [false, 'shows'],
  ])("signed in in another tab, not approved, known by name %s: it %s the apply promo, as the page's own drawer would (SPEC 4.3)", async (named) => {
    fakeAccountServer();
    await openDrawer(DRAWER);
    act(() => applyFromOtherTab({ kind: 'account', detail: { signedIn: true, decision: { approvalDetermination: 'Declined', named } } }, whileApplying));
    await waitForLabel('Account');
    expect(screen.getByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get started' }) !== null).toBe(!named);
  });

  it('drawn after a sign-in in another tab, starts signed in with its decision and asks for nothing', async () => {
    const server = fakeAccountServer();
    act(() => applyFromOtherTab({ kind: 'account', detail: { signedIn: true, decision: APPROVED } }, whileApplying));
    await openDrawer(DRAWER, 'Account');
    expect(await screen.findByText('$250.00/mo')).toBeInTheDocument();
    expect(server.calls).toEqual([]);
  });
});

const APPROVED = { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 250, expirationDateValue: null };
