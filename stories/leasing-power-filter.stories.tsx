import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../widgets/leasing-power-filter/element';
import type { LeasingPowerDecision } from '../src/contracts/account-events';
import { LeasingPowerFit } from '../src/ui/LeasingPowerFit';
import { useStoryDecision } from './support/leasing-power';
import { messages as filterMessages } from '../widgets/leasing-power-filter/messages';
import { describeStory as note, MonthlyPrice, storyDescription } from './support/ListingPage';
import { findIsland } from './support/islands';
import { messagesFor } from './support/messages';
import { PRODUCTS, type StoryProduct } from './support/products';
import { StoryPage } from './support/StoryPage';

interface FilterArgs {
  /** The listing's tiles: each says under its price whether it fits, as <lto-product-tile> does. */
  products: StoryProduct[];
  /** The shopper's decision (SPEC 3.4 without the name); null when signed out. */
  decision: LeasingPowerDecision | null;
}

/**
 * A listing's feed as the demo renders it, with the toggle above: each tile's price and its Leasing
 * Power line (the one <lto-product-tile> draws), which is what the filter reads.
 */
function FilterPage({ products, decision, note: text }: FilterArgs & { note?: string | undefined }) {
  if (!useStoryDecision(decision)) return null;
  return (
    <StoryPage note={text}>
      <lto-leasing-power-filter />
      <div className="sb-listing__grid" role="feed" aria-label="Products">
        {products.map((product) => (
          <article key={product.pid} className="sb-tile" aria-label={product.name}>
            {/* The tile's body as <lto-product-tile> draws it (the class is what the filter finds). */}
            <div className="lto-product-tile">
              <h2 className="sb-tile__name">{product.name}</h2>
              <MonthlyPrice product={product} className="sb-tile__price" />
              <LeasingPowerFit monthly={product.monthlyCents} />
            </div>
          </article>
        ))}
      </div>
    </StoryPage>
  );
}

const APPROVED: LeasingPowerDecision = { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 70, expirationDateValue: null };

/**
 * `<lto-leasing-power-filter>` (issue 23): the listing's 'Fits my Leasing Power' toggle, for a
 * signed-in approved shopper only.
 */
const meta = {
  title: 'Widgets/Leasing Power filter',
  render: (args, { parameters }) => <FilterPage {...args} note={storyDescription(parameters)} />,
  args: { products: PRODUCTS.slice(0, 6), decision: APPROVED },
  argTypes: {
    products: { description: 'The tiles of the listing, each with its monthly payment and whether it fits.' },
    decision: { description: "The shopper's decision: approved with remainingLeasingPower in whole currency units, pending, denied, or null when signed out." },
  },
  parameters: {
    docs: {
      description: {
        component: "A toggle button above the results: pressed, only the tiles whose monthly payment fits what is left of the shopper's Leasing Power show, and a status line says how many.",
      },
    },
  },
} satisfies Meta<FilterArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };

export const Off: Story = {
  name: 'Approved, off',
  parameters: note('Approved for $70.00/mo: the toggle, off; every tile shows, three of the six say they fit.'),
};
export const OffEs: Story = { ...Off, name: 'Approved, off (es)', globals: es };

const pressToggle: Story['play'] = async ({ canvasElement, globals }) => {
  const t = messagesFor(globals.locale, filterMessages);
  const island = await findIsland(canvasElement, 'lto-leasing-power-filter');
  const toggle = within(island).getByRole('button', { name: t('leasingPowerFilter.toggle') });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
};

export const On: Story = {
  name: 'Approved, on',
  parameters: note('Pressed: only the tiles that fit show, and the status line says how many of those loaded fit.'),
  play: pressToggle,
};
export const OnEs: Story = { ...On, name: 'Approved, on (es)', globals: es, play: pressToggle };
export const OnCanada: Story = { ...On, name: 'Approved, on (C$)', globals: canada, play: pressToggle };

export const NoneFits: Story = {
  name: 'Approved, nothing left, on',
  args: { decision: { ...APPROVED, remainingLeasingPower: 0 } },
  parameters: note('Approved with $0.00 left: pressed, no tile shows, and the status line says none fits.'),
  play: pressToggle,
};
export const NoneFitsEs: Story = { ...NoneFits, name: 'Approved, nothing left, on (es)', globals: es, play: pressToggle };

export const Pending: Story = {
  name: 'Not approved (pending)',
  args: { decision: { approvalDetermination: 'PendingVerification', tierIsApproved: false } },
  parameters: note('Pending: no toggle, no lines; the listing as for anyone.'),
};
export const PendingEs: Story = { ...Pending, name: 'Not approved (pending, es)', globals: es };
export const SignedOut: Story = { name: 'Signed out', args: { decision: null }, parameters: note('Signed out: no toggle, no lines.') };
export const SignedOutEs: Story = { ...SignedOut, name: 'Signed out (es)', globals: es };
