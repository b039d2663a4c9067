/**
 * The shopper's location (SPEC 3.1, 4.2) on the page.
 *
 * lto:location-change: dispatched once the server accepted a new zip or preferred store, bubbling
 * to the document; the detail is the location now (undefined where there is none). The zip banner,
 * lease terms and store availability follow it (widgets/registry.ts).
 */
export const LOCATION_CHANGE_EVENT = 'lto:location-change';

export interface LocationChangeDetail {
  zip: string | undefined;
  storeId: string | undefined;
}

/**
 * lto:zip-modal-open: a command, not a report. Dispatched on the document (by a widget that needs a
 * zip, or by a host-page script), it opens <lto-zip-modal>, whose code is loaded for it when it has
 * not run yet (the autoloader holds the event until then). No detail.
 */
export const ZIP_MODAL_OPEN_EVENT = 'lto:zip-modal-open';

declare module '../core/events' {
  interface LtoEventMap {
    [LOCATION_CHANGE_EVENT]: LocationChangeDetail;
    [ZIP_MODAL_OPEN_EVENT]: null;
  }
}
