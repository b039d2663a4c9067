import { getConfig, language } from '../../src/core/config';
import type { MediaVariantInput } from '../../widgets/product-media/images';
import { productImage } from './products';
import { StoryPage } from './StoryPage';

/** The args of the product media stories: what the platform's server renders into the tag. */
export interface ProductMediaArgs {
  /** How many pictures each colour has (1: no thumbnails). */
  pictures: number;
}

const COLOURS = [
  { pid: 'P1001-1', hex: '#5b7c99', en: 'Blue', es: 'Azul' },
  { pid: 'P1001-2', hex: '#a0795a', en: 'Tan', es: 'Canela' },
] as const;

/** Story pictures drawn inline (Storybook fetches nothing): a different silhouette per view. */
const VIEWS = [
  { shape: 'sofa', en: 'front view', es: 'vista frontal' },
  { shape: 'loveseat', en: 'side view', es: 'vista lateral' },
  { shape: 'sectional', en: 'angled view', es: 'vista en ángulo' },
  { shape: 'ottoman', en: 'close-up', es: 'primer plano' },
] as const;

export const PRODUCT_NAME = 'Harbor Sofa';

/** The `variants` attribute in the page's language, as the demo server writes it. */
export function mediaVariants(pictures: number): MediaVariantInput[] {
  const lang = language(getConfig());
  return COLOURS.map((colour) => ({
    pid: colour.pid,
    images: VIEWS.slice(0, pictures).map((view) => ({
      src: productImage(view.shape, colour.hex),
      alt: `${PRODUCT_NAME}, ${colour[lang]}, ${view[lang]}`,
    })),
  }));
}

/** A product page's media column. */
export function ProductMediaPage({ pictures, note }: ProductMediaArgs & { note?: string | undefined }) {
  return (
    <StoryPage note={note}>
      <div className="sb-pdp-media">
        <lto-product-media product="P1001" name={PRODUCT_NAME} selected="P1001-1" variants={JSON.stringify(mediaVariants(pictures))} />
      </div>
    </StoryPage>
  );
}
