import { useEffect, useState } from 'react';
import { HOSTED_SEARCH_PREFERENCE } from '../../src/contracts/hosted-search-preference';
import { endpoint, getConfig } from '../../src/core/config';
import type { HostedView } from './hosted-answer';
import type { Item } from './options';
import { useAnswers } from './use-answers';

type HostedModule = typeof import('./hosted');

/** The hosted search service's URL where the platform turned hosted search on (else the legacy mode). */
export function hostedSearchUrl(): string | undefined {
  return getConfig().preferences[HOSTED_SEARCH_PREFERENCE] === true ? endpoint('hostedSearch') : undefined;
}

/** What the box needs of the hosted mode once its code is here. */
export interface Hosted {
  /** The options for the box's text and these recent searches (hosted-options.ts). */
  items(recent: readonly string[]): Item[];
  /** The service answered what is typed with no product. */
  noProducts: boolean;
  /** The service's answer to what is typed is here (the options are its, not a stand-in). */
  answered: boolean;
  /**
   * The service's queryID and redirect for a search of `query`: at once when its answer is here;
   * else once it comes (asked now if it was not yet), for at most SUBMIT_WAIT_MS; else undefined.
   */
  answerFor(query: string): Promise<Pick<HostedView, 'queryID' | 'redirect'> | undefined>;
  /** The insight event of a product chosen. */
  converted(item: Extract<Item, { kind: 'product' }>): void;
  Groups: HostedModule['HostedGroups'];
}

/**
 * How long a search submitted before its answer is here waits for it: the answer may send
 * the search elsewhere (a configured redirect: 'stores' to the store locator), which is worth a
 * moment, not a stalled box when the service is slow.
 */
export const SUBMIT_WAIT_MS = 500;

/**
 * The hosted mode (SPEC 2.2, 7.6): its code (hosted.ts: the answer's schema, the grouped panel,
 * the insight events) is fetched only where it is on, when the widget starts, that is when the
 * shopper first focuses or points at the box; the service's 'init' insight goes then. Until it is
 * here, and without `url`, there is no hosted mode (undefined): the box offers its recent searches.
 */
export function useHosted(url: string | undefined, value: string): Hosted | undefined {
  const [code, setCode] = useState<HostedModule>();
  useEffect(() => {
    if (!url) return;
    let live = true;
    import('./hosted').then(
      (loaded) => {
        if (!live) return;
        setCode(loaded);
        const insights = endpoint('hostedSearchInsights');
        if (insights) loaded.initInsights(insights);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [url]);
  const locale = getConfig().locale;
  const ask = code && url ? (q: string) => code.fetchHostedAnswer(url, q, locale) : undefined;
  const { shown: view, awaited } = useAnswers<HostedView | undefined>(`hosted ${url}`, ask, value, undefined, true);
  if (!code || !url) return undefined;

  const q = value.trim();
  const current = view?.query === q ? view : undefined;
  return {
    items: (recent) => code.hostedItems(view, recent, value),
    noProducts: q !== '' && current !== undefined && current.products.length === 0,
    answered: current !== undefined,
    answerFor: async (query) => {
      const found = view?.query === query ? view : await awaited(query, SUBMIT_WAIT_MS);
      return found?.query === query ? found : undefined;
    },
    converted: (item) => {
      const insights = endpoint('hostedSearchInsights');
      if (insights && view) code.convertedAfterSearch(insights, view.queryID, item.product.objectID, item.position);
    },
    Groups: code.HostedGroups,
  };
}
