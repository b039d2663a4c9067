import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { warnOnce } from '../../src/core/warn';
import { announce } from '../../src/ui/announce';
import { CsrfField, refreshCsrfField } from '../../src/ui/CsrfField';
import { getSafeFragment } from '../../src/ui/safe-fragment';
import { adoptServerNodes, readServerNodes, type ServerNodes } from '../../src/ui/server-nodes';
import type { attributes } from './element';
import { messages } from './messages';
import { ITEM, itemQuantity, serverItems, setItemUrl, SWATCH, swatchQuery, writeLines } from './set-items';
import { refocus, swapItem } from './swap-item';

/**
 * A product set list with 'add all to cart' (SPEC 2.8, 7.5, 5.4), over the server's form
 * (README "Server markup"): the widget draws the form, its list and its button as the server did,
 * and keeps the server's items themselves (moved, not copied, so islands inside stay live and
 * what the shopper typed stays). Choosing a swatch of an item loads that item again with
 * GET {getSetItem}{swatch query}&Quantity={n} (sanitized) and puts it in place of the old one;
 * 'Add all to cart' posts the form, every item's pid and Quantity tidied first.
 */
export function ProductSet({ action, csrfToken, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  // Read before the runtime removes the server's markup.
  const [items] = useState<ServerNodes>(() => readServerNodes(serverItems(element)));
  const [list, setList] = useState<HTMLUListElement | null>(null);

  useEffect(() => {
    if (!list) return;
    /** The latest swatch asked for per item: an answer for one the shopper moved past is dropped. */
    const latest = new WeakMap<Element, object>();

    const choose = async (item: Element, swatch: Element, query: string, url: string) => {
      const ticket = {};
      latest.set(item, ticket);
      item.setAttribute('aria-busy', 'true');
      const clicked = { query: swatch.getAttribute('data-lto-set-swatch'), href: swatch.getAttribute('href') };
      try {
        const safe = await getSafeFragment(setItemUrl(url, query), { Quantity: itemQuantity(item) });
        if (latest.get(item) !== ticket || !item.isConnected) return;
        const fresh = swapItem(item, safe);
        if (!fresh) throw new Error('empty item');
        refocus(fresh, clicked);
      } catch {
        if (latest.get(item) !== ticket) return;
        item.removeAttribute('aria-busy');
        // The item stays as it was; the shopper hears why nothing changed and may try again.
        warnOnce('<lto-product-set> getSetItem request failed or gave no item: keeping the item');
        announce(t('productSet.itemFailed'));
      }
    };

    const onClick = (event: MouseEvent) => {
      const swatch = (event.target as Element | null)?.closest?.(SWATCH);
      const item = swatch?.closest(ITEM);
      // A new tab or window (modifier keys, middle button) opens the swatch's own page.
      if (!swatch || !item || !list.contains(item) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = endpoint('getSetItem');
      const query = swatchQuery(swatch);
      if (!url || !query) return;
      event.preventDefault();
      void choose(item, swatch, query, url);
    };
    list.addEventListener('click', onClick);
    return () => list.removeEventListener('click', onClick);
    // t is rebuilt each render from the same page config.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list]);

  useEffect(() => {
    if (!action) warnOnce("<lto-product-set> has no action: no 'Add all to cart' button");
  }, [action]);

  const adopt = useCallback(
    (node: HTMLUListElement | null) => {
      if (node) adoptServerNodes(node, items);
      setList(node);
    },
    [items],
  );
  const listElement = <ul className="lto-product-set__items" ref={adopt} />;

  if (!action) return <div className="lto-product-set">{listElement}</div>;

  /** The items and quantities are what they are now: each item's fields are set from them as the form goes. */
  const tidy = (event: FormEvent<HTMLFormElement>) => {
    if (writeLines(event.currentTarget) === 0) event.preventDefault();
    else refreshCsrfField(event.currentTarget);
  };

  return (
    <form className="lto-product-set" method="post" action={action} onSubmit={tidy}>
      {listElement}
      <CsrfField token={csrfToken} />
      <button type="submit" className="lto-button lto-button--primary lto-product-set__add-all">
        {t('productSet.addAll')}
      </button>
    </form>
  );
}
