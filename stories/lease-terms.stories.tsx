import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/lease-terms/element';
import '../widgets/zip-banner/element';
import '../widgets/zip-modal/element';
import { realTimePricingOk } from '../.storybook/handlers';
import { getConfig } from '../src/core/config';
import { formatPrice, leaseTermLabel, monthlyPriceText, weeklyPriceText } from '../src/pricing';
import { messages as leaseMessages } from '../widgets/lease-terms/messages';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { findIsland } from './support/islands';
import { leaseHandlers, LOWERED_RATES, NO_ACTIVE_TERM, ON_SALE, REGULAR, realTimeEntries, storyRealTimeRates } from './support/lease';
import { LeasePage } from './support/LeasePage';
import { messagesFor } from './support/messages';
import { PRODUCTS } from './support/products';
import { US_ZIP } from './support/stores';

interface LeaseTermsArgs {
  /** The product whose pricing the server renders (`pid`, and its `pricing`). */
  pid: string;
}

/**
 * `<lto-lease-terms>` (SPEC 2.8, 3.2, 4.7, 9.1): the product page's term tabs and the figures of the
 * chosen term. The server renders the same markup inside for the active term (as the demo does),
 * so nothing moves when the island mounts; real-time pricing then replaces the rates.
 */
const meta = {
  title: 'Widgets/Lease terms',
  render: ({ pid }, { parameters }) => <LeasePage product={PRODUCTS.find((product) => product.pid === pid) ?? REGULAR} note={storyDescription(parameters)} />,
  args: { pid: REGULAR.pid },
  argTypes: {
    pid: {
      control: 'select',
      options: [REGULAR.pid, ON_SALE.pid, NO_ACTIVE_TERM.pid],
      description: `\`pid\` and its \`pricing\`: ${REGULAR.pid} ${REGULAR.name} (no sale), ${ON_SALE.pid} ${ON_SALE.name} (18 months on sale), ${NO_ACTIVE_TERM.pid} ${NO_ACTIVE_TERM.name} (no active term).`,
    },
  },
  parameters: {
    msw: { handlers: leaseHandlers },
    ltoPage: { type: 'product', category: 'living-room', zip: US_ZIP },
    docs: {
      description: {
        component:
          "The lease terms of the product page: a tab per term ('18 MONTHS'), shortest first, the server's active term selected; Monthly / Weekly tabs where the term has weekly pricing; the price (in the sale style with 'Regular price' when the sale rate is charged), today's payment, total cost of ownership, cost of lease service and cash price. Real-time pricing replaces the rates when the platform offers it; pricing without one active term leaves the server's markup alone.",
      },
    },
  },
} satisfies Meta<LeaseTermsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };

const texts = (locale: unknown) => messagesFor(locale, leaseMessages);
const term = (months: number) => leaseTermLabel({ months }, getConfig()) ?? '';
const monthly = (rate: number, months: number) => monthlyPriceText({ rate, months }, getConfig());

/** The term tabs of the mounted widget. */
async function termTabs(canvasElement: HTMLElement, locale: unknown) {
  const island = await findIsland(canvasElement, 'lto-lease-terms');
  return within(within(island).getByRole('tablist', { name: texts(locale)('leaseTerms.heading') }));
}

/** Plays: `months` is the selected term, and the panel shows `price`. */
async function showsTerm(canvasElement: HTMLElement, months: number, price: string | undefined) {
  const panel = within(canvasElement).getByRole('tabpanel', { name: new RegExp(term(months)) });
  await expect(within(canvasElement).getByRole('tab', { name: term(months) })).toHaveAttribute('aria-selected', 'true');
  await expect(within(panel).getByText(price!)).toBeVisible();
}

export const Terms: Story = {
  name: 'Terms, the active one selected',
  parameters: note(
    `${REGULAR.name}, $1,199.99 cash: tabs for 12, 18 and 24 months. The server's active term, 18 MONTHS, is selected: $99.99/mo. for 18 months, today's payment $39.99, total cost of ownership $1,799.82, cost of lease service $599.83.`,
  ),
  play: async ({ canvasElement, globals }) => {
    const tabs = await termTabs(canvasElement, globals.locale);
    await expect(tabs.getAllByRole('tab')).toHaveLength(3);
    await showsTerm(canvasElement, 18, monthly(9999, 18));
  },
};
export const TermsEs: Story = { ...Terms, name: 'Terms, the active one selected (es)', globals: es };
export const TermsCanada: Story = { ...Terms, name: 'Terms, the active one selected (en-CA, C$)', globals: canada };

export const Sale: Story = {
  name: 'Sale price (advo rate)',
  args: { pid: ON_SALE.pid },
  parameters: note(
    `${ON_SALE.name}: 18 months is on sale at $64.99/mo. instead of $74.99 (the lower advo rate is the one charged), so the price shows in the sale style with 'Regular price $74.99/mo.' struck through below it.`,
  ),
  play: async ({ canvasElement, globals }) => {
    await termTabs(canvasElement, globals.locale);
    await showsTerm(canvasElement, 18, monthly(6499, 18));
    await expect(within(canvasElement).getByText(monthly(6499, 18)!)).toHaveClass('is-sale');
    await expect(within(canvasElement).getByText(texts(globals.locale)('leaseTerms.regularMonthly', { price: formatPrice(7499, getConfig())! }))).toBeVisible();
  },
};
export const SaleEs: Story = { ...Sale, name: 'Sale price (advo rate, es)', globals: es };
export const SaleCanada: Story = { ...Sale, name: 'Sale price (advo rate, en-CA, C$)', globals: canada };

export const Weekly: Story = {
  name: 'Weekly payments',
  parameters: note(
    "18 months has weekly pricing too, so a 'Payment schedule' tablist offers Monthly and Weekly. The shopper chose Weekly: $23.99/wk. for 78 weeks, own it in 78 weeks, total cost of ownership $1,871.22.",
  ),
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals.locale);
    const island = within(await findIsland(canvasElement, 'lto-lease-terms'));
    const schedule = within(island.getByRole('tablist', { name: t('leaseTerms.schedule') }));
    await expect(schedule.getByRole('tab', { name: t('leaseTerms.monthly') })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(schedule.getByRole('tab', { name: t('leaseTerms.weekly') }));
    await expect(schedule.getByRole('tab', { name: t('leaseTerms.weekly') })).toHaveAttribute('aria-selected', 'true');
    await expect(island.getByRole('tabpanel')).toHaveTextContent(weeklyPriceText({ rate: 2399, weeks: 78 }, getConfig())!);
  },
};
export const WeeklyEs: Story = { ...Weekly, name: 'Weekly payments (es)', globals: es };
export const WeeklyCanada: Story = { ...Weekly, name: 'Weekly payments (en-CA, C$)', globals: canada };

export const Keyboard: Story = {
  name: 'Another term, chosen by keyboard',
  parameters: note(
    'The shopper tabbed to the selected term and pressed the right arrow: 24 MONTHS is selected and focused ($79.99/mo. for 24 months, today $49.99), kept for starting the lease, and screen readers hear the new price. Left/Right wrap around; Home and End go to the ends.',
  ),
  play: async ({ canvasElement, globals }) => {
    const tabs = await termTabs(canvasElement, globals.locale);
    tabs.getByRole('tab', { name: term(18) }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs.getByRole('tab', { name: term(24) })).toHaveFocus();
    await showsTerm(canvasElement, 24, monthly(7999, 24));
  },
};
export const KeyboardEs: Story = { ...Keyboard, name: 'Another term, chosen by keyboard (es)', globals: es };
export const KeyboardCanada: Story = { ...Keyboard, name: 'Another term, chosen by keyboard (en-CA, C$)', globals: canada };

export const RealTime: Story = {
  name: 'Real-time pricing replaces the server rates',
  parameters: {
    ...note(
      "The page was rendered with $99.99/mo. for 18 months; real-time pricing (GET /pricing/realtime?pid=P1001&zipCode=30303) answers every term $5 a month less, so the widget shows $94.99/mo. for 18 months. Today's payment ($39.99) stays the server's.",
    ),
    msw: { handlers: { realTimePricing: realTimePricingOk((pid) => (pid === REGULAR.pid ? realTimeEntries(LOWERED_RATES) : storyRealTimeRates(pid))) } },
  },
  play: async ({ canvasElement, globals }) => {
    await termTabs(canvasElement, globals.locale);
    await waitFor(() => showsTerm(canvasElement, 18, monthly(9499, 18)));
  },
};
export const RealTimeEs: Story = { ...RealTime, name: 'Real-time pricing replaces the server rates (es)', globals: es };
export const RealTimeCanada: Story = { ...RealTime, name: 'Real-time pricing replaces the server rates (en-CA, C$)', globals: canada };

export const BadPricing: Story = {
  name: 'Bad pricing: the server markup stays',
  args: { pid: NO_ACTIVE_TERM.pid },
  parameters: note(
    `${NO_ACTIVE_TERM.name}: the feed marks no term active, so the widget refuses its pricing (one console warning) and never mounts. The server's own price line stays ('$129.99/mo. for 24 months, plus tax'), with no tabs: never a NaN or a blank price.`,
  ),
  play: async ({ canvasElement }) => {
    const element = canvasElement.querySelector('lto-lease-terms')!;
    await expect(within(element as HTMLElement).getByText(monthly(12999, 24)!)).toBeVisible();
    await expect(within(canvasElement).queryByRole('tablist')).toBeNull();
    await expect(element).not.toHaveAttribute('data-lto-ready');
  },
};
export const BadPricingEs: Story = { ...BadPricing, name: 'Bad pricing: the server markup stays (es)', globals: es };
export const BadPricingCanada: Story = { ...BadPricing, name: 'Bad pricing: the server markup stays (en-CA, C$)', globals: canada };
