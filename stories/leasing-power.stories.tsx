import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LeasingPowerDecision } from '../src/contracts/account-events';
import { getConfig } from '../src/core/config';
import { monthlyPriceText } from '../src/pricing';
import { LeasingPowerFit } from '../src/ui/LeasingPowerFit';
import { useStoryDecision } from './support/leasing-power';

interface LeasingPowerArgs {
  /** The monthly payment shown, in cents. */
  monthly: number;
  /** The shopper's decision (SPEC 3.4 without the name); null when signed out. */
  decision: LeasingPowerDecision | null;
}

/**
 * The shared Leasing Power line of every price (issue 23, src/ui/LeasingPowerFit.tsx): under a
 * monthly payment, for a signed-in approved shopper, whether it fits what is left of their Leasing
 * Power. Tiles, the product's lease terms, quick view and the compare page show it the same way.
 */
function PriceWithFit({ monthly, decision }: LeasingPowerArgs) {
  if (!useStoryDecision(decision)) return null;
  return (
    <div className="lto-product-tile">
      <p className="lto-product-tile__price">{monthlyPriceText({ rate: monthly, months: 18 }, getConfig())}</p>
      <LeasingPowerFit monthly={monthly} />
    </div>
  );
}

const APPROVED: LeasingPowerDecision = { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 250, expirationDateValue: null };

const meta = {
  title: 'Shared/Leasing Power on prices',
  render: (args) => <PriceWithFit {...args} />,
  args: { monthly: 4999, decision: APPROVED },
  argTypes: {
    monthly: { description: 'The monthly payment shown, in cents (4999 is $49.99).' },
    decision: { description: "The shopper's decision: approved with remainingLeasingPower in whole currency units, pending, denied, or null when signed out." },
  },
  parameters: { docs: { description: { component: "'Fits your $250.00/mo Leasing Power' or '$12.00/mo over your Leasing Power'; nothing for a shopper who is not approved." } } },
} satisfies Meta<LeasingPowerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const canada = { locale: 'en-CA' };

export const Fits: Story = { name: 'Fits' };
export const FitsEs: Story = { name: 'Fits (es)', globals: es };
export const FitsCanada: Story = { name: 'Fits (C$)', globals: canada };
export const Over: Story = { name: 'Over', args: { monthly: 26200 } };
export const OverEs: Story = { name: 'Over (es)', args: { monthly: 26200 }, globals: es };
export const OverCanada: Story = { name: 'Over (C$)', args: { monthly: 26200 }, globals: canada };
export const NoneLeft: Story = { name: 'Approved, nothing left', args: { decision: { ...APPROVED, remainingLeasingPower: 0 } } };
export const NotApproved: Story = {
  name: 'Not approved (pending)',
  args: { decision: { approvalDetermination: 'PendingVerification', tierIsApproved: false } },
};
export const NotApprovedEs: Story = { ...NotApproved, name: 'Not approved (pending, es)', globals: es };
export const SignedOut: Story = { name: 'Signed out', args: { decision: null } };
