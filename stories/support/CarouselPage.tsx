import { getConfig, language } from '../../src/core/config';
import { formatCents } from '../../src/pricing/money';
import { PRODUCTS, type StoryProduct } from './products';
import { StoryPage } from './StoryPage';
import { escapeHtml } from './server-element';

/** The args of the carousel stories: what the platform's server renders into the page. */
export interface CarouselArgs {
  /** The items the server renders into `<lto-carousel>` (tiles with a live `<lto-favorite>`). */
  products: StoryProduct[];
  /** Render `<lto-carousel recently-viewed record>` instead: tiles loaded from urls.productTiles. */
  recentlyViewed: boolean;
}

const TEXT = {
  en: { recommended: 'Recommended for you', recent: 'Recently viewed', perMonth: '/mo', previous: 'Previous items', next: 'Next items', of: 'of', role: 'carousel', slideRole: 'slide' },
  es: { recommended: 'Recomendados para ti', recent: 'Vistos recientemente', perMonth: '/mes', previous: 'Artículos anteriores', next: 'Artículos siguientes', of: 'de', role: 'carrusel', slideRole: 'diapositiva' },
} as const;

/** One story tile as server HTML, priced in the page's currency. */
export function storyTile(product: StoryProduct): string {
  const config = getConfig();
  const t = TEXT[language(config)];
  return `<div class="sb-tile"><img class="sb-tile__img" src="${product.img}" alt="" width="120" height="120"><h3 class="sb-tile__name"><a href="/p/${product.pid}">${escapeHtml(
    product.name,
  )}</a></h3><p class="sb-tile__price">${formatCents(product.monthlyCents, config)}${t.perMonth}</p><lto-favorite pid="${product.pid}" product="${
    product.pid
  }" uuid="${product.uuid}" name="${escapeHtml(product.name)}"></lto-favorite></div>`;
}

/** The tiles fragment the platform answers for ?pids=P1,P2 (urls.productTiles), for the msw handler. */
export function storyTilesFragment(pids: string[]): string {
  return pids.flatMap((pid) => PRODUCTS.filter((product) => product.pid === pid)).map(storyTile).join('');
}

/** The carousel around the items, as the server's template writes it (README "Server markup"). */
function carouselMarkup(label: string, items: readonly string[]): string {
  if (items.length === 0) return '';
  const t = TEXT[language(getConfig())];
  const button = (step: 'previous' | 'next') =>
    `<button type="button" class="lto-carousel__button lto-carousel__button--${step}" aria-label="${t[step]}" aria-controls="sb-carousel-track"${
      step === 'previous' ? ' aria-disabled="true"' : ''
    }><span aria-hidden="true">${step === 'previous' ? '‹' : '›'}</span></button>`;
  const controls = items.length > 1 ? `<div class="lto-carousel__controls">${button('previous')}${button('next')}</div>` : '';
  const slides = items.map(
    (item, at) => `<div class="lto-carousel__slide" role="group" aria-roledescription="${t.slideRole}" aria-label="${at + 1} ${t.of} ${items.length}">${item}</div>`,
  );
  return `<div class="lto-carousel" role="region" aria-roledescription="${t.role}" aria-labelledby="sb-carousel-heading"><div class="lto-carousel__header"><h2 id="sb-carousel-heading" class="lto-carousel__heading">${label}</h2>${controls}</div><div id="sb-carousel-track" class="lto-carousel__track">${slides.join('')}</div></div>`;
}

/**
 * A product page's carousel, written as the server writes it. It goes in through innerHTML, not as
 * React children: the carousel moves its children into slides, and the story's own React root must
 * not own nodes that another root moves.
 */
export function CarouselPage({ products, recentlyViewed, note }: CarouselArgs & { note?: string | undefined }) {
  const t = TEXT[language(getConfig())];
  const tag = recentlyViewed
    ? `<lto-carousel label="${t.recent}" recently-viewed record="P1008"></lto-carousel>`
    : `<lto-carousel label="${t.recommended}">${carouselMarkup(t.recommended, products.map(storyTile))}</lto-carousel>`;
  return (
    <StoryPage note={note}>
      <div dangerouslySetInnerHTML={{ __html: tag }} />
    </StoryPage>
  );
}
