import type { MouseEvent, ReactNode } from 'react';
import type { Translate } from '../../src/core/i18n';
import type { MessageKey } from './messages';
import type { Item } from './options';

type Group = 'recent' | 'query' | 'category' | 'product';

const GROUPS: readonly { kind: Group; label: MessageKey; left: boolean }[] = [
  { kind: 'recent', label: 'search.recent', left: true },
  { kind: 'query', label: 'search.querySuggestions', left: true },
  { kind: 'category', label: 'search.categories', left: true },
  { kind: 'product', label: 'search.products', left: false },
];

export interface HostedGroupsProps {
  items: readonly Item[];
  active: number;
  idPrefix: string;
  optionId(index: number): string;
  t: Translate<MessageKey>;
  onChoose(item: Item): void;
  keepFocus(event: MouseEvent): void;
  /** options.ts's, passed in: importing them would split them into a chunk of their own. */
  keyOf(item: Item): string;
  labelOf(item: Item): string;
  /** The pointer's 'x' that removes a recent search (the widget's, as legacy mode draws it). */
  removeRecent(query: string): ReactNode;
}

/**
 * The hosted panel's listbox content (SPEC 2.2): its options in groups (APG listbox with grouped
 * options), each group named by its heading. The left section (recent searches, query suggestions,
 * categories) sits beside the products on a wide screen, above them on a narrow one; a group with
 * nothing in it is not drawn, and with none of the left's the products take the whole panel (the
 * CSS reads which groups are there). The options keep their places in the one set the arrow keys
 * move through.
 */
export function HostedGroups({ items, active, idPrefix, optionId, t, onChoose, keepFocus, keyOf, labelOf, removeRecent }: HostedGroupsProps) {
  return GROUPS.map(({ kind, label, left }) => {
    const members = items.flatMap((item, index) => (item.kind === kind ? [{ item, index }] : []));
    if (members.length === 0) return null;
    const headingId = `${idPrefix}group-${kind}`;
    return (
      // The li is the listbox's grid cell and nothing more (an li may not be a group): the group is inside it.
      <li key={kind} role="presentation" className={`lto-header-search__group lto-header-search__group--${left ? 'left' : 'products'}`}>
        <div role="group" aria-labelledby={headingId}>
          <div id={headingId} role="presentation" className="lto-header-search__group-label">
            {t(label)}
          </div>
          {members.map(({ item, index }) => (
            <div
              key={keyOf(item)}
              id={optionId(index)}
              className={`lto-header-search__option lto-header-search__option--${item.kind}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={keepFocus}
              onClick={() => onChoose(item)}
            >
              {item.kind === 'product' && <img className="lto-header-search__image" src={item.product.image || undefined} alt="" width={48} height={48} hidden={!item.product.image} />}
              <span className="lto-header-search__label">
                {labelOf(item)}
                {item.kind === 'product' && (item.product.brand || item.product.price) && (
                  <span className="lto-header-search__meta">{[item.product.brand, item.product.price].filter(Boolean).join(' · ')}</span>
                )}
              </span>
              {item.kind === 'recent' && removeRecent(item.query)}
            </div>
          ))}
        </div>
      </li>
    );
  });
}
