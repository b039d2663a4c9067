import type {} from '../contracts/share-events';
import { on } from '../core/events';
import { push } from './data-layer';
import { pageProduct } from './page-markup';
import { ShareSchema } from './record-schemas';

/** The 'share' event of SPEC 7.9 when a share link is followed: the network, and the page's product (data-lto-product). */
export function startShare(doc: Document): () => void {
  return on(doc, 'lto:share', ({ detail }) => {
    push(ShareSchema, { event: 'share', method: detail.network, content_type: 'product', item_id: pageProduct(doc) }, doc);
  });
}
