import { getFragment } from '../../src/core/api';
import { loadSanitizer } from '../../src/ui/safe-fragment';
import { suggestionLinks, type Suggestion } from './suggestion-links';
import { useAnswers } from './use-answers';

export { SUGGEST_DEBOUNCE_MS } from './use-answers';
/** A suggestion this late is no longer about what the shopper is typing: give up on it. */
export const SUGGEST_TIMEOUT_MS = 5000;

/** GET {searchsuggest}?q= (SPEC 7.6): its HTML sanitized, read as suggestions; an empty body is none. */
async function fetchSuggestions(url: string, q: string): Promise<Suggestion[]> {
  const [html, { sanitizeToNodes }] = await Promise.all([getFragment(url, { q }, { htmlOnly: true, timeoutMs: SUGGEST_TIMEOUT_MS }), loadSanitizer()]);
  return html.trim() ? suggestionLinks(sanitizeToNodes(html)) : [];
}

const NONE: readonly Suggestion[] = [];

/**
 * The legacy mode's suggestions for what is in the box (SPEC 7.6), as use-answers.ts asks and
 * keeps them. Nothing is asked without `url` (no endpoint in the config block, or hosted search on).
 */
export function useSuggestions(url: string | undefined, query: string): { shown: readonly Suggestion[]; answered: boolean } {
  return useAnswers(`legacy ${url}`, url === undefined ? undefined : (q) => fetchSuggestions(url, q), query, NONE);
}
