import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeAccount } from '../core/store/account-actions';
import { writeConfig } from '../../testing/widget-page';
import { LeasingPowerFit } from './LeasingPowerFit';

const APPROVED = { approvalDetermination: 'Approved', tierIsApproved: true, remainingLeasingPower: 250, expirationDateValue: null };

describe('<LeasingPowerFit>', () => {
  it("says a payment fits an approved shopper's Leasing Power, from the page's config block", () => {
    writeConfig({ decision: APPROVED });
    const { container } = render(<LeasingPowerFit monthly={4999} />);
    expect(screen.getByText('Fits your $250.00/mo Leasing Power')).toHaveClass('lto-leasing-power', 'lto-leasing-power--fits');
    expect(container.children).toHaveLength(1);
  });

  it('says by how much a payment is over, in Spanish on the Spanish site and in C$ on the Canadian one', () => {
    writeConfig({ locale: 'es-US', decision: APPROVED });
    const { unmount } = render(<LeasingPowerFit monthly={26200} />);
    expect(screen.getByText('$12.00/mes por encima de tu Poder de Arrendamiento')).toHaveClass('lto-leasing-power--over');
    unmount();
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', decision: { ...APPROVED, remainingLeasingPower: 0 } });
    render(<LeasingPowerFit monthly={4999} />);
    expect(screen.getByText('C$49.99/mo over your Leasing Power')).toBeInTheDocument();
  });

  it.each([
    ['signed out (no decision)', undefined],
    ['pending', { approvalDetermination: 'PendingVerification', tierIsApproved: false, remainingLeasingPower: 250 }],
    ['denied', { approvalDetermination: 'Denied', tierIsApproved: false }],
    ['approved without an amount', { ...APPROVED, remainingLeasingPower: null }],
    ['a negative amount', { ...APPROVED, remainingLeasingPower: -5 }],
    ['an amount that is not money', { ...APPROVED, remainingLeasingPower: '250' }],
    ['an expired approval', { ...APPROVED, expirationDateValue: '2020-01-31' }],
  ])('%s: shows nothing', (_, decision) => {
    writeConfig(decision === undefined ? {} : { decision });
    const { container } = render(<LeasingPowerFit monthly={4999} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing for a payment that is not an amount', () => {
    writeConfig({ decision: APPROVED });
    for (const monthly of [undefined, 0, -100, Number.NaN, 12.5]) {
      const { container, unmount } = render(<LeasingPowerFit monthly={monthly} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('follows a sign-in and a sign-out on the page (or in another tab) at once', () => {
    writeConfig({});
    const { container } = render(<LeasingPowerFit monthly={4999} />);
    expect(container).toBeEmptyDOMElement();
    act(() => changeAccount({ signedIn: true, decision: { ...APPROVED, remainingLeasingPower: 40 } }));
    expect(screen.getByText('$9.99/mo over your Leasing Power')).toBeInTheDocument();
    act(() => changeAccount({ signedIn: false, decision: null }));
    expect(container).toBeEmptyDOMElement();
  });
});
