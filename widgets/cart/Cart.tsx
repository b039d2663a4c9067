import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CART_CHANGE_EVENT,
  COUPON_CODE,
  COUPON_MAX,
  CartAnswerSchema,
  CartCheckoutAnswerSchema,
  echoedCode,
  type Cart as CartData,
  type CartAction,
  type CartError,
  type CartLine,
} from '../../src/contracts/cart';
import { getJSON, postForm } from '../../src/core/api';
import { endpoint, getConfig } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { emit } from '../../src/core/events';
import { translator } from '../../src/core/i18n';
import { writeOrderCookies } from '../../src/core/order';
import { getStore } from '../../src/core/store';
import { askForZip, currentZip, preferredStoreId } from '../../src/core/store/location-actions';
import { formatCents, leaseTermLabel } from '../../src/pricing';
import { announce } from '../../src/ui/announce';
import { ConfirmDialog } from '../../src/ui/ConfirmDialog';
import { CsrfField } from '../../src/ui/CsrfField';
import { LeasingPowerFit } from '../../src/ui/LeasingPowerFit';
import { focusInvalid } from '../../src/ui/focus-invalid';
import type { attributes } from './element';
import { messages, type MessageKey } from './messages';
import { openWalletSheet, type OpenSheet } from './wallet-sheet';

/** A refusal shown beside its line (pid) or the coupon field, with what the message names. */
interface Problem {
  error: CartError;
  pid?: string;
  code?: string;
}

const CART_WIDE = new Set<CartError>(['cart-empty', 'cart-changed', 'no-zip', 'too-many-orders', 'unknown-line', 'wallet-refused', 'wallet-expired']);
const isCouponError = (error: CartError) => error.startsWith('coupon-');
/** A quantity as typed: digits only, as the server reads it. */
const QUANTITY = /^\d{1,4}$/;

/** What each action says once the server did it. */
const DONE: Partial<Record<CartAction, MessageKey>> = {
  remove: 'cart.removed',
  save: 'cart.saved',
  restore: 'cart.restored',
  'remove-saved': 'cart.removedSaved',
};

/** The monthly payment each line had in `before`, where the server's cart now asks another for the same quantity and term. */
function changedPrices(before: CartData, after: CartData): Map<string, number> {
  const changed = new Map<string, number>();
  for (const line of after.lines) {
    const old = before.lines.find((l) => l.pid === line.pid);
    if (old && old.quantity === line.quantity && old.term === line.term && old.monthly !== line.monthly) changed.set(line.pid, old.monthly);
  }
  return changed;
}

/**
 * The cart page (SPEC 2.11) over the server's markup: each line's quantity and lease term, remove,
 * save for later and back, the coupon, and 'Proceed to checkout', which makes the order from the
 * cart and goes to the first checkout step with SPEC 3.5's order cookies, or 'Checkout with a
 * wallet', which does the same once the wallet provider's sheet approved it. One request at a time
 * (a second click while one is on its way does nothing); a failed request leaves the cart as it
 * was and says so; every change is announced politely, a problem assertively (a refused value
 * takes the focus, SPEC 5); a cart changed elsewhere (another tab, a new price) is read again
 * before checkout and pointed out, never ordered unseen.
 */
export function Cart({ cart: drawn, outcome }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const config = getConfig();
  const money = (cents: number) => formatCents(cents, config);
  const termLabel = (months: number) => leaseTermLabel({ months }, config) ?? '';
  const [cart, setCart] = useState(drawn);
  const [problem, setProblem] = useState<Problem | undefined>(outcome.error ? { error: outcome.error, pid: outcome.pid, code: outcome.code } : undefined);
  const [failed, setFailed] = useState(false);
  const [couponNote, setCouponNote] = useState('');
  const [changed, setChanged] = useState(new Map<string, number>());
  const [typed, setTyped] = useState<Record<string, { quantity: string; term: string }>>({});
  const [coupon, setCoupon] = useState(outcome.error && isCouponError(outcome.error) ? (outcome.code ?? '') : '');
  const [working, setWorking] = useState(false);
  const busy = useRef(false);
  const shown = useRef(drawn);
  const root = useRef<HTMLDivElement>(null);
  /** Where focus goes once the answer is drawn (a selector inside the widget). */
  const focusNext = useRef<string | undefined>(undefined);
  const action = useRef<CartAction>('update');
  /** The wallet's sheet while it is open: a second click brings it forward rather than opening another. */
  const sheet = useRef<OpenSheet | null>(null);
  const [walletNote, setWalletNote] = useState<'' | 'pending' | 'cancelled' | 'blocked'>('');
  /** A removal asked for and not yet confirmed (a delete action asks first). */
  const [deleting, setDeleting] = useState<{ act: 'remove' | 'remove-saved'; line: CartLine } | null>(null);

  useEffect(() => () => sheet.current?.close(), []);

  useEffect(() => {
    const selector = focusNext.current;
    focusNext.current = undefined;
    if (selector) root.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  /** Shows the server's cart; a change of the units in it goes to the header's count and host scripts. */
  const show = (next: CartData) => {
    const before = shown.current;
    shown.current = next;
    setCart(next);
    setTyped({});
    if (next.version !== before.version) {
      for (const count of document.querySelectorAll('[data-lto-cart-count]')) count.textContent = String(next.count);
      emit(document, CART_CHANGE_EVENT, { count: next.count, version: next.version });
    }
  };

  /** The cart was changed elsewhere: drawn again as the server has it, with changed prices pointed out. */
  const showChanged = (next: CartData) => {
    setChanged(changedPrices(shown.current, next));
    show(next);
    setProblem({ error: 'cart-changed' });
  };

  // Back from another tab: the cart is read again, so what the shopper sees is what would be ordered.
  useEffect(() => {
    const url = endpoint('cartState');
    if (!url) return;
    const reread = () => {
      if (document.visibilityState !== 'visible' || busy.current) return;
      getJSON(url, {}, CartAnswerSchema).then(
        (answer) => {
          if (answer.cart.version !== shown.current.version && !busy.current) showChanged(answer.cart);
        },
        () => undefined,
      );
    };
    document.addEventListener('visibilitychange', reread);
    return () => document.removeEventListener('visibilitychange', reread);
  });

  /** The request under way, if any: what must wait for it rather than be dropped waits on it. */
  const running = useRef<Promise<void> | undefined>(undefined);

  /** Runs one request at a time (a second click makes no second one); a failure keeps the cart as it was and says so. */
  const once = (task: () => Promise<void>): Promise<void> => {
    if (busy.current) return Promise.resolve();
    busy.current = true;
    setWorking(true);
    setFailed(false);
    running.current = task()
      .catch(() => setFailed(true))
      .finally(() => {
        busy.current = false;
        running.current = undefined;
        setWorking(false);
      });
    return running.current;
  };

  /** The selector of the line after `pid` in its list (else the one before, else `fallback`). */
  const neighbour = (list: readonly CartLine[], pid: string, fallback: string) => {
    const at = list.findIndex((line) => line.pid === pid);
    const next = list[at + 1] ?? list[at - 1];
    return next ? `[data-pid="${next.pid}"] .lto-cart__name` : fallback;
  };

  const send = (act: CartAction, fields: Record<string, string>) => {
    const url = endpoint('cartUpdate');
    if (!url) return;
    void once(async () => {
      setProblem(undefined);
      setWalletNote('');
      const body = new URLSearchParams({ ...fields, action: act, format: 'ajax' });
      const answer = await postForm(url, body, CartAnswerSchema);
      const before = shown.current;
      const line = [...before.lines, ...before.saved].find((l) => l.pid === fields['pid']);
      if (!answer.success) {
        show(answer.cart);
        const error = answer.error ?? 'unknown-line';
        setProblem({ error, pid: fields['pid'], code: fields['code'] });
        announce(messageOf({ error, code: fields['code'] }, line?.stock ?? 0), 'assertive');
        return;
      }
      setChanged(new Map());
      if (act === 'remove' || act === 'save') focusNext.current = neighbour(before.lines, fields['pid']!, answer.cart.lines.length ? '.lto-cart__proceed' : '.lto-cart__empty');
      if (act === 'restore') focusNext.current = `[data-pid="${fields['pid']}"] .lto-cart__quantity`;
      if (act === 'remove-saved') focusNext.current = neighbour(before.saved, fields['pid']!, answer.cart.lines.length ? '.lto-cart__proceed' : '.lto-cart__empty');
      if (act === 'coupon-remove') focusNext.current = '#cart-coupon';
      show(answer.cart);
      const key = DONE[act];
      let said = key && line ? t(key, { name: line.name }) : '';
      if (act === 'update') {
        const now = answer.cart.lines.find((l) => l.pid === fields['pid']);
        if (now) said = t('cart.updated', { name: now.name, quantity: now.quantity, term: termLabel(now.term), amount: money(now.monthly) });
      }
      if (act === 'coupon-apply' && answer.cart.coupon) {
        said = t('cart.couponApplied', { code: answer.cart.coupon.code });
        setCoupon('');
      }
      if (act === 'coupon-remove' && before.coupon) said = t('cart.couponRemoved', { code: before.coupon.code });
      setCouponNote(act === 'coupon-apply' || act === 'coupon-remove' ? said : '');
      if (said) announce(said, 'polite');
    });
  };

  const messageOf = (p: Pick<Problem, 'error' | 'code'>, max: number) =>
    // Apply with the field empty: there is no code to name.
    p.error === 'coupon-invalid' && !p.code ? t('cart.couponEmpty') : t(`cart.error.${p.error}`, { code: echoedCode(p.code ?? ''), max });

  /** A line's form: the action of the button pressed (Enter in a field presses the first, Update). */
  const submitLine = (event: FormEvent<HTMLFormElement>, line: CartLine) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const act = ((submitter instanceof HTMLButtonElement && submitter.value) || action.current) as CartAction;
    action.current = 'update';
    if (act === 'update') {
      const entry = typed[line.pid] ?? { quantity: String(line.quantity), term: String(line.term) };
      const quantity = entry.quantity.trim();
      // Refused here as the server would: nothing is sent, and the line stays as it is.
      const error: CartError | null = !QUANTITY.test(quantity) || Number(quantity) < 1 ? 'quantity-invalid' : Number(quantity) > line.stock ? 'quantity-over-stock' : null;
      if (error) {
        setProblem({ error, pid: line.pid });
        focusInvalid(event.currentTarget.querySelector<HTMLElement>('[name="quantity"]'), messageOf({ error }, line.stock));
        return;
      }
      send(act, { pid: line.pid, quantity, term: entry.term });
      return;
    }
    if (act === 'remove' || act === 'remove-saved') {
      setDeleting({ act, line });
      return;
    }
    send(act, { pid: line.pid });
  };

  const submitCoupon = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const act = ((submitter instanceof HTMLButtonElement && submitter.value) || action.current) as CartAction;
    action.current = 'update';
    if (act === 'coupon-remove') {
      send(act, {});
      return;
    }
    const code = coupon.trim();
    if (!COUPON_CODE.test(code)) {
      setProblem({ error: 'coupon-invalid', code });
      setCouponNote('');
      focusInvalid(event.currentTarget.querySelector<HTMLElement>('[name="code"]'), messageOf({ error: 'coupon-invalid', code }, 0));
      return;
    }
    send('coupon-apply', { code });
  };

  /**
   * Posts the order from the cart to `url` (proceed, or the wallet with its token) for the page's
   * zip, and goes to the first checkout step with the order cookies; a changed cart is drawn
   * instead, a refusal said above the cart.
   */
  const placeOrder = async (url: string, checkout: string, fields: Record<string, string> = {}) => {
    const zip = currentZip(getStore().getState()) ?? (await askForZip());
    if (!zip) return;
    const storeId = preferredStoreId(getStore().getState()) ?? '';
    const body = new URLSearchParams({ version: shown.current.version, ...fields, zipCode: zip, storeId, format: 'ajax' });
    const answer = await postForm(url, body, CartCheckoutAnswerSchema);
    if (!answer.success || !answer.orderID) {
      if (answer.error === 'cart-changed' && answer.cart) {
        showChanged(answer.cart);
        return;
      }
      setProblem({ error: answer.error ?? 'too-many-orders' });
      return;
    }
    writeOrderCookies(
      { orderId: answer.orderID, zip: answer.zip || zip, storeId: storeId || answer.storeId, state: answer.stateCode, groupSku: answer.groupSku, tier: '', advoTier: '', fc: '' },
      location.href,
    );
    // Still busy: the page is leaving for checkout, and a click now must not order again.
    busy.current = true;
    setWorking(true);
    location.assign(checkout);
    await new Promise<never>(() => undefined);
  };

  const proceed = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stateUrl = endpoint('cartState');
    const checkoutUrl = endpoint('cartCheckout');
    const checkout = endpoint('checkoutStart');
    if (!checkoutUrl || !checkout) return;
    void once(async () => {
      setProblem(undefined);
      setWalletNote('');
      // Read again first: a cart changed in another tab, or a new price, is shown before any order.
      if (stateUrl) {
        const now = await getJSON(stateUrl, { t: Date.now() }, CartAnswerSchema);
        if (now.cart.version !== shown.current.version) {
          showChanged(now.cart);
          return;
        }
      }
      await placeOrder(checkoutUrl, checkout);
    });
  };

  /**
   * 'Checkout with a wallet': the provider's sheet in a pop-up for today's total of the cart as
   * shown; its token then makes the order as proceeding does. Opened in the click itself (a
   * pop-up opened later is blocked); a second click while it is open brings it forward.
   */
  const openWallet = () => {
    if (sheet.current?.open) {
      sheet.current.focus();
      return;
    }
    if (busy.current) return;
    const sheetUrl = endpoint('walletSheet');
    const walletUrl = endpoint('cartWallet');
    const checkout = endpoint('checkoutStart');
    if (!sheetUrl || !walletUrl || !checkout) return;
    // The order needs a zip: asked for first, never after the shopper approved a payment (a zip
    // dialog closed then would leave an approval with no order). The wallet is pressed again after.
    if (!currentZip(getStore().getState())) {
      void askForZip();
      return;
    }
    const charged = shown.current;
    setProblem(undefined);
    setFailed(false);
    const lang = config.locale.toLowerCase().startsWith('es') ? 'es' : 'en';
    sheet.current = openWalletSheet(sheetUrl, { amount: charged.summary.today, currency: config.currency, lang, reference: charged.version }, (outcome) => {
      sheet.current = null;
      if (outcome.status === 'cancelled') {
        setWalletNote('cancelled');
        announce(t('cart.wallet.cancelled'), 'polite');
        return;
      }
      setWalletNote('');
      // The version the token is bound to: a cart changed meanwhile is refused by the server and drawn.
      // An approval that comes while another change of the cart is under way waits for it, never dropped.
      const order = () => once(() => placeOrder(walletUrl, checkout, { token: outcome.token, version: charged.version }));
      void (running.current ? running.current.then(order) : order());
    });
    const note = sheet.current ? 'pending' : 'blocked';
    setWalletNote(note);
    announce(t(`cart.wallet.${note}`), 'polite');
  };

  const wide = failed ? t('cart.failed') : problem && CART_WIDE.has(problem.error) ? messageOf(problem, 0) : '';
  const couponProblem = problem && isCouponError(problem.error) ? problem : undefined;
  const couponMessage = couponProblem ? messageOf(couponProblem, 0) : couponNote;
  const price = (label: string, cents: number) => (
    <div>
      <dt>{label}</dt>
      <dd>{money(cents)}</dd>
    </div>
  );
  const head = (line: CartLine) => (
    <>
      <img className="lto-cart__image" src={line.image} alt="" width={96} height={72} />
      <a className="lto-cart__name" href={line.url}>
        {line.name}
      </a>
      {line.variant ? <p className="lto-cart__variant">{t('cart.color', { name: line.variant })}</p> : null}
    </>
  );
  const button = (act: CartAction, label: string, primary = false) => (
    <button className={primary ? 'lto-button' : 'lto-button lto-button--link'} type="submit" name="action" value={act} onClick={() => (action.current = act)}>
      {label}
    </button>
  );

  const cartLine = (line: CartLine) => {
    const id = `cart-quantity-${line.pid}`;
    const error = problem?.pid === line.pid && !CART_WIDE.has(problem.error) && !isCouponError(problem.error) ? messageOf(problem, line.stock) : '';
    const entry = typed[line.pid] ?? { quantity: String(line.quantity), term: String(line.term) };
    const was = changed.get(line.pid);
    const edit = (change: Partial<typeof entry>) => setTyped((all) => ({ ...all, [line.pid]: { ...entry, ...change } }));
    return (
      <li key={line.pid} className="lto-cart__line" data-pid={line.pid}>
        {head(line)}
        <dl className="lto-cart__prices">
          {price(t('cart.monthly'), line.monthly)}
          {price(t('cart.today'), line.today)}
          {price(t('cart.total'), line.total)}
        </dl>
        {was !== undefined ? <p className="lto-cart__changed">{t('cart.priceChanged', { amount: money(was) })}</p> : null}
        <form className="lto-cart__form" method="post" action={endpoint('cartUpdate')} noValidate onSubmit={(event) => submitLine(event, line)}>
          <CsrfField />
          <input type="hidden" name="pid" value={line.pid} />
          <div className="lto-cart__fields">
            <label className="lto-cart__label" htmlFor={id}>
              {t('cart.quantity')}
            </label>
            <input
              className="lto-cart__quantity"
              id={id}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={line.stock}
              value={entry.quantity}
              onChange={(event) => edit({ quantity: event.currentTarget.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <label className="lto-cart__label" htmlFor={`cart-term-${line.pid}`}>
              {t('cart.term')}
            </label>
            <select className="lto-cart__term" id={`cart-term-${line.pid}`} name="term" value={entry.term} onChange={(event) => edit({ term: event.currentTarget.value })}>
              {line.terms.map((term) => (
                <option key={term} value={term}>
                  {termLabel(term)}
                </option>
              ))}
            </select>
          </div>
          <div className="lto-cart__actions">
            {button('update', t('cart.update'), true)}
            {button('save', t('cart.save'))}
            {button('remove', t('cart.remove'))}
          </div>
          {error ? (
            <p className="lto-cart__error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </form>
      </li>
    );
  };

  const savedLine = (line: CartLine) => (
    <li key={line.pid} className="lto-cart__line" data-pid={line.pid}>
      {head(line)}
      <dl className="lto-cart__prices">{price(t('cart.monthly'), line.monthly)}</dl>
      <form className="lto-cart__form" method="post" action={endpoint('cartUpdate')} onSubmit={(event) => submitLine(event, line)}>
        <CsrfField />
        <input type="hidden" name="pid" value={line.pid} />
        <div className="lto-cart__actions">
          {button('restore', t('cart.restore'), true)}
          {button('remove-saved', t('cart.remove'))}
        </div>
      </form>
    </li>
  );

  const { summary } = cart;
  return (
    <div className="lto-cart" ref={root} aria-busy={working || undefined}>
      {/* The cart-wide problems are said by this alert alone (an announce() as well would say them twice). */}
      <p className="lto-cart__notice" role="alert">
        {wide}
      </p>
      {cart.lines.length === 0 ? (
        <p className="lto-cart__empty" tabIndex={-1}>
          {t('cart.empty')}
        </p>
      ) : (
        <ul className="lto-cart__lines">{cart.lines.map(cartLine)}</ul>
      )}
      {cart.saved.length > 0 ? (
        <section className="lto-cart__saved" aria-labelledby="lto-cart-saved-title">
          <h2 className="lto-cart__title" id="lto-cart-saved-title">
            {t('cart.savedTitle')}
          </h2>
          <ul className="lto-cart__lines">{cart.saved.map(savedLine)}</ul>
        </section>
      ) : null}
      {cart.lines.length > 0 ? (
        <section className="lto-cart__summary" aria-labelledby="lto-cart-summary-title">
          <h2 className="lto-cart__title" id="lto-cart-summary-title">
            {t('cart.summaryTitle')}
          </h2>
          <dl className="lto-cart__totals">
            {summary.monthly.map((entry) => (
              <div key={entry.term}>
                <dt>{t('cart.monthlyTotal', { term: termLabel(entry.term) })}</dt>
                <dd>{money(entry.amount)}</dd>
              </div>
            ))}
            {price(t('cart.todayTotal'), summary.today)}
            {price(t('cart.atDelivery'), summary.atDelivery)}
            {summary.savings > 0 ? price(t('cart.savings'), -summary.savings) : null}
          </dl>
          {/* Against the whole cart's monthly payments: lines that each fit can be over together. */}
          <LeasingPowerFit monthly={summary.atDelivery} />
          {summary.monthly.length > 1 ? <p className="lto-cart__note">{t('cart.mixedTerms')}</p> : null}
          <form className="lto-cart__coupon" method="post" action={endpoint('cartUpdate')} onSubmit={submitCoupon}>
            <CsrfField />
            <label className="lto-cart__label" htmlFor="cart-coupon">
              {t('cart.coupon')}
            </label>
            <div className="lto-cart__coupon-row">
              <input
                className="lto-cart__coupon-input"
                id="cart-coupon"
                name="code"
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={COUPON_MAX}
                value={coupon}
                onChange={(event) => setCoupon(event.currentTarget.value)}
                aria-describedby="cart-coupon-message"
                aria-invalid={couponProblem ? true : undefined}
              />
              {button('coupon-apply', t('cart.couponApply'), true)}
            </div>
            {cart.coupon ? (
              <p className="lto-cart__coupon-applied">
                <span>{t('cart.couponCurrent', { code: cart.coupon.code })}</span>
                {button('coupon-remove', t('cart.couponRemove'))}
              </p>
            ) : null}
            <p className="lto-cart__coupon-message" id="cart-coupon-message">
              {couponMessage}
            </p>
          </form>
          <form className="lto-cart__checkout" method="post" action={endpoint('cartCheckout')} onSubmit={proceed}>
            <input type="hidden" name="version" value={cart.version} />
            <CsrfField />
            <button className="lto-button lto-button--primary lto-cart__proceed" type="submit">
              {t('cart.checkout')}
            </button>
            {/* A platform without a wallet provider gets no button that could do nothing. */}
            {config.urls.walletSheet && config.urls.cartWallet ? (
              <>
                <button className="lto-button lto-cart__wallet" type="button" data-lto-needs-script="" onClick={openWallet}>
                  {t('cart.wallet')}
                </button>
                <p className="lto-cart__wallet-status">{walletNote ? t(`cart.wallet.${walletNote}`) : ''}</p>
              </>
            ) : null}
          </form>
        </section>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('cart.confirmTitle')}
        message={deleting ? t(deleting.act === 'remove' ? 'cart.confirmRemove' : 'cart.confirmRemoveSaved', { name: deleting.line.name }) : ''}
        confirmLabel={t('cart.remove')}
        cancelLabel={t('cart.keep')}
        onConfirm={() => {
          setDeleting(null);
          if (deleting) send(deleting.act, { pid: deleting.line.pid });
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
