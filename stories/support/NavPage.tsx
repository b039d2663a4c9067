import { getConfig, language } from '../../src/core/config';
import { StoryNote } from './ListingPage';
import './nav.css';
import { escapeHtml } from './server-element';

/**
 * The header navigation stories' page, as a platform renders it (widgets/mega-nav/README.md and
 * widgets/mobile-nav/README.md, "Server markup"): `<lto-mobile-nav>` inside the `<nav>` landmark,
 * its panel holding the promo banners (the US English navigation only, SPEC 2.2) and
 * `<lto-mega-nav>` with three categories and their sub-categories, in the page's language.
 */
const CATEGORIES = [
  {
    key: 'living-room',
    name: { en: 'Living Room', es: 'Sala' },
    subs: [
      ['sofa', { en: 'Sofas', es: 'Sofás' }],
      ['sectional', { en: 'Sectionals', es: 'Seccionales' }],
      ['recliner', { en: 'Recliners', es: 'Sillones reclinables' }],
      ['coffee-table', { en: 'Coffee Tables', es: 'Mesas de centro' }],
    ],
  },
  {
    key: 'bedroom',
    name: { en: 'Bedroom', es: 'Dormitorio' },
    subs: [
      ['queen-bed', { en: 'Queen Beds', es: 'Camas queen' }],
      ['dresser', { en: 'Dressers', es: 'Cómodas' }],
    ],
  },
  {
    key: 'appliances',
    name: { en: 'Appliances', es: 'Electrodomésticos' },
    subs: [
      ['front-washer', { en: 'Front-Load Washers', es: 'Lavadoras de carga frontal' }],
      ['laundry-pair', { en: 'Washer & Dryer Sets', es: 'Juegos de lavadora y secadora' }],
    ],
  },
] as const;

const PROMOS = [
  { href: '/c/living-room?subcat=sofa', title: 'Sofa week', text: 'New sofas and sectionals, delivered free' },
  { href: '/c/electronics?subcat=tv', title: 'Big screens, small payments', text: 'TVs with a low first payment' },
] as const;

const TEXT = {
  en: { nav: 'Shop by category', menu: 'Menu', more: (c: string) => `More in ${c}`, all: (c: string) => `All ${c}`, back: 'Back', backLabel: 'Back to all categories', promos: 'Offers' },
  es: { nav: 'Comprar por categoría', menu: 'Menú', more: (c: string) => `Más en ${c}`, all: (c: string) => `Ver todo en ${c}`, back: 'Volver', backLabel: 'Volver a todas las categorías', promos: 'Ofertas' },
} as const;

const CHEVRON =
  '<svg class="lto-mega-nav__chevron" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" stroke-width="2"/></svg>';

/** The promo banner carousel, as the demo writes it: no visible heading, the region named 'Offers'. */
const promos = () =>
  `<lto-carousel class="lto-mobile-nav__promos" label="Offers" heading="none"><div class="lto-carousel" role="region" aria-roledescription="carousel" aria-label="Offers"><div class="lto-carousel__header"></div><div id="sb-nav-promos-track" class="lto-carousel__track">${PROMOS.map(
    (promo, at) =>
      `<div class="lto-carousel__slide" role="group" aria-roledescription="slide" aria-label="${at + 1} of ${PROMOS.length}"><a class="nav-promo" href="${promo.href}"><strong>${promo.title}</strong> <span>${promo.text}</span></a></div>`,
  ).join('')}</div></div></lto-carousel>`;

function category(lang: 'en' | 'es', { key, name: names, subs }: (typeof CATEGORIES)[number]): string {
  const t = TEXT[lang];
  const name = names[lang];
  const panel = `sb-mega-nav-${key}`;
  const link = (href: string, label: string) => `<li><a class="lto-mega-nav__sublink" href="${href}">${escapeHtml(label)}</a></li>`;
  return `<li class="lto-mega-nav__item">
<a class="lto-mega-nav__link" href="/c/${key}">${escapeHtml(name)}</a><button type="button" class="lto-mega-nav__button" aria-expanded="false" aria-controls="${panel}" aria-label="${escapeHtml(t.more(name))}">${CHEVRON}</button>
<div class="lto-mega-nav__panel" id="${panel}" hidden>
<button type="button" class="lto-mega-nav__back" aria-label="${t.backLabel}">${t.back}</button>
<ul class="lto-mega-nav__subs">${link(`/c/${key}`, t.all(name))}${subs.map(([sub, label]) => link(`/c/${key}?subcat=${sub}`, label[lang])).join('')}</ul>
</div>
</li>`;
}

/** The navigation as the server writes it; it goes in through innerHTML, not as React elements, so the islands own it. */
export function navMarkup(): string {
  const lang = language();
  const t = TEXT[lang];
  const usEnglish = lang === 'en' && getConfig().country === 'US';
  return `<nav class="sb-nav" aria-label="${t.nav}"><lto-mobile-nav>
<button type="button" class="lto-mobile-nav__toggle" aria-expanded="false" aria-controls="sb-nav-panel"><span class="lto-mobile-nav__label">${t.menu}</span></button>
<div class="lto-mobile-nav__overlay" hidden></div>
<div class="lto-mobile-nav__panel" id="sb-nav-panel">
${usEnglish ? promos() : ''}
<lto-mega-nav>
<ul class="lto-mega-nav__list">${CATEGORIES.map((c) => category(lang, c)).join('')}</ul>
</lto-mega-nav>
</div>
</lto-mobile-nav></nav>`;
}

export function NavPage({ note }: { note?: string | undefined }) {
  return (
    <main className="sb-listing">
      <StoryNote note={note} />
      <div dangerouslySetInnerHTML={{ __html: navMarkup() }} />
    </main>
  );
}
