/**
 * # src/pricing — lease pricing (SPEC 9.1, 3.2, 1)
 *
 * Pure functions: no DOM, no config reads, no side effects. Callers pass the page's
 * `{ locale, currency }` (from `getConfig()` in a widget, from the site in the demo server).
 *
 * ## Units
 * - **Money is `Cents`**: a safe integer number of cents of the page currency (4999 is $49.99).
 *   Never a float of dollars, never NaN. Sums and products of cents are exact integers, so a total
 *   cost of ownership is exactly rate × payments, to the cent.
 * - **Counts are whole numbers**: `term` is months (one payment a month), `numberOfWeeklyPayments`
 *   is weeks (one payment a week).
 * - **Currency** is only a label: 'USD' shows '$', anything else 'C$' (`currencyFromCode` maps a
 *   server currencycode). No conversion happens here; amounts are already in the page currency.
 *
 * ## Getting cents from a server
 * - JSON numbers of dollars: `dollarsToCents(49.99)` → 4999 (rounded to the nearest cent).
 * - US-formatted strings: `parseMoney('$1,234.56')` → 123456; also 'C$49.99', '49.9', ' $ 12.00 '.
 *   European forms ('1.234,56'), three decimals and garbage give undefined (never NaN).
 * - Whole answers: `v.safeParse(LeaseTermsSchema, json)`, `RealTimePricingSchema`,
 *   `VariantWeeklySchema` accept numbers or strings and output cents in the shape below.
 *
 * ## The math (SPEC 9.1)
 * - `effectiveRate(leaseRate, advo)`: the discounted (advo) rate when it is present, > 0 and lower.
 * - `totalCostOfOwnership(rate, payments)` = rate × payments.
 * - `costOfLeaseService(tco, cash)` = tco − cash, not clamped (negative when a promotion makes the
 *   lease cheaper than cash; the caller decides how to show that).
 * - `activeTerm(terms)`: the first term with `active: true`, else undefined.
 * - `leaseQuote(term, cash)` / `weeklyQuote(weekly, cash)`: everything a price block shows, or
 *   undefined when the data cannot price a lease (no active term, zero or negative rate, bad
 *   amounts). On undefined a widget keeps the server-rendered price: never a NaN or blank price.
 *
 * ## Texts (en, es)
 * `monthlyPriceText`, `ownItInMonthsText`, `weeklyPriceText`, `ownItInWeeksText`, `easyPayText`,
 * `leaseTermLabel`, `formatPrice`, `leasingPowerFitText` (with `fitsLeasingPower`, issue 23): each returns a string, or undefined for values that cannot be
 * shown (the caller keeps the server's text). Their wording is the catalogue of wording.ts; the
 * config block's `resources` change it under the same keys ('price.perMonth', ...), as they do
 * any widget text. This folder depends on nothing else of the runtime (config, store, React).
 *
 * @example
 * const term = activeTerm(v.parse(LeaseTermsSchema, json));
 * const quote = term && leaseQuote(term, cashPrice);
 * const text = quote && monthlyPriceText({ rate: quote.rate, months: quote.payments }, getConfig());
 */

export { dollarsToCents, isCents, parseMoney, sumCents, toCents, type Cents } from './cents';
export {
  activeTerm,
  costOfLeaseService,
  effectiveRate,
  leaseQuote,
  sortTerms,
  totalCostOfOwnership,
  weeklyQuote,
  type LeaseQuote,
  type LeaseTerm,
  type Quote,
  type WeeklyPricing,
} from './lease';
export {
  CountSchema,
  FlagSchema,
  LeaseTermSchema,
  LeaseTermsSchema,
  MoneySchema,
  OptionalCountSchema,
  OptionalMoneySchema,
  RealTimePricingSchema,
  VariantWeeklySchema,
  type RealTimePricing,
} from './schemas';
export {
  currencyFromCode,
  easyPayText,
  formatPrice,
  leaseTermLabel,
  monthlyPriceText,
  ownItInMonthsText,
  ownItInWeeksText,
  weeklyPriceText,
  type PriceCurrency,
  type PriceFormat,
} from './texts';
export { fitsLeasingPower, leasingPowerFitText, remainingLeasingPower, type LeasingPowerFit } from './leasing-power';
export { currencySymbol, formatCents, formatWholeUnits } from './money';
export { formatFixed } from './digits';
export { PRICE_WORDING, priceWords, type PriceWordingKey } from './wording';
