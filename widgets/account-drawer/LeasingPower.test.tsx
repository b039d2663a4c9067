import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../testing/widget-page';
import { DECISIONS, drawerPage, fakeAccountServer, openDrawer, URLS } from './test-support';
import './element';

/** Opens the drawer of a signed-in page whose account has `decision`. */
async function signedInWith(decision: unknown, html = '<lto-account-drawer csrf-token="c" signed-in username="shopper@example.com"></lto-account-drawer>') {
  const server = fakeAccountServer();
  server.answer(URLS.accountDetails, { body: { success: true, sessionDecisionViewModel: decision } });
  await mount(html);
  await userEvent.click(screen.getByRole('link', { name: /^(Account|Cuenta)$/ }));
  const drawer = await screen.findByRole('dialog', { name: /My Account|Mi cuenta/ }, { timeout: 5000 });
  await waitFor(() => expect(within(drawer).queryByRole('status')).toBeNull());
  return { server, drawer: within(drawer) };
}

const PROMO = 'Discover leasing';

beforeEach(() => drawerPage());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Leasing Power: approved', () => {
  it("shows '{amount}/mo' and 'Expires {Mon D, YYYY}', and remembers userSetupComplete", async () => {
    const { drawer } = await signedInWith(DECISIONS.approved);
    expect(drawer.getByRole('heading', { name: 'Hi, Alex' })).toBeInTheDocument();
    expect(drawer.getByText('$250.00/mo')).toBeInTheDocument();
    expect(drawer.getByText('Expires Feb 19, 2027')).toBeInTheDocument();
    expect(drawer.getByText('$250.00/mo').closest('.lto-account-drawer__power')).not.toHaveClass('lto-account-drawer__power--zero');
    expect(localStorage.getItem('userSetupComplete')).toBe('true');
  });

  it('gives a remaining power of zero its own look', async () => {
    const { drawer } = await signedInWith(DECISIONS.zero);
    expect(drawer.getByText('$0.00/mo').closest('.lto-account-drawer__power')).toHaveClass('lto-account-drawer__power--zero');
    expect(drawer.getByText('You have no Leasing Power left right now.')).toBeInTheDocument();
  });

  it('counts tierIsApproved as approved', async () => {
    const { drawer } = await signedInWith(DECISIONS.tierOnly);
    expect(drawer.getByText('$120.00/mo')).toBeInTheDocument();
    expect(drawer.getByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
  });

  it.each([
    ['with Leasing Power left', DECISIONS.approved],
    ['with none left', DECISIONS.zero],
    ['by tierIsApproved alone', DECISIONS.tierOnly],
  ])("hides the 'discover leasing' promo from a shopper approved %s: there is nothing to apply for", async (_, decision) => {
    const { drawer } = await signedInWith(decision);
    expect(drawer.getByText(/\/mo$/)).toBeInTheDocument();
    expect(drawer.queryByText(PROMO)).toBeNull();
    expect(drawer.queryByRole('link', { name: 'Get started' })).toBeNull();
  });

  it('shows C$ amounts on the Canadian site', async () => {
    drawerPage({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    const { drawer } = await signedInWith(DECISIONS.approved);
    expect(drawer.getByText('C$250.00/mo')).toBeInTheDocument();
  });

  it('speaks Spanish, with a Spanish date', async () => {
    drawerPage({ locale: 'es-US' });
    const { drawer } = await signedInWith(DECISIONS.approved);
    expect(drawer.getByRole('heading', { name: 'Hola, Alex' })).toBeInTheDocument();
    expect(drawer.getByText('$250.00/mes')).toBeInTheDocument();
    expect(drawer.getByText('Vence el 19 de febrero de 2027')).toBeInTheDocument();
  });

  it("opens 'Your Leasing Power(SM) Details' with a pie chart of available versus approved", async () => {
    const { drawer, server } = await signedInWith(DECISIONS.approved);
    await userEvent.click(drawer.getByRole('button', { name: 'Leasing Power details' }));
    const details = await screen.findByRole('dialog', { name: 'Your Leasing Power(SM) Details' });
    const chart = await within(details).findByRole('img', { name: '$250.00 available of $400.00 approved' });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(within(details).getByText('$150.00')).toBeInTheDocument();
    expect(server.calls.at(-1)).toMatchObject({ path: URLS.getLpDetailsModal, query: { format: 'ajax' } });

    // Escape closes the details only; the drawer stays.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Your Leasing Power(SM) Details' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
  });

  it('says so when the details cannot be had', async () => {
    const { drawer, server } = await signedInWith(DECISIONS.approved);
    server.answer(URLS.getLpDetailsModal, { body: 'garbage' });
    await userEvent.click(drawer.getByRole('button', { name: 'Leasing Power details' }));
    const details = await screen.findByRole('dialog', { name: 'Your Leasing Power(SM) Details' });
    expect(await within(details).findByRole('alert')).toHaveTextContent("We couldn't load the details. Please try again.");
  });
});

describe('Leasing Power: pending verification', () => {
  it("greets by name, hides the promos and loads the Decision Pending component once from 'See details'", async () => {
    const { drawer, server } = await signedInWith(DECISIONS.pending);
    expect(drawer.getByRole('heading', { name: 'Hi, Pat' })).toBeInTheDocument();
    expect(drawer.queryByText(PROMO)).toBeNull();

    await userEvent.click(drawer.getByRole('button', { name: 'See details' }));
    const tabs = await drawer.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Next Steps', 'Store Info']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(drawer.getByRole('tabpanel', { name: 'Next Steps' })).toHaveTextContent('Primary identification');
    expect(drawer.getByText('Proof of residence')).toBeInTheDocument();
    expect(drawer.getByText('Proof of income')).toBeInTheDocument();
    // Sanitized: the fragment's script is gone.
    expect(document.querySelector('.lto-account-drawer__pending-content script')).toBeNull();
    expect(drawer.getByRole('button', { name: 'Back' })).toHaveFocus();

    await userEvent.click(drawer.getByRole('button', { name: 'Back' }));
    expect(drawer.getByRole('button', { name: 'See details' })).toHaveFocus();
    await userEvent.click(drawer.getByRole('button', { name: 'See details' }));
    await drawer.findAllByRole('tab');
    expect(server.calls.filter((call) => call.path === URLS.renderDecisionPendingComponent)).toEqual([
      { path: URLS.renderDecisionPendingComponent, query: { format: 'ajax' } },
    ]);
  });

  it("moves between the tabs with the arrow keys; 'Contact us' opens Store Info", async () => {
    const { drawer } = await signedInWith(DECISIONS.pending);
    await userEvent.click(drawer.getByRole('button', { name: 'See details' }));
    const [nextSteps, storeInfo] = await drawer.findAllByRole('tab');
    nextSteps!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(storeInfo).toHaveFocus();
    expect(storeInfo).toHaveAttribute('aria-selected', 'true');
    expect(drawer.getByRole('tabpanel', { name: 'Store Info' })).toBeVisible();
    expect(drawer.getByRole('tabpanel', { name: 'Store Info' })).toHaveAttribute('data-state', 'active');
    expect(drawer.queryByRole('tabpanel', { name: 'Next Steps' })).toBeNull();
    expect([nextSteps, storeInfo].map((tab) => tab!.dataset.state)).toEqual(['inactive', 'active']);
    await userEvent.keyboard('{ArrowRight}');
    expect(nextSteps).toHaveFocus();

    await userEvent.click(drawer.getByRole('button', { name: 'Contact us' }));
    expect(storeInfo).toHaveAttribute('aria-selected', 'true');
    expect(storeInfo).toHaveFocus();
    expect(drawer.getByRole('tabpanel', { name: 'Store Info' })).toHaveTextContent('123 Peachtree St NE');
  });

  it("'View FAQs' opens 'Frequently Asked Questions' and 'Got it' closes it", async () => {
    const { drawer } = await signedInWith(DECISIONS.pending);
    await userEvent.click(drawer.getByRole('button', { name: 'See details' }));
    await userEvent.click(await drawer.findByRole('button', { name: 'View FAQs' }));
    const faq = await screen.findByRole('dialog', { name: 'Frequently Asked Questions' });
    expect(within(faq).getByText('How long does verification take?')).toBeInTheDocument();
    expect(within(faq).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await userEvent.click(within(faq).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog', { name: 'Frequently Asked Questions' })).toBeNull();
  });

  it("says 'Hello!' without a first name", async () => {
    const { drawer } = await signedInWith(DECISIONS.pendingNoName);
    expect(drawer.getByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: 'See details' })).toBeInTheDocument();
  });

  it('says so when the component cannot be loaded, and asks again next time', async () => {
    const { drawer, server } = await signedInWith(DECISIONS.pending);
    server.answer(URLS.renderDecisionPendingComponent, { status: 500, body: 'oops' });
    await userEvent.click(drawer.getByRole('button', { name: 'See details' }));
    expect(await drawer.findByRole('alert')).toHaveTextContent("We couldn't load the details.");
    await userEvent.click(drawer.getByRole('button', { name: 'Back' }));
    await userEvent.click(drawer.getByRole('button', { name: 'See details' }));
    expect(await drawer.findAllByRole('tab')).toHaveLength(2);
  });
});

describe('Leasing Power: not approved and missing', () => {
  it('greets a not-approved shopper by name and hides the apply promo', async () => {
    const { drawer } = await signedInWith(DECISIONS.denied);
    expect(drawer.getByRole('heading', { name: 'Hi, Dana' })).toBeInTheDocument();
    expect(drawer.queryByText(PROMO)).toBeNull();
    expect(drawer.queryByText(/\/mo$/)).toBeNull();
    expect(localStorage.getItem('userSetupComplete')).toBeNull();
  });

  it("shows 'discover leasing' to a not-approved shopper without a name", async () => {
    const { drawer } = await signedInWith({ approvalDetermination: 'Denied', tierIsApproved: false, firstName: null });
    expect(drawer.getByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
    expect(drawer.getByText(PROMO)).toBeInTheDocument();
  });

  it.each([
    ['all fields null', DECISIONS.none],
    ['no decision at all', undefined],
    ['a decision of the wrong shape', { tierIsApproved: 'yes', firstName: 42 }],
  ])("shows 'discover leasing' for %s", async (_, decision) => {
    const { drawer } = await signedInWith(decision);
    expect(drawer.getByRole('heading', { name: 'Hello!' })).toBeInTheDocument();
    expect(drawer.getByText(PROMO)).toBeInTheDocument();
    expect(drawer.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/apply');
  });

  it("shows 'discover leasing' when the account details request fails", async () => {
    const server = fakeAccountServer();
    server.answer(URLS.accountDetails, { status: 500, body: 'oops' });
    const drawer = await openDrawer('<lto-account-drawer csrf-token="c" signed-in username="a@example.com"></lto-account-drawer>', 'Account');
    expect(await within(drawer).findByText(PROMO)).toBeInTheDocument();
  });
});
