import { useRef, useState } from 'react';
import { logActivity } from '../../src/core/activity';
import { endpoint } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import type { WidgetProps } from '../../src/core/define';
import { askForZip, currentZip, preferredStoreId } from '../../src/core/store/location-actions';
import { selectedTerm, selectedVariant } from '../../src/core/store/selection-actions';
import { getStore } from '../../src/core/store';
import { useLtoStore } from '../../src/core/store/use-store';
import { CsrfField, refreshCsrfField } from '../../src/ui/CsrfField';
import type { attributes } from './element';
import { messages } from './messages';
import { createOrder, idempotencyKey, writeOrderCookies } from '../../src/core/order';

/**
 * Starting a lease from the product page (SPEC 4.7, 7.4, 7.5, 3.5). In 'order' mode the button
 * creates an order for the chosen variant at the shopper's store and zip (asking for a zip first
 * when none is known), sets the order cookies, logs 'PDP_StartLease' and goes to the first
 * checkout step; one order however often it is clicked. In 'form' mode it is the 'start my lease'
 * form, posting the chosen variant, quantity and lease term.
 */
export function StartLease(props: WidgetProps<typeof attributes>) {
  const { pid, variant, mode, action, csrfToken, quantity } = props;
  const t = translator(messages);
  const productId = useLtoStore((state) => selectedVariant(state, pid, variant || pid));
  const term = useLtoStore((state) => selectedTerm(state, pid, undefined));
  const [phase, setPhase] = useState<'ready' | 'working' | 'failed'>('ready');
  const busy = useRef(false);
  /** One attempt per page view: the server answers a repeated key with the order it already made. */
  const attempt = useRef<string | undefined>(undefined);

  if (mode === 'form') {
    return (
      <form className="lto-start-lease" method="post" action={action || undefined} onSubmit={(event) => refreshCsrfField(event.currentTarget)}>
        <input type="hidden" name="pid" value={productId} />
        <input type="hidden" name="Quantity" value={quantity} />
        <CsrfField token={csrfToken} />
        <button type="submit" className="lto-button lto-button--primary lto-start-lease__button">
          {t('startLease.button')}
        </button>
        {/* After the button: a term the server did not know must not move it (a click held before the code ran is done at its place). */}
        {term !== undefined ? <input type="hidden" name="leaseTerm" value={term} /> : null}
      </form>
    );
  }

  const start = async () => {
    // A ref, not state: a second click in the same task must already see the first one.
    if (busy.current) return;
    busy.current = true;
    setPhase('working');
    const checkout = endpoint('checkoutStart');
    const orderUrl = endpoint('createOrder');
    const zip = currentZip(getStore().getState()) ?? (await askForZip());
    if (!zip || !orderUrl || !checkout) {
      busy.current = false;
      setPhase(zip && (!orderUrl || !checkout) ? 'failed' : 'ready');
      return;
    }
    const storeId = preferredStoreId(getStore().getState()) ?? '';
    attempt.current ??= idempotencyKey();
    const order = await createOrder(orderUrl, { productId, storeId, zipCode: zip, ...(term !== undefined && { leaseTerm: term }) }, attempt.current);
    if (!order) {
      busy.current = false;
      setPhase('failed');
      return;
    }
    // The page's own store and the zip it ordered with; the platform's answer for the store (when
    // the shopper chose none) and for the state of that zip, over the state the page was drawn with.
    writeOrderCookies({ ...props, orderId: order.orderId, zip, storeId: storeId || order.storeId, state: order.stateCode || props.state }, location.href);
    await logActivity(endpoint('logCheckoutSessionActivity'), 'PDP_StartLease');
    // Still busy: the page is leaving for checkout, and a click now must not order again.
    location.assign(checkout);
  };

  const working = phase === 'working';
  // The server's form (README "Server markup"): without script it posts to `action`, which creates
  // the order; here its submit creates the order from the page instead.
  return (
    <div className="lto-start-lease">
      <form
        method="post"
        action={action || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void start();
        }}
      >
        <input type="hidden" name="productId" value={productId} />
        <CsrfField token={csrfToken} />
        <button type="submit" className="lto-button lto-button--primary lto-start-lease__button" aria-disabled={working || undefined}>
          {working ? t('startLease.working') : t('startLease.button')}
        </button>
      </form>
      <p className="lto-start-lease__error" role="alert">
        {phase === 'failed' ? t('startLease.failed') : ''}
      </p>
    </div>
  );
}
