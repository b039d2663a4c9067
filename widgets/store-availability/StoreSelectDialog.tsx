import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import { Dialog } from '../../src/ui/Dialog';
import { IN_STOCK, storeName, type Store } from './stores';
import type { Inventory } from './use-inventory';

interface StoreSelectDialogProps {
  zip: string;
  inventory: Inventory;
  selectedId: string | undefined;
  onSelect: (store: Store) => void;
  onChangeLocation: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/**
 * The store select dialog of SPEC 2.9: 'select store - {zip}', a select button per store (only a
 * store that has the product can be chosen, SPEC 4.2), Change location and Continue.
 */
export function StoreSelectDialog({ zip, inventory, selectedId, onSelect, onChangeLocation, onRetry, onClose }: StoreSelectDialogProps) {
  const t = translator(messages);
  return (
    <Dialog open onClose={onClose} title={t('stores.selectTitle', { zip })} width={631} closeLabel={t('dialog.close')}>
      <div className="lto-store-availability__select" aria-busy={inventory.kind === 'loading' || undefined}>
        {inventory.kind === 'loading' ? <p role="status">{t('stores.loading')}</p> : null}
        {inventory.kind === 'failed' ? (
          <div className="lto-store-availability__problem">
            <p role="alert">{t('BAD_RESPONSE')}</p>
            <button type="button" className="lto-button" onClick={onRetry}>
              {t('stores.retry')}
            </button>
          </div>
        ) : null}
        {inventory.kind === 'loaded' && inventory.stores.length === 0 ? (
          <p role="alert" className="lto-store-availability__problem">
            {t('INVALID_ZIP')}
          </p>
        ) : null}
        {inventory.kind === 'loaded' && inventory.stores.length > 0 ? (
          <ul className="lto-store-availability__choices">
            {inventory.stores.map((store) => {
              const selected = store.storeId === selectedId;
              const name = storeName(store);
              return (
                <li key={store.storeId} className={`lto-store-availability__choice${selected ? ' is-selected' : ''}`}>
                  <StoreAddress store={store} />
                  <button
                    type="button"
                    className={`lto-button${selected ? ' lto-button--primary' : ''}`}
                    disabled={store.statusclass !== IN_STOCK}
                    aria-pressed={selected}
                    aria-label={t(selected ? 'stores.selectedLabel' : 'stores.selectLabel', { store: name })}
                    onClick={() => onSelect(store)}
                  >
                    {t(selected ? 'stores.selected' : 'stores.select')}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <div className="lto-dialog__actions">
        <button type="button" className="lto-button" onClick={onChangeLocation}>
          {t('stores.changeLocation')}
        </button>
        <button type="button" className="lto-button lto-button--primary" onClick={onClose}>
          {t('stores.continue')}
        </button>
      </div>
    </Dialog>
  );
}

/** A store's address and the product's status there (statusclass styles it). */
export function StoreAddress({ store }: { store: Store }) {
  return (
    <div className="lto-store-availability__store">
      <span className="lto-store-availability__address">{`${storeName(store)}${store.stateCode ? `, ${store.stateCode}` : ''} ${store.postalCode}`}</span>
      {store.status ? <span className={`lto-store-availability__status ${store.statusclass}`}>{store.status}</span> : null}
    </div>
  );
}
