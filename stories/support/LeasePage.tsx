import { useEffect, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { action } from 'storybook/actions';
import * as v from 'valibot';
import { getConfig } from '../../src/core/config';
import { removeCookie } from '../../src/core/cookies';
import { translator } from '../../src/core/i18n';
import { LeaseTermsBody } from '../../widgets/lease-terms/LeaseTermsBody';
import { messages } from '../../widgets/lease-terms/messages';
import { PricingSchema, priceableTerms, quoteFor } from '../../widgets/lease-terms/pricing';
import { fallbackPriceText, STORY_PRICING } from './lease';
import { LocationPage, ProductArticle } from './LocationPage';
import type { StoryProduct } from './products';
import { ServerElement } from './server-element';

/** The args of the start lease stories: the attributes the product template renders on `<lto-start-lease>`. */
export interface StartLeaseArgs {
  /** 'order': the button creates an order and goes to checkout; 'form': the 'start my lease' form. */
  mode: 'order' | 'form';
  /** The variant ordered while none was chosen on the page. */
  variant: string;
  /** The form's action (mode 'form'). */
  action: string;
  /** The CSRF token the form sends (mode 'form'). */
  csrfToken: string;
  /** The quantity the form sends (mode 'form'). */
  quantity: string;
}

/**
 * The first checkout step, as the start lease stories configure it (`ltoUrls`): a place on this
 * page, so a lease that starts jumps within the story instead of leaving it. The demo's is
 * /checkout/delivery.
 */
export const CHECKOUT_ON_THIS_PAGE = '#checkout-delivery';

/** The order cookies (SPEC 3.5) a started lease writes, removed when its story ends. */
const ORDER_COOKIES = ['orderId', 'myZip', 'myStore', 'myTier', 'myAdvoTier', 'myFC', 'myState', 'myGroupSku'];

/**
 * What the server renders inside `<lto-lease-terms>`: the contract's markup for the active term
 * (README "Server markup"; a story may print it with the widget's LeaseTermsBody, a platform
 * writes it in its own template), or, for pricing the widget refuses, the platform's own price
 * line. Plain HTML: the island takes over from it when it mounts, and React leaves it alone.
 */
function serverMarkup(pid: string): string {
  const pricing = STORY_PRICING[pid]!;
  const parsed = v.safeParse(PricingSchema, pricing);
  if (!parsed.success) return `<p class="lto-lease-terms__price">${fallbackPriceText(pricing)}</p>`;
  const config = getConfig();
  const terms = priceableTerms(parsed.output);
  const active = terms.find((entry) => entry.active)!;
  return renderToStaticMarkup(
    <LeaseTermsBody
      pricing={parsed.output}
      terms={terms}
      shown={quoteFor(active, 'monthly', parsed.output.cashPrice)!}
      wasRate={null}
      t={translator(messages, config)}
      format={config}
      idPrefix={`terms-${pid}`}
    />,
  );
}

const logSubmit = action('form submit (prevented)');

/**
 * Keeps the story on its page: a lease that starts lands on CHECKOUT_ON_THIS_PAGE (the hash
 * changes, nothing unloads) and a form post is stopped; each is said in a note instead (and the
 * form's fields logged in the Actions panel). When the story ends the hash and the order cookies go.
 */
function useStayOnPage(): string | undefined {
  const [left, setLeft] = useState<string>();
  useEffect(() => {
    const onHash = () => {
      if (location.hash === CHECKOUT_ON_THIS_PAGE) setLeft('The lease started: the page would now go to the first checkout step (/checkout/delivery).');
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      event.preventDefault();
      const fields = [...new FormData(form)].map(([name, value]) => `${name}=${String(value)}`);
      logSubmit({ action: form.getAttribute('action'), fields });
      setLeft(`The form would now post to ${form.getAttribute('action') ?? 'this page'}: ${fields.join(', ')}.`);
    };
    window.addEventListener('hashchange', onHash);
    document.addEventListener('submit', onSubmit);
    return () => {
      window.removeEventListener('hashchange', onHash);
      document.removeEventListener('submit', onSubmit);
      if (location.hash === CHECKOUT_ON_THIS_PAGE) history.replaceState(history.state, '', location.pathname + location.search);
      for (const name of ORDER_COOKIES) removeCookie(name);
    };
  }, []);
  return left;
}

interface LeasePageProps {
  product: StoryProduct;
  note?: string | undefined;
  /** The start lease button's attributes; none: the page has no button. */
  startLease?: StartLeaseArgs | undefined;
}

/**
 * A product page as the demo renders it (demo/server/views/product.ts): the header with the zip
 * banner and the page's zip modal, the product, `<lto-lease-terms>` with the server's markup inside,
 * and `<lto-start-lease>` below it. The page never leaves the story (see useStayOnPage).
 */
export function LeasePage({ product, note, startLease }: LeasePageProps) {
  const left = useStayOnPage();
  return (
    <LocationPage note={note}>
      <ProductArticle product={product}>
        <ServerElement tag="lto-lease-terms" attributes={{ pid: product.pid, pricing: JSON.stringify(STORY_PRICING[product.pid]) }} markup={serverMarkup(product.pid)} />
        {startLease ? (
          <lto-start-lease
            pid={product.pid}
            variant={startLease.variant}
            mode={startLease.mode}
            action={startLease.action}
            csrf-token={startLease.csrfToken}
            quantity={startLease.quantity}
          />
        ) : null}
        {left ? (
          <p className="sb-listing__note sb-product__left">
            <strong>Story:</strong>
            {left}
          </p>
        ) : null}
      </ProductArticle>
    </LocationPage>
  );
}
