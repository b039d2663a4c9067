import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type * as v from 'valibot';
import type { attributes as accordionAttributes } from '../widgets/accordion/element';
import type { attributes as accountDrawerAttributes } from '../widgets/account-drawer/element';
import type { attributes as getStartedAttributes } from '../widgets/get-started/element';
import type { attributes as availabilityAttributes } from '../widgets/availability/element';
import type { attributes as dialogLinkAttributes } from '../widgets/dialog-link/element';
import type { attributes as shareLinksAttributes } from '../widgets/share-links/element';
import type { attributes as checkoutFormAttributes } from '../widgets/checkout-form/element';
import type { attributes as carouselAttributes } from '../widgets/carousel/element';
import type { attributes as checkoutLoaderAttributes } from '../widgets/checkout-loader/element';
import type { attributes as orderTrackingAttributes } from '../widgets/order-tracking/element';
import type { attributes as compareBarAttributes } from '../widgets/compare-bar/element';
import type { attributes as compareToggleAttributes } from '../widgets/compare-toggle/element';
import type { attributes as favoriteAttributes } from '../widgets/favorite/element';
import type { attributes as productMediaAttributes } from '../widgets/product-media/element';
import type { attributes as productNavAttributes } from '../widgets/product-nav/element';
import type { attributes as leaseTermsAttributes } from '../widgets/lease-terms/element';
import type { attributes as productTileAttributes } from '../widgets/product-tile/element';
import type { attributes as quickViewAttributes } from '../widgets/quick-view/element';
import type { attributes as startLeaseAttributes } from '../widgets/start-lease/element';
import type { attributes as storeAvailabilityAttributes } from '../widgets/store-availability/element';
import type { attributes as zipBannerAttributes } from '../widgets/zip-banner/element';
import type { attributes as zipModalAttributes } from '../widgets/zip-modal/element';
import type { attributes as variantPickerAttributes } from '../widgets/variant-picker/element';
import type { attributes as contestSignupAttributes } from '../widgets/contest-signup/element';
import type { attributes as footerEmailSignupAttributes } from '../widgets/footer-email-signup/element';
import type { attributes as footerSmsSignupAttributes } from '../widgets/footer-sms-signup/element';
import type { attributes as interstitialAttributes } from '../widgets/interstitial/element';
import type { attributes as smsOptinAttributes } from '../widgets/sms-optin/element';
import type { attributes as sofaSignupAttributes } from '../widgets/sofa-signup/element';

/**
 * JSX typings for our custom elements, so stories write `<lto-compare-bar items=... />`. The
 * attributes come from each widget's valibot schema (declared once, in element.ts): every value is
 * the attribute text (a string), required where the schema requires it, kebab-cased like
 * attributeName() in src/core/attributes.ts.
 */
type KebabCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${KebabCase<Tail>}`
  : S;

type AttributesOf<Schema extends v.GenericSchema> = {
  [K in keyof v.InferInput<Schema> as KebabCase<K & string>]: v.InferInput<Schema>[K];
};

type LtoElementProps<Schema extends v.GenericSchema> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  AttributesOf<Schema>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'lto-accordion': LtoElementProps<typeof accordionAttributes>;
      'lto-account-drawer': LtoElementProps<typeof accountDrawerAttributes>;
      'lto-get-started': LtoElementProps<typeof getStartedAttributes>;
      'lto-availability': LtoElementProps<typeof availabilityAttributes>;
      'lto-dialog-link': LtoElementProps<typeof dialogLinkAttributes>;
      'lto-share-links': LtoElementProps<typeof shareLinksAttributes>;
      'lto-carousel': LtoElementProps<typeof carouselAttributes>;
      'lto-checkout-form': LtoElementProps<typeof checkoutFormAttributes>;
      'lto-checkout-loader': LtoElementProps<typeof checkoutLoaderAttributes>;
      'lto-order-tracking': LtoElementProps<typeof orderTrackingAttributes>;
      'lto-compare-bar': LtoElementProps<typeof compareBarAttributes>;
      'lto-compare-toggle': LtoElementProps<typeof compareToggleAttributes>;
      'lto-favorite': LtoElementProps<typeof favoriteAttributes>;
      'lto-product-media': LtoElementProps<typeof productMediaAttributes>;
      'lto-product-nav': LtoElementProps<typeof productNavAttributes>;
      'lto-lease-terms': LtoElementProps<typeof leaseTermsAttributes>;
      'lto-product-tile': LtoElementProps<typeof productTileAttributes>;
      'lto-quick-view': LtoElementProps<typeof quickViewAttributes>;
      'lto-start-lease': LtoElementProps<typeof startLeaseAttributes>;
      'lto-store-availability': LtoElementProps<typeof storeAvailabilityAttributes>;
      'lto-zip-banner': LtoElementProps<typeof zipBannerAttributes>;
      'lto-zip-modal': LtoElementProps<typeof zipModalAttributes>;
      'lto-variant-picker': LtoElementProps<typeof variantPickerAttributes>;
      'lto-contest-signup': LtoElementProps<typeof contestSignupAttributes>;
      'lto-footer-email-signup': LtoElementProps<typeof footerEmailSignupAttributes>;
      'lto-footer-sms-signup': LtoElementProps<typeof footerSmsSignupAttributes>;
      'lto-interstitial': LtoElementProps<typeof interstitialAttributes>;
      'lto-sms-optin': LtoElementProps<typeof smsOptinAttributes>;
      'lto-sofa-signup': LtoElementProps<typeof sofaSignupAttributes>;
    }
  }
}
