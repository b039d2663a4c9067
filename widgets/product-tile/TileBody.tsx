import type { CSSProperties, KeyboardEvent, MouseEvent } from 'react';
import type { Translate } from '../../src/core/i18n';
import type { MessageKey } from './messages';
import { swatchLabel, type TileDisplay } from './display';
import type { TileVariant } from './variant';

/**
 * The visible body of a product tile. Pure: the island renders it with handlers, and a server
 * renders it (without them) into the tag, so the markup before and after mounting is the same.
 */
export interface TileBodyProps {
  display: TileDisplay;
  variants: readonly TileVariant[];
  selectedPid: string;
  t: Translate<MessageKey>;
  /** Only in the browser: paints each swatch with its colour through the CSSOM (no style attribute in server HTML). */
  paintSwatches?: boolean;
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onSwatchSelect?: (variant: TileVariant) => void;
  onSwatchPreview?: (variant: TileVariant) => void;
  onSwatchesLeave?: () => void;
  onSwatchKeyDown?: (event: KeyboardEvent<HTMLButtonElement>, variant: TileVariant) => void;
}

const STAR_COUNT = 5;

export function TileBody(props: TileBodyProps) {
  const { display: d, t, onLinkClick } = props;
  return (
    <div className={`lto-product-tile${d.outOfStock ? ' lto-product-tile--oos' : ''}`}>
      <div className="lto-product-tile__media">
        {/* The name link below is the one assistive technology gets; this one is for pointers. */}
        <a className="lto-product-tile__image-link" href={d.url} tabIndex={-1} aria-hidden="true" onClick={onLinkClick}>
          <img
            className="lto-product-tile__image"
            src={d.image.src}
            alt={d.image.alt}
            title={d.image.title || undefined}
            width={400}
            height={300}
            loading="lazy"
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
          )}{' '}
          {d.rating.stars} ({d.rating.count})
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
function Swatches({ variants, selectedPid, t, paintSwatches, onSwatchSelect, onSwatchPreview, onSwatchesLeave, onSwatchKeyDown }: TileBodyProps) {
  return (
    <div className="lto-product-tile__swatches" role="radiogroup" aria-label={t('tile.colors')} onMouseLeave={onSwatchesLeave}>
      {variants.map((variant) => {
        const selected = variant.pid === selectedPid;
        const style = paintSwatches && variant.colorhex ? ({ '--lto-swatch-color': variant.colorhex } as CSSProperties) : undefined;
        return (
          <button
            key={variant.pid}
            type="button"
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            className={`lto-product-tile__swatch${variant.oos ? ' lto-product-tile__swatch--oos' : ''}`}
            data-pid={variant.pid}
            style={style}
            onClick={onSwatchSelect && (() => onSwatchSelect(variant))}
            onMouseEnter={onSwatchPreview && (() => onSwatchPreview(variant))}
            onKeyDown={onSwatchKeyDown && ((event) => onSwatchKeyDown(event, variant))}
          >
            {variant.variantimg ? (
              <img className="lto-product-tile__swatch-image" src={variant.variantimg} alt="" width={32} height={32} loading="lazy" />
            ) : null}
            <span className="lto-visually-hidden">{swatchLabel(variant, t)}</span>
          </button>
        );
      })}
    </div>
  );
}
