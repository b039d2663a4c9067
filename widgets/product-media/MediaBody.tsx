import { useRef, type MouseEvent, type ReactNode, type TouchEvent } from 'react';
import type { Translate } from '../../src/core/i18n';
import { tabPanelProps, Tabs } from '../../src/ui/Tabs';
import type { MediaImage } from './images';
import type { MessageKey } from './messages';

/**
 * The visible body of <lto-product-media>: the main image and, with more than one picture, the
 * thumbnails. It is the markup of the README's contract (markup.html), which a platform's template
 * writes inside the tag: the first render draws exactly that, so nothing moves when it mounts.
 * Every picture sits in a box of fixed shape (4:3, the CSS letterboxes other shapes), so the page
 * keeps its layout whatever the images turn out to be.
 *
 * The main image is the page's largest paint: it loads eagerly at high priority, and it is marked
 * `data-lto-keep`, so the island keeps the server's very node (src/core/server-markup.ts) and only
 * changes its src and alt. A click on it reaches the stage's handler (the server's node has none).
 *
 * The thumbnails are an APG tablist (src/ui Tabs; not toggle buttons with aria-pressed): exactly
 * one is chosen and it decides what one area shows, which is what tabs are; screen readers then say
 * "tab 2 of 4", the set is one Tab stop, and arrow keys move between thumbnails and choose them (a
 * picture is cheap to show, so focus chooses it).
 *
 * On a touch screen a sideways swipe over the main image shows the next or previous picture (not
 * past either end): what a shopper on a phone tries first. The browser keeps every gesture (the
 * page scrolls under a finger, pinches and pans), and on a page pinched larger nothing swipes.
 */
export interface MediaBodyProps {
  images: readonly MediaImage[];
  /** The picture shown, from 0. */
  index: number;
  /** Prefix of the ids tying tabs to the panel: the server's (src/ui/server-ids.ts), else React's. */
  idBase: string;
  /** Product name, for the thumbnails' accessible name. */
  name: string;
  t: Translate<MessageKey>;
  onSelect: (index: number) => void;
  onImageClick: () => void;
  /** The zoom button, laid over the image's corner (so showing it moves nothing). */
  zoom: ReactNode;
}

/** How far a finger must travel sideways, and how much more sideways than up or down, to swipe. */
export const SWIPE_PX = 40;
const SIDEWAYS = 1.5;

/** The main image's box: 4:3, as the thumbnails'. */
export const MAIN_SIZE = { width: 800, height: 600 } as const;
export const THUMB_SIZE = { width: 96, height: 72 } as const;

export function MediaBody({ images, index, idBase, name, t, onSelect, onImageClick, zoom }: MediaBodyProps) {
  const shown = images[index] ?? images[0]!;
  const tabs = images.length > 1;
  const tabId = (at: number) => `${idBase}-tab-${at}`;
  const panelId = () => `${idBase}-panel`;
  // The stage holds one image, the main one (the thumbnails are outside it).
  const onStageClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).localName === 'img') onImageClick();
  };
  // Touch events rather than pointer events: they go on while the browser pans the page (no
  // touch-action taken from it, so a shopper who pinched the page larger still pans it sideways
  // over the picture, and then swipes nothing). A finger that moved this far makes no click.
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const finger = event.touches.length === 1 ? event.touches[0] : undefined;
    swipe.current = tabs && finger ? { x: finger.clientX, y: finger.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = swipe.current;
    const finger = event.changedTouches[0];
    swipe.current = null;
    if (!start || !finger || (globalThis.visualViewport?.scale ?? 1) > 1) return;
    const dx = finger.clientX - start.x;
    // A finger moving left brings the next picture in from the right.
    const to = index + (dx < 0 ? 1 : -1);
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) >= SIDEWAYS * Math.abs(finger.clientY - start.y) && to >= 0 && to < images.length) onSelect(to);
  };
  return (
    <div className="lto-product-media">
      <div
        className="lto-product-media__stage"
        // No Tab stop of its own, as the server writes it: the zoom button in it is one.
        {...(tabs ? tabPanelProps({ id: panelId(), labelledBy: tabId(index), tabStop: false }) : {})}
        onClick={onStageClick}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <img
          className="lto-product-media__image"
          data-lto-keep=""
          src={shown.src}
          alt={shown.alt}
          width={MAIN_SIZE.width}
          height={MAIN_SIZE.height}
          loading="eager"
          fetchPriority="high"
        />
        {zoom}
      </div>
      {tabs ? (
        <Tabs
          label={name ? t('productMedia.thumbnails', { name }) : t('productMedia.thumbnailsUnnamed')}
          tabs={images.map((image, at) => ({
            key: at,
            label: <img src={image.src} alt={image.alt} width={THUMB_SIZE.width} height={THUMB_SIZE.height} loading="lazy" />,
          }))}
          selected={index}
          onSelect={onSelect}
          tabId={tabId}
          panelId={panelId}
          className="lto-product-media__thumbs"
          tabClassName="lto-product-media__thumb"
        />
      ) : null}
    </div>
  );
}
