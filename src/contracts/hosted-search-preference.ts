/**
 * The config block preference (`preferences`) that turns the header's hosted search on (SPEC 2.2,
 * 7.6): true asks the hosted search service (endpoints hostedSearch and hostedSearchInsights,
 * contracts/hosted-search.ts); anything else keeps the legacy {searchsuggest} mode. Apart from the
 * answer's schema so that reading it costs a page nothing.
 */
export const HOSTED_SEARCH_PREFERENCE = 'hostedSearchEnabled';
