import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { SEARCH_SUGGESTION_EVENT } from '../../src/contracts/search-events';
import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { emit } from '../../src/core/events';
import { translator } from '../../src/core/i18n';
import { announce } from '../../src/ui/announce';
import { warmSanitizer } from '../../src/ui/safe-fragment';
import type { attributes } from './element';
import { hostedSearchUrl, useHosted } from './use-hosted';
import { messages } from './messages';
import { keyOf, labelOf, type Item } from './options';
import { forgetAllSearches, forgetSearch, readRecentSearches, rememberSearch } from './recent-searches';
import { redirectUrl, searchUrl } from './search-url';
import { useSuggestions } from './use-suggestions';

/**
 * How long the typing pauses before what the list holds is said: not at each keystroke, where
 * every count would cut into the screen reader's echo of the letters typed.
 */
const TYPING_PAUSE_MS = 700;

/**
 * The header search box (SPEC 2.2, 7.6) as an APG combobox with a listbox popup, over the server's
 * search form (which submits without script). In legacy mode what is typed asks {searchsuggest}
 * for suggestions; where hosted search is on, the hosted search service answers query
 * suggestions, categories and products, drawn in groups (hosted-panel.tsx, loaded only then). An
 * empty box offers the recent searches. Arrow keys move through all the options as one set (the
 * focus stays in the box, aria-activedescendant names the active one), Enter opens it, Escape
 * closes the list and then empties the box. The submit is disabled while the box is empty
 * (aria-disabled: a shopper's focus on the server's button stays when the island draws); the
 * clear button empties it and gives the focus back. A search goes to the form's action as ?q=
 * with spaces as '+' (and &queryID= in hosted mode), or to the service's redirect for the query
 * (its answer waited for a moment when it is on its way: use-hosted.ts).
 */
export function HeaderSearch({ action, inputId: serverInputId, query: serverQuery }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const id = useId();
  const inputId = serverInputId || `${id}q`;
  const listId = `${id}list`;
  const hintId = `${id}hint`;
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(serverQuery);
  // Whether the shopper wants the list (typing, focus, arrows) or has put it away (Escape, leaving).
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  // The active option, by its key and the text typed when it was chosen: more typing leaves
  // none active, while a newer answer for the same text (the box's text ran ahead of the list the
  // shopper arrowed in) keeps it active where it still is.
  const [activeFor, setActiveFor] = useState({ value: '', key: '' });
  const [recent, setRecent] = useState<readonly string[]>([]);
  const hostedUrl = hostedSearchUrl();
  const suggestions = useSuggestions(hostedUrl === undefined ? endpoint('searchsuggest') : undefined, value);
  const hosted = useHosted(hostedUrl, value);

  const typed = value.trim() !== '';
  const items: Item[] = hosted
    ? hosted.items(recent)
    : typed
      ? suggestions.shown.map((suggestion) => ({ kind: 'suggestion', suggestion }))
      : recent.map((query) => ({ kind: 'recent', query }));
  const open = wanted && focused && items.length > 0;
  const showingRecent = open && items.some((item) => item.kind === 'recent');
  const noProducts = open && hosted?.noProducts;
  const optionId = (index: number) => `${id}option-${index}`;

  const listKey = items.map(keyOf).join('\n');
  const active = activeFor.value === value ? items.findIndex((item) => keyOf(item) === activeFor.key) : -1;
  const setActive = (index: number) => setActiveFor({ value, key: keyOf(items[index]!) });

  // Once the typing pauses, what the list holds is said: how many suggestions, once per list, so a
  // screen-reader user knows there is something to choose; or that the answer to what is typed has
  // nothing in it (not at every keystroke whose first letters match nothing yet).
  const answered = hosted ? hosted.answered : suggestions.answered;
  const nothingFoundFor = wanted && focused && typed && answered && items.length === 0 ? value.trim() : '';
  const listSaid =
    open && typed ? (items.length === 1 ? t('search.countOne') : t('search.count', { count: items.length })) : nothingFoundFor ? t('search.none') : '';
  useEffect(() => {
    if (!listSaid) return;
    const timer = setTimeout(() => announce(listSaid), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [listSaid, listKey, nothingFoundFor]);

  // The active option kept in sight as the arrows move through a list taller than its panel (a
  // phone's short screen): the focus stays in the box, so the browser would not scroll to it.
  const activeId = open && active >= 0 ? optionId(active) : '';
  useEffect(() => {
    // (Called only where the browser has it: the test DOM has none.)
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // A search waiting for its answer (use-hosted.ts): a second Enter or click meanwhile is the same search.
  const searching = useRef(false);
  async function search(q: string) {
    if (searching.current) return;
    searching.current = true;
    setRecent(rememberSearch(q));
    const answer = await hosted?.answerFor(q);
    searching.current = false;
    location.assign(answer?.redirect ? redirectUrl(answer.redirect, answer.queryID) : searchUrl(action, q, answer?.queryID));
  }

  /** SPEC 3.8's search suggestion item, for the analytics (contracts/search-events.ts). */
  function suggested(itemId: string, itemName: string, index: number) {
    if (input.current) emit(input.current, SEARCH_SUGGESTION_EVENT, { item: { item_name: itemName, item_id: itemId, index: index + 1, quantity: '1' }, mode: hosted ? 'hosted' : 'legacy' });
  }

  function choose(item: Item) {
    setWanted(false);
    // The panel opened again starts with none active (its options may have changed).
    setActiveFor({ value: '', key: '' });
    const index = items.indexOf(item);
    switch (item.kind) {
      case 'suggestion':
        suggested(item.suggestion.itemId, item.suggestion.itemName, index);
        return location.assign(item.suggestion.href);
      case 'product':
        hosted?.converted(item);
        suggested(item.product.objectID, item.product.name, index);
        return location.assign(item.product.url);
      case 'category':
        return location.assign(item.category.url);
      default:
        setValue(item.query);
        void search(item.query);
    }
  }

  function forget(query: string) {
    setRecent(forgetSearch(query));
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = items.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!open) {
          setWanted(true);
          setActive(down ? 0 : count - 1);
          return;
        }
        setActive(active < 0 ? (down ? 0 : count - 1) : (active + (down ? 1 : count - 1)) % count);
        return;
      }
      case 'Enter': {
        const item = open ? items[active] : undefined;
        if (!item) return; // the form's own submit
        event.preventDefault();
        choose(item);
        return;
      }
      case 'Escape':
        // Two steps (APG): the list goes, then what was typed. The browser's own clearing of a
        // search box on Escape would do both at once.
        if (open) {
          event.preventDefault();
          setWanted(false);
        } else if (value !== '') {
          event.preventDefault();
          setValue('');
        }
        return;
      case 'Delete': {
        const item = open ? items[active] : undefined;
        if (item?.kind !== 'recent') return;
        event.preventDefault();
        forget(item.query);
        return;
      }
    }
  }

  // A press on an option or a button of the panel keeps the focus in the box (the list stays).
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  // The mouse's way to remove a recent search; the keyboard's is Delete (the listbox's description says so).
  const removeRecent = (query: string) => (
    <span
      className="lto-header-search__remove"
      aria-hidden="true"
      title={t('search.removeRecent', { query })}
      onClick={(event) => {
        event.stopPropagation();
        forget(query);
      }}
    >
      <CrossIcon />
    </span>
  );

  return (
    <form
      className="lto-header-search"
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (typed) void search(value.trim());
      }}
      onFocus={() => {
        if (!focused) {
          setRecent(readRecentSearches());
          // The first answer should not wait for the sanitizer's chunk (legacy mode's answers are HTML).
          if (!hostedUrl) warmSanitizer();
        }
        setFocused(true);
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setFocused(false);
        setWanted(false);
      }}
    >
      <label className="lto-visually-hidden" htmlFor={inputId}>
        {t('search.label')}
      </label>
      <span className="lto-header-search__field">
        <input
          ref={input}
          id={inputId}
          className="lto-header-search__input"
          type="search"
          name="q"
          value={value}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId || undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setWanted(true);
          }}
          onClick={() => setWanted(true)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="lto-header-search__clear"
          aria-label={t('search.clear')}
          hidden={!(focused && value !== '')}
          onMouseDown={keepFocus}
          onClick={() => {
            setValue('');
            setWanted(true);
            input.current?.focus();
          }}
        >
          <CrossIcon />
        </button>
        <div className="lto-header-search__panel" hidden={!open}>
          <ul
            id={listId}
            className={hosted && open ? 'lto-header-search__list lto-header-search__list--hosted' : 'lto-header-search__list'}
            role="listbox"
            aria-label={showingRecent && !hosted ? t('search.recent') : t('search.suggestions')}
            aria-describedby={showingRecent ? hintId : undefined}
          >
            {open &&
              (hosted ? (
                <hosted.Groups items={items} active={active} idPrefix={id} optionId={optionId} t={t} onChoose={choose} keepFocus={keepFocus} keyOf={keyOf} labelOf={labelOf} removeRecent={removeRecent} />
              ) : (
                items.map((item, index) => (
                  <li
                    key={keyOf(item)}
                    id={optionId(index)}
                    className="lto-header-search__option"
                    role="option"
                    aria-selected={index === active}
                    onMouseDown={keepFocus}
                    onClick={() => choose(item)}
                  >
                    <span className="lto-header-search__label">{labelOf(item)}</span>
                    {item.kind === 'recent' && removeRecent(item.query)}
                  </li>
                ))
              ))}
          </ul>
          {noProducts && <p className="lto-header-search__note">{t('search.noProducts', { query: value.trim() })}</p>}
          {showingRecent && (
            <>
              <span id={hintId} hidden>
                {t('search.removeHint')}
              </span>
              <button
                type="button"
                className="lto-header-search__clear-recent"
                onMouseDown={keepFocus}
                onClick={() => {
                  setRecent(forgetAllSearches());
                  input.current?.focus();
                }}
              >
                {t('search.clearRecent')}
              </button>
            </>
          )}
        </div>
      </span>
      <button className="lto-header-search__submit" type="submit" aria-disabled={!typed || undefined}>
        {t('search.submit')}
      </button>
    </form>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z" />
    </svg>
  );
}
