import * as v from 'valibot';
import { HostedAnswerSchema, type HostedAnswer } from '../../src/contracts/hosted-search';
import { getJSON } from '../../src/core/api';
import { warnOnce } from '../../src/core/warn';

/** The service's answer for `query`, its links kept to this site. */
export interface HostedView extends HostedAnswer {
  query: string;
}

/** As legacy mode's SUGGEST_TIMEOUT_MS: an answer this late is no longer about what is typed (not imported: it would tie this chunk to the widget's). */
const TIMEOUT_MS = 5000;

/** More would not fit the panel, and another company's answer is not trusted to be short. */
const MAX_PER_GROUP = { suggestions: 6, categories: 4, products: 6 };

/** `href` resolved against the page when it stays on this site, else null (a link elsewhere is left out). */
function onThisSite(href: string): string | null {
  try {
    const url = new URL(href, document.baseURI);
    return url.origin === new URL(document.baseURI).origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * GET {hostedSearch}?q=&locale= (contracts/hosted-search.ts), read with its schema. An answer
 * that fails, is late (5 s) or is not JSON shows nothing and says nothing; JSON of the wrong
 * shape is another company's contract broken, so it is said once in the console (and shown as
 * nothing). Links and pictures that leave this site are dropped: the panel only leads to the
 * site's own pages.
 */
export async function fetchHostedAnswer(url: string, query: string, locale: string): Promise<HostedView> {
  const json = await getJSON(url, { q: query, locale }, v.unknown(), { timeoutMs: TIMEOUT_MS });
  const parsed = v.safeParse(HostedAnswerSchema, json);
  if (!parsed.success) {
    warnOnce('<lto-header-search>: the hosted search service answered in a shape it does not know: ignored');
    throw new Error('hosted search answer of the wrong shape');
  }
  const answer = parsed.output;
  const linked = <T extends { url: string }>(list: T[], max: number) =>
    list.flatMap((item) => {
      const href = onThisSite(item.url);
      return href ? [{ ...item, url: href }] : [];
    }).slice(0, max);
  return {
    query,
    queryID: answer.queryID,
    suggestions: answer.suggestions.slice(0, MAX_PER_GROUP.suggestions),
    categories: linked(answer.categories, MAX_PER_GROUP.categories),
    products: linked(answer.products, MAX_PER_GROUP.products).map((product) => ({ ...product, image: product.image ? (onThisSite(product.image) ?? undefined) : undefined })),
    redirect: answer.redirect ? onThisSite(answer.redirect) : null,
  };
}
