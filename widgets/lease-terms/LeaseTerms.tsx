import { useEffect, useMemo, useRef, useState } from 'react';
import { TERM_CHANGE_EVENT } from '../../src/contracts/product-events';
import { RealTimePricingAnswerSchema } from '../../src/contracts/real-time-pricing';
import { getJSON } from '../../src/core/api';
import { endpoint, getConfig } from '../../src/core/config';
import { emit } from '../../src/core/events';
import { translator } from '../../src/core/i18n';
import type { WidgetProps } from '../../src/core/define';
import { currentZip } from '../../src/core/store/location-actions';
import { selectedSchedule, selectedTerm, selectSchedule, selectTerm } from '../../src/core/store/selection-actions';
import { getStore } from '../../src/core/store';
import { useLtoStore } from '../../src/core/store/use-store';
import { warnOnce } from '../../src/core/warn';
import { announce } from '../../src/ui/announce';
import { activeTerm, leaseTermLabel } from '../../src/pricing';
import type { attributes } from './element';
import { LeaseTermsBody, priceText, wasRateFor } from './LeaseTermsBody';
import { messages } from './messages';
import { priceableTerms, quoteFor, withRealTimePricing, type Pricing, type Schedule } from './pricing';
import { useServerIdPrefix } from '../../src/ui/server-ids';

/**
 * The product page's lease terms (SPEC 2.8, 3.2, 4.7, 9.1): term tabs 'N MONTHS', shortest first,
 * exactly one selected (the server's active term at first); weekly / monthly tabs where the term
 * has weekly pricing. Choosing recalculates the price, today's payment, total cost of ownership and
 * cost of lease service, keeps the term in the store bus (leaseTerm for starting a lease) and says
 * the new price politely. Real-time pricing, when the platform offers it, replaces the rates.
 */
export function LeaseTerms({ pid, variant, pricing: serverPricing, wasMonthly, element }: WidgetProps<typeof attributes>) {
  const config = getConfig();
  const t = translator(messages, config);
  const idPrefix = useServerIdPrefix(element, 'lto-terms-');
  const [pricing, setPricing] = useState<Pricing>(serverPricing);
  // Kept in the store, as the term is: a variant change draws the terms anew, and the schedule stays.
  const schedule: Schedule = useLtoStore((state) => selectedSchedule(state, pid));
  const zip = useLtoStore(currentZip);
  const serverTerm = activeTerm(serverPricing.terms)!.term;
  const chosen = useLtoStore((state) => selectedTerm(state, pid, serverTerm));

  useEffect(() => setPricing(serverPricing), [serverPricing]);

  const terms = useMemo(() => priceableTerms(pricing), [pricing]);
  useEffect(() => {
    const left = pricing.terms.length - terms.length;
    if (left > 0) warnOnce(`<lto-lease-terms> left out ${left} lease term(s) that cannot be priced`);
  }, [pricing, terms]);

  // Real-time pricing replaces the server's rates when the platform has it; a failure keeps them.
  // Asked for the variant the server priced, so an answer from the same source changes nothing.
  const realTimeUrl = config.urls['realTimePricing'];
  const pricedPid = variant || pid;
  useEffect(() => {
    if (!realTimeUrl) return;
    let current = true;
    getJSON(realTimeUrl, { pid: pricedPid, zipCode: zip }, RealTimePricingAnswerSchema).then(
      (fresh) => current && setPricing(withRealTimePricing(serverPricing, fresh)),
      () => warnOnce('<lto-lease-terms> real-time pricing failed: showing the server prices'),
    );
    return () => {
      current = false;
    };
  }, [realTimeUrl, pricedPid, zip, serverPricing]);

  const term = terms.find((candidate) => candidate.term === chosen) ?? terms.find((candidate) => candidate.term === serverTerm) ?? terms[0]!;
  const shown = quoteFor(term, schedule, pricing.cashPrice)!;

  // Say the new price after the shopper chose a term or schedule, once it is drawn; not when the
  // figures change by themselves (real-time pricing, a variant's new content).
  const shopperChose = useRef(false);
  const text = `${leaseTermLabel({ months: term.term }, config) ?? ''}: ${priceText(shown, config)}`;
  useEffect(() => {
    if (!shopperChose.current) return;
    shopperChose.current = false;
    announce(text);
  }, [text]);

  const chooseTerm = (months: number) => {
    if (months === selectedTerm(getStore().getState(), pid, serverTerm)) return;
    shopperChose.current = true;
    selectTerm(pid, months);
    emit(element, TERM_CHANGE_EVENT, { product: pid, term: months });
  };

  const chooseSchedule = (next: Schedule) => {
    if (next === schedule) return;
    shopperChose.current = true;
    selectSchedule(pid, next);
  };

  return (
    <LeaseTermsBody
      pricing={pricing}
      terms={terms}
      shown={shown}
      wasRate={wasRateFor(shown, wasMonthly)}
      t={t}
      format={config}
      idPrefix={idPrefix}
      onTerm={chooseTerm}
      onSchedule={chooseSchedule}
    />
  );
}
