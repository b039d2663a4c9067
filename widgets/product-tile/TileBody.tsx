import type { MouseEvent } from 'react';
import type { Translate } from '../../src/core/i18n';
import type { Cents } from '../../src/pricing';
import { LeasingPowerFit } from '../../src/ui/LeasingPowerFit';
import { rovingKeyDown } from '../../src/ui/roving';
import type { MessageKey } from './messages';
import { swatchLabel, type TileDisplay } from './display';
import type { TileVariant } from './variant';

/**
 * The visible body of a product tile: the same elements, classes, attributes and texts as the
 * server markup of the README ("Server markup", markup.html), so drawing the island over the
 * server's changes nothing the shopper sees. No style attribute anywhere (the CSP forbids inline
 * styles): a swatch shows its colour as an image, or as an SVG circle filled with `colorhex`.
 */
export interface TileBodyProps {
  display: TileDisplay;
  variants: readonly TileVariant[];
  selectedPid: string;
  t: Translate<MessageKey>;
  /** The monthly payment shown: whether it fits the shopper's Leasing Power is said under the prices. */
  monthly?: Cents;
  /** 'eager' for the first row of a listing: the image loads at once, at high priority. */
  loading: 'eager' | 'lazy';
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onSwatchSelect?: (variant: TileVariant) => void;
  onSwatchPreview?: (variant: TileVariant) => void;
  onSwatchesLeave?: () => void;
  /** An arrow key, Home or End moved focus to this swatch: it is chosen too (APG radio group). */
  onSwatchMove?: (variant: TileVariant) => void;
}

const STAR_COUNT = 5;

export function TileBody(props: TileBodyProps) {
  const { display: d, t, loading, onLinkClick } = props;
  return (
    <div className={`lto-product-tile${d.outOfStock ? ' lto-product-tile--oos' : ''}`}>
      <div className="lto-product-tile__media">
        {/* The name link below is the one assistive technology gets; this one is for pointers. */}
        <a className="lto-product-tile__image-link" href={d.url} tabIndex={-1} aria-hidden="true" onClick={onLinkClick}>
          {/* The listing's largest paint: the server's own node stays (data-lto-keep), never drawn twice. */}
          <img
            data-lto-keep=""
            className="lto-product-tile__image"
            src={d.image.src}
            alt={d.image.alt}
            title={d.image.title || undefined}
            width={400}
            height={300}
            loading={loading}
            fetchPriority={loading === 'eager' ? 'high' : undefined}
            decoding="async"
          />
        </a>
        {d.label ? <p className="lto-product-tile__label">{d.label}</p> : null}
        {d.badge ? <p className="lto-product-tile__badge">{d.badge}</p> : null}
        {d.outOfStock ? <p className="lto-product-tile__overlay">{d.outOfStock}</p> : null}
      </div>
      {props.variants.length > 1 ? <Swatches {...props} /> : null}
      <h3 className="lto-product-tile__name">
        <a href={d.url} onClick={onLinkClick}>
          {d.name}
        </a>
      </h3>
      {d.brand ? <p className="lto-product-tile__brand">{d.brand}</p> : null}
      {d.term ? <p className="lto-product-tile__term">{d.term}</p> : null}
      {d.pills ? (
        <div className="lto-product-tile__pills">
          <p className={`lto-product-tile__pill lto-product-tile__pill--weekly${d.pills.saleLabel ? ' lto-product-tile__pill--sale' : ''}`}>
            {d.pills.saleLabel ? <span className="lto-product-tile__weekly-sale">{d.pills.saleLabel}</span> : null}
            {d.pills.weekly}
          </p>
          {d.pills.monthly ? <p className="lto-product-tile__pill lto-product-tile__pill--monthly">{d.pills.monthly}</p> : null}
        </div>
      ) : null}
      {d.price ? (
        <p className={`lto-product-tile__price${d.priceOnSale ? ' lto-product-tile__price--sale' : ''}`}>{d.price}</p>
      ) : null}
      {d.was ? (
        <p className="lto-product-tile__was">
          <s>{d.was}</s>
        </p>
      ) : null}
      <LeasingPowerFit monthly={props.monthly} />
      {d.today ? <p className="lto-product-tile__today">{d.today}</p> : null}
      {d.promotion ? <p className="lto-product-tile__promotion">{d.promotion}</p> : null}
      {d.rating ? (
        <p className="lto-product-tile__rating">
          {d.rating.starsfile ? (
            <img className="lto-product-tile__stars" src={d.rating.starsfile} alt="" width={80} height={16} />
          ) : (
            <span className="lto-product-tile__stars" aria-hidden="true">
              {'★'.repeat(d.rating.filled) + '☆'.repeat(STAR_COUNT - d.rating.filled)}
            </span>
          )}
          {` ${d.rating.stars} (${d.rating.count})`}
        </p>
      ) : null}
      {d.delivery ? (
        <p className={`lto-product-tile__delivery${d.delivery.express ? ' lto-product-tile__delivery--express' : ''}`}>
          {d.delivery.text}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The colour swatches: an APG radio group (one tab stop; arrow keys, Home and End move and
 * select). Hovering a swatch previews its variant; leaving the group restores the selected one.
 */
function Swatches({ variants, selectedPid, t, onSwatchSelect, onSwatchPreview, onSwatchesLeave, onSwatchMove }: TileBodyProps) {
  const onKeyDown = onSwatchMove && rovingKeyDown('[role="radio"]', (to) => onSwatchMove(variants[to]!));
  return (
    <div className="lto-product-tile__swatches" role="radiogroup" aria-label={t('tile.colors')} onMouseLeave={onSwatchesLeave} onKeyDown={onKeyDown}>
      {variants.map((variant) => {
        const selected = variant.pid === selectedPid;
        return (
          <button
            key={variant.pid}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            className={`lto-product-tile__swatch${variant.oos ? ' lto-product-tile__swatch--oos' : ''}`}
            data-pid={variant.pid}
            onClick={onSwatchSelect && (() => onSwatchSelect(variant))}
            onMouseEnter={onSwatchPreview && (() => onSwatchPreview(variant))}
          >
            {variant.variantimg ? (
              <img className="lto-product-tile__swatch-image" src={variant.variantimg} alt="" width={32} height={32} loading="lazy" />
            ) : variant.colorhex ? (
              <svg className="lto-product-tile__swatch-image" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
                <circle cx="16" cy="16" r="16" fill={variant.colorhex} />
              </svg>
            ) : null}
            <span className="lto-visually-hidden">{swatchLabel(variant, t)}</span>
          </button>
        );
      })}
    </div>
  );
}
