import { useEffect, useRef, useState, type FormEvent } from 'react';
import { endpoint } from '../../src/core/config';
import { formCsrfToken } from '../../src/core/csrf';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { warnOnce } from '../../src/core/warn';
import { announce } from '../../src/ui/announce';
import { getSafeFragment } from '../../src/ui/safe-fragment';
import type { attributes } from './element';
import { messages } from './messages';
import { ITEM, itemQuantity, setItemUrl, setLines, SWATCH, swatchQuery } from './set-items';
import { refocus, swapItem } from './swap-item';

/**
 * A product set list with 'add all to cart' (SPEC 2.8, 7.5, 5.4). The items are the server's
 * markup, moved (not copied) into the widget so islands inside stay live. Choosing a swatch of an
 * item loads that item again with GET {getSetItem}{swatch query}&Quantity={n} (sanitized) and puts
 * it in place of the old one; 'Add all to cart' posts every item's pid and Quantity in one form.
 */
export function ProductSet({ action, csrfToken, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  // Read before React's first commit empties the element.
  const [server] = useState(() => [...element.childNodes]);
  const box = useRef<HTMLDivElement>(null);
  const fields = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = box.current;
    if (!root) return;
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
      if (!swatch || !item || !root.contains(item) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = endpoint('getSetItem');
      const query = swatchQuery(swatch);
      if (!url || !query) return;
      event.preventDefault();
      void choose(item, swatch, query, url);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
    // t is rebuilt each render from the same page config.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!action) warnOnce("<lto-product-set> has no action: no 'Add all to cart' button");
  }, [action]);

  /** The fields are written at submit time: items, quantities and the session's token change until then. */
  const fillFields = (event: FormEvent<HTMLFormElement>) => {
    const lines = box.current ? setLines(box.current) : [];
    if (lines.length === 0 || !fields.current) {
      event.preventDefault();
      return;
    }
    const token = formCsrfToken(csrfToken);
    fields.current.replaceChildren(
      ...lines.flatMap(({ pid, quantity }) => [hidden('pid', pid), hidden('Quantity', String(quantity))]),
      ...(token ? [hidden('csrf_token', token)] : []),
    );
  };

  return (
    <div className="lto-product-set">
      <div
        ref={(node) => {
          box.current = node;
          // The server's own nodes, moved in once, so the items and their islands stay live.
          if (node) for (const child of server) if (child.parentNode !== node) node.append(child);
        }}
      />
      {action ? (
        <form className="lto-product-set__add-all" method="post" action={action} onSubmit={fillFields}>
          <div ref={fields} hidden />
          <button type="submit" className="lto-button lto-button--primary">
            {t('productSet.addAll')}
          </button>
        </form>
      ) : null}
    </div>
  );
}

function hidden(name: string, value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = name;
  input.value = value;
  return input;
}
