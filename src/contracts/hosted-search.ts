import * as v from 'valibot';

/**
 * The hosted search service (SPEC 2.2, 7.6, 7.9): an external service the header search asks
 * instead of {searchsuggest} where the platform turns hosted search on (config block preference
 * `hostedSearchEnabled`, endpoints `hostedSearch` and `hostedSearchInsights`). <lto-header-search>
 * reads its answers with these schemas; the demo's stand-in (demo/server/routes/hosted-search.ts)
 * answers them and parses the insight events with them. Extra fields are ignored.
 *
 * GET {hostedSearch}?q={query}&locale={locale}: what the panel shows for a query (an empty q asks
 * for the popular searches):
 *   { queryID, suggestions: [{query}], categories: [{id, name, url}],
 *     products: [{objectID, name, url, image?, brand?, price?}], redirect? }
 * queryID names this search for the insight events and the results page (?queryID=). redirect is
 * a page the service is configured to send this query to (a search for 'stores' to the store
 * locator, say): a search of it goes there with ?redirect=true&queryID={queryID}.
 */
const Text = v.pipe(v.string(), v.trim(), v.nonEmpty());

export const HostedSuggestionSchema = v.object({ query: Text });
export const HostedCategorySchema = v.object({ id: Text, name: Text, url: Text });
export const HostedProductSchema = v.object({
  objectID: Text,
  name: Text,
  url: Text,
  image: v.optional(v.string()),
  brand: v.optional(v.string()),
  /** The price text as the site shows it ('$24.99/mo.'), already formatted by the service. */
  price: v.optional(v.string()),
});

export const HostedAnswerSchema = v.object({
  queryID: Text,
  suggestions: v.array(HostedSuggestionSchema),
  categories: v.array(HostedCategorySchema),
  products: v.array(HostedProductSchema),
  redirect: v.optional(v.nullable(v.string())),
});

export type HostedSuggestion = v.InferOutput<typeof HostedSuggestionSchema>;
export type HostedCategory = v.InferOutput<typeof HostedCategorySchema>;
export type HostedProduct = v.InferOutput<typeof HostedProductSchema>;
export type HostedAnswer = v.InferOutput<typeof HostedAnswerSchema>;

/**
 * POST {hostedSearchInsights}, a JSON body, one event (the answer is not read):
 *   { eventType: 'init' }: the search panel's code started on this page;
 *   { eventType: 'conversion', eventName, queryID, objectIDs, positions }: the shopper chose these
 *   products of the search queryID (SPEC 7.6 'object ids converted after search'), positions 1-based.
 * No query text and nothing about the shopper goes with them.
 */
export const HostedInsightSchema = v.variant('eventType', [
  v.object({ eventType: v.literal('init') }),
  v.object({
    eventType: v.literal('conversion'),
    eventName: v.pipe(v.string(), v.maxLength(64)),
    queryID: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
    objectIDs: v.pipe(v.array(v.pipe(v.string(), v.nonEmpty(), v.maxLength(64))), v.minLength(1), v.maxLength(20)),
    positions: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(20)),
  }),
]);

export type HostedInsight = v.InferOutput<typeof HostedInsightSchema>;
