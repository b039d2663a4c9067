import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { endpoint, getConfig } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import type { WidgetProps } from '../../src/core/define';
import { changeLocation, currentZip, preferredStoreId } from '../../src/core/store/location-actions';
import { useLtoStore } from '../../src/core/store/use-store';
import { announce } from '../../src/ui/announce';
import { focusOn } from '../../src/ui/focusable';
import type { attributes } from './element';
import { StoreAddress, StoreSelectDialog } from './StoreSelectDialog';
import { StoreDetailsDialog } from './StoreDetailsDialog';
import { saveZip, savePreferredStore, storeDetailsUrl, storeName, type Store } from './stores';
import { useInventory } from './use-inventory';
import { ZipPrompt } from './ZipPrompt';

/** Which dialog is open; after the zip prompt, what the shopper was doing goes on. */
type Open =
  | { kind: 'none' }
  | { kind: 'zip'; then: 'list' | 'select' }
  | { kind: 'select' }
  | { kind: 'details'; href: string; name: string };

/**
 * Store availability on the product page (SPEC 2.8, 2.9, 3.1, 4.2, 7.2): the product's status at
 * the stores near the shopper, with See more / See less, store details in a dialog, and choosing
 * a preferred store (asking for a zip first when none is known).
 */
export function StoreAvailability({ pid, zip: serverZip, storeId: serverStoreId, inventory: serverStores, visible, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const zip = useLtoStore(currentZip) ?? (serverZip.trim() || undefined);
  const selectedId = useLtoStore(preferredStoreId) ?? (serverStoreId.trim() || undefined);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [expanded, setExpanded] = useState(false);
  /**
   * See more shows the rest of the stores above the button: the first of them takes the focus, so
   * the next Tab goes through them rather than past them (as 'load more' does in a listing).
   */
  const [toMore, setToMore] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!toMore) return;
    setToMore(false);
    const first = list.current?.children[visible];
    if (first instanceof HTMLElement) focusOn(first);
  }, [toMore, visible]);
  const listId = useId();
  const headingId = useId();
  /** 'Find a local store' answered: the stores near the zip take the focus (the link is gone with the zip). */
  const [toList, setToList] = useState(false);
  const nearby = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!toList || !nearby.current) return;
    setToList(false);
    focusOn(nearby.current);
  }, [toList]);

  const inventoryUrl = endpoint('storesInventory');
  const known = serverStores && serverZip.trim() ? { pid, zip: serverZip.trim(), stores: serverStores } : undefined;
  const [inventory, retry] = useInventory(inventoryUrl, pid, zip, known);
  const detailsPattern = getConfig().urls['storeDetails'];
  const locator = endpoint('storeLocator') ?? '#';

  if (!inventoryUrl) return null;

  const stores = inventory.kind === 'loaded' ? inventory.stores : [];
  const preferred = stores.find((store) => store.storeId === selectedId);
  const shown = expanded ? stores : stores.slice(0, visible);

  const takeZip = (newZip: string, then: 'list' | 'select') => {
    saveZip(endpoint('setZipCode'), newZip);
    changeLocation({ zip: newZip }, element);
    setExpanded(false);
    setOpen(then === 'select' ? { kind: 'select' } : { kind: 'none' });
    setToList(then === 'list');
  };

  const choose = (store: Store) => {
    if (store.storeId === selectedId) return;
    savePreferredStore(endpoint('setPreferredStore'), store.storeId);
    changeLocation({ storeId: store.storeId }, element);
    announce(t('stores.chosen', { store: storeName(store) }));
  };

  const setPreferred = () => setOpen(zip ? { kind: 'select' } : { kind: 'zip', then: 'select' });

  /**
   * The actions are the server's links to the store locator (README "Server markup"): a click
   * that opens a new tab or window keeps the link; any other opens the dialog in its place.
   */
  const inPlace = (open: () => void) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  };

  return (
    <section className="lto-store-availability" aria-labelledby={headingId}>
      <h2 id={headingId} className="lto-store-availability__heading">
        {t('stores.heading')}
      </h2>

      <p className="lto-store-availability__preferred">
        {preferred ? t('stores.preferred', { store: storeName(preferred) }) : selectedId ? null : t('stores.noPreferred')}
      </p>
      <div className="lto-store-availability__actions">
        <a className="lto-button" href={locator} aria-haspopup="dialog" onClick={inPlace(setPreferred)}>
          {t(selectedId ? 'stores.changePreferred' : 'stores.setPreferred')}
        </a>
        {zip ? null : (
          <a className="lto-button lto-button--link" href={locator} aria-haspopup="dialog" onClick={inPlace(() => setOpen({ kind: 'zip', then: 'list' }))}>
            {t('stores.find')}
          </a>
        )}
      </div>

      {zip ? (
        <div className="lto-store-availability__nearby" aria-busy={inventory.kind === 'loading' || undefined}>
          <h3 className="lto-store-availability__subheading" ref={nearby}>
            {t('stores.near', { zip })}
          </h3>
          {inventory.kind === 'loading' ? <p role="status">{t('stores.loading')}</p> : null}
          {inventory.kind === 'failed' ? (
            <div className="lto-store-availability__problem">
              <p role="alert">{t('BAD_RESPONSE')}</p>
              <button type="button" className="lto-button" onClick={retry}>
                {t('stores.retry')}
              </button>
            </div>
          ) : null}
          {inventory.kind === 'loaded' && stores.length === 0 ? (
            <p role="alert" className="lto-store-availability__problem">
              {t('INVALID_ZIP')}
            </p>
          ) : null}
          {stores.length > 0 ? (
            <ul id={listId} ref={list} className="lto-store-availability__list">
              {shown.map((store) => {
                const href = storeDetailsUrl(detailsPattern, store.storeId);
                const name = storeName(store);
                return (
                  <li key={store.storeId} className={`lto-store-availability__item${store.storeId === selectedId ? ' is-selected' : ''}`}>
                    <StoreAddress store={store} />
                    {href ? (
                      <a
                        className="lto-store-availability__details-link"
                        href={href}
                        aria-haspopup="dialog"
                        aria-label={t('stores.detailsLabel', { store: name })}
                        onClick={(event) => {
                          event.preventDefault();
                          setOpen({ kind: 'details', href, name });
                        }}
                      >
                        {t('stores.details')}
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
          {stores.length > visible ? (
            <button
              type="button"
              className="lto-button lto-button--link"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => {
                setToMore(!expanded);
                setExpanded(!expanded);
              }}
            >
              {t(expanded ? 'stores.seeLess' : 'stores.seeMore')}
            </button>
          ) : null}
        </div>
      ) : null}

      {open.kind === 'zip' ? (
        <ZipPrompt initialZip={zip ?? ''} onZip={(newZip) => takeZip(newZip, open.then)} onClose={() => setOpen({ kind: 'none' })} />
      ) : null}
      {open.kind === 'select' && zip ? (
        <StoreSelectDialog
          zip={zip}
          inventory={inventory}
          selectedId={selectedId}
          onSelect={choose}
          onChangeLocation={() => setOpen({ kind: 'zip', then: 'select' })}
          onRetry={retry}
          onClose={() => setOpen({ kind: 'none' })}
        />
      ) : null}
      {open.kind === 'details' ? <StoreDetailsDialog href={open.href} name={open.name} onClose={() => setOpen({ kind: 'none' })} /> : null}
    </section>
  );
}
