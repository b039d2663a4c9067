import { endpointPaths } from '../../../src/contracts/endpoint-paths.js';

/**
 * The header search's endpoint of the config block (SPEC 7.6), spread into its `urls`: the route
 * and the views both take its path from here.
 *   searchsuggest: GET ?q= -> suggestion HTML (views/search-suggestions.ts); an empty body when
 *   nothing matches.
 *   hostedSearch, hostedSearchInsights: the hosted search service's stand-in (routes/hosted-search.ts),
 *   which widgets ask only where the hostedSearchEnabled preference is on.
 */
export const SEARCH_URLS = endpointPaths('searchsuggest', 'hostedSearch', 'hostedSearchInsights');
