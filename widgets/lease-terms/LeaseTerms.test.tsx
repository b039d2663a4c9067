import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TERM_CHANGE_EVENT } from '../../src/contracts/product-events';
import { EARLY_ACTIONS, pathTo } from '../../src/core/early-actions';
import { getStore } from '../../src/core/store';
import { selectedTerm } from '../../src/core/store/selection-actions';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, markupFixture, outline } from '../../testing/markup-contract';
import { listenOnDocument, mount, writeConfig } from '../../testing/widget-page';
import './element';

/** A 1,199.99 sofa: 12 months at 139.99, 18 at 99.99 (sale 89.99), 24 at 79.99 with weekly pricing. */
const TERMS = [
  { Term: 24, LeaseRate: 79.99, AdvoLeaseRate: null, FirstPaymentAmount: 49.99, Active: false, numberOfWeeklyPayments: 104, nonAdvoLeaseRateWeekly: 19.99, advoLeaseRateWeekly: '' },
  { Term: 12, LeaseRate: '139.99', AdvoLeaseRate: null, FirstPaymentAmount: '49.99', Active: 'false' },
  { Term: 18, LeaseRate: 99.99, AdvoLeaseRate: 89.99, FirstPaymentAmount: 39.99, Active: true },
];

const pricingAttr = (pricing: unknown) => `pricing='${JSON.stringify(pricing)}'`;
const widget = (pricing: unknown = { cashPrice: '$1,199.99', terms: TERMS }, pid = 'P1001') =>
  `<lto-lease-terms pid="${pid}" ${pricingAttr(pricing)}><p class="server-price">$89.99/mo. for 18 months, plus tax</p></lto-lease-terms>`;

const politely = () => document.querySelector('[aria-live="polite"]');
const panel = () => screen.getByRole('tabpanel');
const fact = (name: string) => within(panel()).getByText(name).nextElementSibling?.textContent;

describe('<lto-lease-terms>', () => {
  beforeEach(() => writeConfig());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("shows 'N MONTHS' tabs shortest first with the server's active term selected, and its figures", async () => {
    await mount(widget());
    const tablist = screen.getByRole('tablist', { name: 'Choose your lease term' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['12 MONTHS', '18 MONTHS', '24 MONTHS']);
    expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent)).toEqual(['18 MONTHS']);
    expect(panel()).toHaveAccessibleName('18 MONTHS');
    // The sale (advo) rate is lower, so it is the one charged: 89.99 × 18 = 1,619.82; minus cash 1,199.99.
    expect(within(panel()).getByText('$89.99/mo. for 18 months, plus tax')).toHaveClass('is-sale');
    expect(within(panel()).getByText('Regular price $99.99/mo.')).toBeInTheDocument();
    expect(within(panel()).getByText('Own it in 18 months')).toBeInTheDocument();
    expect(fact("Today's payment")).toBe('$39.99');
    expect(fact('Total cost of ownership')).toBe('$1,619.82');
    expect(fact('Cost of lease service')).toBe('$419.83');
    expect(fact('Cash price')).toBe('$1,199.99');
  });

  it('recalculates on another term, keeps it in the store for starting a lease, tells host scripts and says the new price', async () => {
    const heard: unknown[] = [];
    document.addEventListener(TERM_CHANGE_EVENT, (event) => heard.push(event.detail));
    await mount(widget());
    await userEvent.click(screen.getByRole('tab', { name: '12 MONTHS' }));

    expect(screen.getByRole('tab', { name: '12 MONTHS' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText('$139.99/mo. for 12 months, plus tax')).not.toHaveClass('is-sale');
    expect(within(panel()).queryByText(/Regular price/)).not.toBeInTheDocument();
    expect(fact("Today's payment")).toBe('$49.99');
    expect(fact('Total cost of ownership')).toBe('$1,679.88');
    expect(fact('Cost of lease service')).toBe('$479.89');
    expect(selectedTerm(getStore().getState(), 'P1001', undefined)).toBe(12);
    expect(heard).toEqual([{ product: 'P1001', term: 12 }]);
    await waitFor(() => expect(politely()).toHaveTextContent('12 MONTHS: $139.99/mo. for 12 months, plus tax'));
  });

  it('works from the keyboard as APG tabs: arrows wrap, Home and End, one tab in the Tab order', async () => {
    await mount(widget());
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('18 MONTHS')).toHaveAttribute('tabindex', '0');
    expect(tab('12 MONTHS')).toHaveAttribute('tabindex', '-1');

    await userEvent.tab();
    expect(tab('18 MONTHS')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('24 MONTHS')).toHaveFocus();
    expect(tab('24 MONTHS')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('12 MONTHS')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('24 MONTHS')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('12 MONTHS')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('24 MONTHS')).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    expect(tab('Monthly')).toHaveFocus();
  });

  it('offers weekly / monthly tabs only for a term with weekly pricing, and prices the weeks', async () => {
    await mount(widget());
    expect(screen.queryByRole('tablist', { name: 'Payment schedule' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '24 MONTHS' }));
    const schedule = screen.getByRole('tablist', { name: 'Payment schedule' });
    await userEvent.click(within(schedule).getByRole('tab', { name: 'Weekly' }));

    expect(panel()).toHaveAccessibleName('24 MONTHS Weekly');
    expect(within(panel()).getByText('$19.99/wk. for 104 weeks, plus tax')).toBeInTheDocument();
    expect(within(panel()).getByText('Own it in 104 weeks')).toBeInTheDocument();
    expect(fact('Total cost of ownership')).toBe('$2,078.96');
    expect(fact('Cost of lease service')).toBe('$878.97');
    expect(fact("Today's payment")).toBe('$49.99');

    await userEvent.click(screen.getByRole('tab', { name: '12 MONTHS' }));
    expect(screen.queryByRole('tablist', { name: 'Payment schedule' })).not.toBeInTheDocument();
    expect(within(panel()).getByText('$139.99/mo. for 12 months, plus tax')).toBeInTheDocument();
  });

  it('keeps the term and the schedule chosen on the page when the content is rendered again (a variant change)', async () => {
    await mount(widget());
    await userEvent.click(screen.getByRole('tab', { name: '24 MONTHS' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    document.body.innerHTML = '';
    await mount(widget());
    expect(screen.getByRole('tab', { name: '24 MONTHS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText('$19.99/wk. for 104 weeks, plus tax')).toBeInTheDocument();
  });

  it('prices in C$ and says MESES in Spanish', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    await mount(widget());
    expect(within(panel()).getByText('C$89.99/mo. for 18 months, plus tax')).toBeInTheDocument();
    document.body.innerHTML = '';

    writeConfig({ locale: 'es-US' });
    await mount(widget(undefined, 'P2002'));
    expect(screen.getByRole('tablist', { name: 'Elige el plazo de tu arrendamiento' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '18 MESES' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByText('$89.99/mes por 18 meses, más impuestos')).toBeInTheDocument();
    expect(within(panel()).getByText('Pago de hoy')).toBeInTheDocument();
  });

  describe('bad pricing keeps the server price and warns once', () => {
    it.each([
      ['no active term', TERMS.map((term) => ({ ...term, Active: false }))],
      ['two active terms', TERMS.map((term) => ({ ...term, Active: true }))],
      ['a zero rate on the active term', TERMS.map((term) => (term.Active === true ? { ...term, LeaseRate: 0, AdvoLeaseRate: null } : term))],
      ['a rate that is not money', TERMS.map((term) => (term.Active === true ? { ...term, LeaseRate: 'soon' } : term))],
    ])('%s', async (_, terms) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await mount(widget({ cashPrice: 1199.99, terms }));
      expect(screen.getByText('$89.99/mo. for 18 months, plus tax')).toHaveClass('server-price');
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/NaN|undefined/);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-lease-terms> attribute "pricing" is invalid/);
    });

    it('a null AdvoLeaseRate is simply no sale', async () => {
      await mount(widget({ cashPrice: 1199.99, terms: [{ Term: 18, LeaseRate: 99.99, AdvoLeaseRate: null, FirstPaymentAmount: 39.99, Active: true }] }));
      expect(within(panel()).getByText('$99.99/mo. for 18 months, plus tax')).not.toHaveClass('is-sale');
    });

    it('leaves out another term that cannot be priced, with one warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await mount(widget({ cashPrice: 1199.99, terms: [...TERMS.slice(1), { Term: 36, LeaseRate: 0, AdvoLeaseRate: null, FirstPaymentAmount: 10, Active: false }] }));
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['12 MONTHS', '18 MONTHS']);
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  describe('real-time pricing (SPEC 3.2)', () => {
    const realTime = (answer: unknown) => {
      const server = fakeServer({ record: (url) => ({ path: url.pathname, query: Object.fromEntries(url.searchParams) }), fallback: () => ({ body: answer }) });
      writeConfig({ urls: { realTimePricing: '/pricing/realtime' }, page: { type: 'product', zip: '30303' } });
      return server;
    };

    it('replaces the server rates of the terms it names', async () => {
      const server = realTime([{ Term: 18, LeaseRate: 95.99, AdvoLeaseRate: null, numberOfWeeklyPayments: 78, advoLeaseRateWeekly: null, nonAdvoLeaseRateWeekly: 23.99 }]);
      await mount(widget());
      await waitFor(() => expect(within(panel()).getByText('$95.99/mo. for 18 months, plus tax')).toBeInTheDocument());
      expect(server.calls).toEqual([{ path: '/pricing/realtime', query: { pid: 'P1001', zipCode: '30303' } }]);
      expect(fact("Today's payment")).toBe('$39.99');
      expect(screen.getByRole('tablist', { name: 'Payment schedule' })).toBeInTheDocument();
      // The shopper changed nothing: nothing is said.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(politely()?.textContent ?? '').toBe('');
    });

    it('keeps the server prices when the answer is unusable, with a warning', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      realTime({ oops: true });
      await mount(widget());
      await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
      expect(within(panel()).getByText('$89.99/mo. for 18 months, plus tax')).toBeInTheDocument();
    });
  });

  describe("the was-price (SPEC 3.2 wasmonthlyprice: the active term's former price)", () => {
    const withWas = (was: string) => widget().replace('<lto-lease-terms ', `<lto-lease-terms was-monthly="${was}" `);
    const wasLine = () => within(panel()).queryByText(/^Was /);

    it('is struck out under the active term, and not shown for another term or the weekly schedule', async () => {
      await mount(withWas('$109.99'));
      expect(wasLine()).toHaveTextContent('Was $109.99/mo.');
      expect(wasLine()!.closest('s')).not.toBeNull();
      await userEvent.click(screen.getByRole('tab', { name: '12 MONTHS' }));
      expect(within(panel()).getByText('$139.99/mo. for 12 months, plus tax')).toBeInTheDocument();
      expect(wasLine()).toBeNull();
      await userEvent.click(screen.getByRole('tab', { name: '24 MONTHS' }));
      expect(wasLine()).toBeNull();
      await userEvent.click(screen.getByRole('tab', { name: '18 MONTHS' }));
      expect(wasLine()).toHaveTextContent('Was $109.99/mo.');
    });

    it("is in Spanish on the Spanish site ('Antes …/mes')", async () => {
      writeConfig({ locale: 'es-US' });
      await mount(withWas('109.99'));
      expect(within(panel()).getByText('Antes $109.99/mes')).toBeInTheDocument();
    });

    it('is left out when none is given, or when it is not above the price', async () => {
      await mount(withWas('false') + withWas('80.00').replace('P1001', 'P1002'));
      expect(document.querySelector('.lto-lease-terms__was')).toBeNull();
    });
  });

  describe('over the server markup (README "Server markup", markup.html)', () => {
    /** The fixture's figures: 18 months active, on sale, with weekly pricing. */
    const FIXTURE_TERMS = [
      { Term: 12, LeaseRate: 139.99, AdvoLeaseRate: null, FirstPaymentAmount: 49.99, Active: false },
      { Term: 18, LeaseRate: 99.99, AdvoLeaseRate: 89.99, FirstPaymentAmount: 39.99, Active: true, numberOfWeeklyPayments: 78, advoLeaseRateWeekly: null, nonAdvoLeaseRateWeekly: 23.99 },
      { Term: 24, LeaseRate: 79.99, AdvoLeaseRate: null, FirstPaymentAmount: 49.99, Active: false },
    ];
    const attributes = `pid="P1001" variant="P1001-2" ${pricingAttr({ cashPrice: 1199.99, terms: FIXTURE_TERMS })} was-monthly="109.99"`;
    const fixture = markupFixture(import.meta.url);

    it('draws exactly the markup the template wrote for its active term', async () => {
      const { server, drawn } = await drawOver('lto-lease-terms', attributes, fixture);
      expect(drawn).toEqual(server);
    });

    it("keeps the ids the template gave the tabs and the panel, so the page's own links and scripts still find them", async () => {
      await drawOver('lto-lease-terms', attributes, fixture);
      expect(document.getElementById('terms-P1001-18')).toBe(screen.getByRole('tab', { name: '18 MONTHS' }));
      expect(document.getElementById('terms-P1001-weekly')).toBe(screen.getByRole('tab', { name: 'Weekly' }));
      expect(document.getElementById('terms-P1001-panel')).toBe(screen.getByRole('tabpanel'));
    });

    it('real-time pricing from the same source as the server figures changes nothing; it is asked for the variant priced', async () => {
      // The rates of the `pricing` attribute, as the platform's real-time pricing answers them.
      const answer = FIXTURE_TERMS.map(({ Term, LeaseRate, AdvoLeaseRate }) => ({ Term, LeaseRate, AdvoLeaseRate }));
      answer[1] = { ...answer[1]!, numberOfWeeklyPayments: 78, advoLeaseRateWeekly: null, nonAdvoLeaseRateWeekly: 23.99 } as (typeof answer)[number];
      const server = fakeServer({ record: (url) => Object.fromEntries(url.searchParams), fallback: () => ({ body: answer }) });
      writeConfig({ urls: { realTimePricing: '/pricing/realtime' }, page: { type: 'product', zip: '30303' } });
      const { server: before, element } = await drawOver('lto-lease-terms', attributes, fixture);
      await waitFor(() => expect(server.calls).toEqual([{ pid: 'P1001-2', zipCode: '30303' }]));
      await act(async () => {});
      expect(outline(element)).toEqual(before);
    });

    it('a click on a term before the code ran is done once, on the widget\'s own tab', async () => {
      const heard: unknown[] = [];
      document.addEventListener(TERM_CHANGE_EVENT, (event) => heard.push(event.detail));
      document.body.innerHTML = `<lto-lease-terms ${attributes}>${fixture}</lto-lease-terms>`;
      const island = document.querySelector('lto-lease-terms')!;
      const serverTab = island.querySelectorAll('[role="tab"]')[0]!;
      // As the autoloader records it (src/core/early-actions.ts): the click was stopped and written down.
      (island as Element & { [EARLY_ACTIONS]?: unknown[] })[EARLY_ACTIONS] = [{ type: 'click', path: pathTo(island, serverTab) }];
      await act(async () => {});
      await waitFor(() => expect(screen.getByRole('tab', { name: '12 MONTHS' })).toHaveAttribute('aria-selected', 'true'));
      expect(screen.getByRole('tab', { name: '12 MONTHS' })).not.toBe(serverTab);
      expect(within(panel()).getByText('$139.99/mo. for 12 months, plus tax')).toBeInTheDocument();
      expect(heard).toEqual([{ product: 'P1001', term: 12 }]);
    });

    it('arrow keys pressed on a term before the code ran are done in turn, each from the tab the one before chose', async () => {
      const heard: unknown[] = [];
      listenOnDocument(TERM_CHANGE_EVENT, (event) => heard.push((event as CustomEvent).detail));
      document.body.innerHTML = `<lto-lease-terms ${attributes}>${fixture}</lto-lease-terms>`;
      const island = document.querySelector('lto-lease-terms')!;
      // As the autoloader records them: each key stopped on the tab that had the focus, 18 MONTHS.
      const press = { type: 'key', path: pathTo(island, island.querySelector('[aria-selected="true"]')!), key: 'ArrowRight', shiftKey: false };
      (island as Element & { [EARLY_ACTIONS]?: unknown[] })[EARLY_ACTIONS] = [press, press];
      await act(async () => {});
      // 18 -> 24 -> 12 (the tabs wrap), as the same two presses on the drawn widget would do.
      await waitFor(() => expect(screen.getByRole('tab', { name: '12 MONTHS' })).toHaveAttribute('aria-selected', 'true'));
      expect(screen.getByRole('tab', { name: '12 MONTHS' })).toHaveFocus();
      expect(heard).toEqual([
        { product: 'P1001', term: 24 },
        { product: 'P1001', term: 12 },
      ]);
    });
  });
});

describe("<lto-lease-terms> and the shopper's Leasing Power (issue 23)", () => {
  const APPROVED = { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 100, expirationDateValue: null };

  it('says whether the monthly payment of the term shown fits, and nothing on the weekly schedule', async () => {
    writeConfig({ decision: APPROVED });
    await mount(widget());
    expect(within(panel()).getByText('Fits your $100.00/mo Leasing Power')).toHaveClass('lto-leasing-power--fits');
    await userEvent.click(screen.getByRole('tab', { name: '12 MONTHS' }));
    expect(within(panel()).getByText('$39.99/mo over your Leasing Power')).toHaveClass('lto-leasing-power--over');
    await userEvent.click(screen.getByRole('tab', { name: '24 MONTHS' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Weekly' }));
    expect(document.querySelector('.lto-leasing-power')).toBeNull();
  });

  it('in Spanish, and nothing for a denied shopper', async () => {
    writeConfig({ locale: 'es-US', decision: APPROVED });
    await mount(widget());
    expect(within(panel()).getByText('Cabe en tu Poder de Arrendamiento de $100.00/mes')).toBeInTheDocument();
    document.body.innerHTML = '';
    writeConfig({ decision: { approvalDetermination: 'Denied', tierIsApproved: false, remainingLeasingPower: 100 } });
    await mount(widget());
    expect(document.querySelector('.lto-leasing-power')).toBeNull();
  });
});
