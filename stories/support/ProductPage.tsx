/**
 * A product page shell for the variant picker and availability stories: the product content
 * region as the platform renders it (server HTML with our tags), so a reload can replace it.
 */
export interface StoryVariant {
  pid: string;
  color: { en: string; es: string };
  oos: boolean;
}

export const STORY_VARIANTS: StoryVariant[] = [
  { pid: 'P1001-1', color: { en: 'Navy', es: 'Azul marino' }, oos: false },
  { pid: 'P1001-2', color: { en: 'Gray', es: 'Gris' }, oos: true },
  { pid: 'P1001-3', color: { en: 'Sand', es: 'Arena' }, oos: false },
];

const lang = (locale: string) => (locale.startsWith('es') ? 'es' : 'en');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The region's HTML for the variant `pid`: what GET {productVariant}?format=ajax answers. */
export function productContentHtml(pid: string, locale: string): string {
  const l = lang(locale);
  const shown = STORY_VARIANTS.find((v) => v.pid === pid) ?? STORY_VARIANTS[0]!;
  const variations = [
    {
      id: 'color',
      label: l === 'es' ? 'Colores' : locale === 'en-CA' ? 'Colours' : 'Colors',
      display: 'swatch',
      values: STORY_VARIANTS.map((v) => ({ pid: v.pid, label: v.color[l], url: `?color=${v.pid}`, oos: v.oos, selected: v === shown })),
    },
  ];
  return `<div class="pdp" id="product-content">
<h1>Harbor Sofa, ${shown.color[l]}</h1>
<lto-availability pid="${shown.pid}" product="P1001"></lto-availability>
<lto-variant-picker product="P1001" selected="${shown.pid}" variations="${escape(JSON.stringify(variations))}"></lto-variant-picker>
</div>`;
}

/** The product page with the region for `pid`, written as server HTML (our tags become islands). */
export function ProductPage({ pid, locale, note }: { pid: string; locale: string; note?: string | undefined }) {
  return (
    <div className="story-product">
      {note ? <p className="story-note">{note}</p> : null}
      <div dangerouslySetInnerHTML={{ __html: productContentHtml(pid, locale) }} />
    </div>
  );
}

/** Availability alone, asked for the state named by `pid` (see product-handlers). */
export function AvailabilityPage({ pid, note }: { pid: string; note?: string | undefined }) {
  return (
    <div className="story-product">
      {note ? <p className="story-note">{note}</p> : null}
      <lto-availability pid={pid} />
    </div>
  );
}
