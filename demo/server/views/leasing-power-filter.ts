import { remainingLeasingPower } from '../../../src/pricing/index.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';

const TOGGLE = { en: 'Fits my Leasing Power', es: 'Cabe en mi Poder de Arrendamiento' } as const;

/**
 * The listing's 'Fits my Leasing Power' toggle (issue 23), the server markup of
 * <lto-leasing-power-filter> (its README): off, for a signed-in approved shopper; an empty tag for
 * everyone else, so that a sign-in in another tab can still bring it. The page has one feed of
 * tiles, so the tag names none (no `for`): it filters the page's.
 */
export function leasingPowerFilter(ctx: ViewContext): Html {
  const approved = Boolean(ctx.account.email) && remainingLeasingPower(ctx.account.decision?.()) !== undefined;
  return html`<lto-leasing-power-filter>${
    approved
      ? html`<div class="lto-leasing-power-filter"><button type="button" class="lto-leasing-power-filter__toggle" aria-pressed="false" data-lto-needs-script>${
          TOGGLE[ctx.site.lang]
        }</button><p class="lto-leasing-power-filter__count" role="status"></p></div>`
      : ''
  }</lto-leasing-power-filter>`;
}
