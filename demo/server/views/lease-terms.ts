import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import { translator } from '../../../src/core/i18n.js';
import { LeaseTermsBody } from '../../../widgets/lease-terms/LeaseTermsBody.js';
import { messages } from '../../../widgets/lease-terms/messages.js';
import { PricingSchema, priceableTerms, quoteFor } from '../../../widgets/lease-terms/pricing.js';
import type { LeaseTerm, Product } from '../data/types.js';
import type { ViewContext } from './context.js';
import { html, raw, type Html } from './html.js';
import { widgetConfig } from './widget-config.js';

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

/** A term as SPEC 3.2 spells a lease term entry, with its weekly option in the real-time pricing names. */
export function termEntry(term: LeaseTerm) {
  return {
    Term: term.term,
    LeaseRate: dollars(term.leaseRate),
    AdvoLeaseRate: dollars(term.advoLeaseRate),
    FirstPaymentAmount: dollars(term.firstPayment),
    Active: term.active,
    numberOfWeeklyPayments: term.weekly?.numberOfWeeklyPayments ?? null,
    advoLeaseRateWeekly: dollars(term.weekly?.advoLeaseRateWeekly ?? null),
    nonAdvoLeaseRateWeekly: dollars(term.weekly?.nonAdvoLeaseRateWeekly ?? null),
  };
}

/**
 * <lto-lease-terms> for a product priced for the chosen colour: the pricing attribute from the
 * database, and inside it the widget's own markup for the active term, so nothing moves when it
 * mounts. Data the widget would refuse (no active term, a zero rate) renders no tag at all: the
 * page then has no lease price rather than a wrong one.
 */
export function leaseTermsTag(ctx: ViewContext, product: Product): Html {
  const input = { cashPrice: dollars(product.cash), terms: product.terms.map(termEntry) };
  const parsed = v.safeParse(PricingSchema, input);
  if (!parsed.success) return html``;
  const config = widgetConfig(ctx.site);
  const terms = priceableTerms(parsed.output);
  const active = terms.find((term) => term.active)!;
  const body = renderToStaticMarkup(
    createElement(LeaseTermsBody, {
      pricing: parsed.output,
      terms,
      shown: quoteFor(active, 'monthly', parsed.output.cashPrice)!,
      t: translator(messages, config),
      format: config,
      idPrefix: `terms-${product.pid}`,
    }),
  );
  return html`<lto-lease-terms pid="${product.pid}" pricing="${JSON.stringify(input)}">${raw(body)}</lto-lease-terms>`;
}
