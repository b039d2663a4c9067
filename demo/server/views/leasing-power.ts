import { fitsLeasingPower, leasingPowerFitText, remainingLeasingPower } from '../../../src/pricing/index.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

/**
 * Under a monthly payment, for a signed-in approved shopper: whether it fits what is left of their
 * Leasing Power (issue 23), as src/ui/LeasingPowerFit.tsx draws it. Nothing for anyone else, or
 * for a payment or decision that is not an amount.
 */
export function leasingPowerLine(ctx: ViewContext, monthlyCents: number | null): Html | '' {
  if (monthlyCents === null || monthlyCents <= 0 || !ctx.account.email) return '';
  const remaining = remainingLeasingPower(ctx.account.decision?.());
  const fit = remaining === undefined ? undefined : fitsLeasingPower(monthlyCents, remaining);
  const text = leasingPowerFitText(fit, ctx.site);
  return fit && text ? html`<p class="lto-leasing-power lto-leasing-power--${fit.fits ? 'fits' : 'over'}">${text}</p>` : '';
}
