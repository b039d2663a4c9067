import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { announce } from '../../src/ui/announce';
import type { attributes } from './element';
import { loadRecentlyViewed } from './load-items';
import { messages } from './messages';
import { recordViewed } from './recently-viewed';
import { edges, inView, measure, target } from './scroll';
import { useOutOfSight } from './use-out-of-sight';

/** What the server drew (README "Server markup"): its items, where its row was scrolled, what had focus. */
interface ServerCarousel {
  items: Element[];
  scrollLeft: number;
  focused: HTMLElement | null;
}

/** Read while rendering first, before the island's first commit takes the server's nodes away. */
function readServer(element: HTMLElement): ServerCarousel {
  const track = element.querySelector('.lto-carousel__track');
  const items = [...element.querySelectorAll('.lto-carousel__slide > :first-child')];
  const active = document.activeElement;
  return { items, scrollLeft: track?.scrollLeft ?? 0, focused: active instanceof HTMLElement && track?.contains(active) ? active : null };
}

/**
 * A carousel of items (SPEC 2.8, 2.10, 9.5) after the WAI-ARIA APG carousel pattern: a region
 * named by its heading with aria-roledescription="carousel", previous / next buttons (disabled at
 * the ends), and each item a group with aria-roledescription="slide" labelled 'N of M'. It never
 * moves by itself (no rotation), and a row of items in view at once scrolls by touch with CSS
 * scroll-snap, so the buttons move it by whole items and say which items are now in view.
 *
 * The server draws the whole carousel (the markup contract); the island draws the same and moves
 * the server's items (not copies) into its slides, so islands inside them (product tiles,
 * favourites) stay the same live elements, with the row's scroll position and the focus kept.
 * With recently-viewed, the server draws nothing: the tiles are loaded from the platform and shown
 * only where that moves nothing the shopper sees (useOutOfSight).
 */
export function Carousel({ label, heading, recentlyViewed, record, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const [server] = useState(() => (recentlyViewed ? { items: [], scrollLeft: 0, focused: null } : readServer(element)));
  const [fetched, setFetched] = useState<Element[]>([]);
  const shown = useOutOfSight(element, fetched.length > 0);
  const items = recentlyViewed ? (shown ? fetched : []) : server.items;
  const headingId = useId();
  const trackId = useId();
  const track = useRef<HTMLDivElement>(null);
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });

  useEffect(() => {
    if (!recentlyViewed) {
      if (record) recordViewed(record);
      return;
    }
    let current = true;
    loadRecentlyViewed(record)
      .then((elements) => current && setFetched(elements))
      // Optional content: a failed load shows nothing rather than an error where no list was promised.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [recentlyViewed, record]);

  // The server's row as the shopper left it: scrolled where it was, the focus where it was (moving
  // an element out of the page and back takes its focus away).
  useLayoutEffect(() => {
    if (track.current) track.current.scrollLeft = server.scrollLeft;
    server.focused?.focus({ preventScroll: true });
  }, [server]);

  // The buttons follow the scroll position, whoever scrolled (a button, a swipe, focus moving in).
  useLayoutEffect(() => {
    const row = track.current;
    if (!row) return;
    const update = () => {
      const next = edges(measure(row));
      setEnds((previous) => (previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next));
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    resized?.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [items]);

  if (items.length === 0) return null;
  const count = items.length;
  const controls = count > 1;

  const go = (step: -1 | 1) => {
    const row = track.current;
    if (!row || (step < 0 ? ends.atStart : ends.atEnd)) return;
    const metrics = measure(row);
    const left = target(metrics, step);
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollTo({ left, behavior: reduced ? 'auto' : 'smooth' });
    const { first, last } = inView(metrics, left, count);
    announce(first === last ? t('carousel.showingOne', { first, count }) : t('carousel.showing', { first, last, count }));
  };

  const button = (step: -1 | 1) => {
    const end = step < 0 ? ends.atStart : ends.atEnd;
    return (
      <button
        type="button"
        className={`lto-carousel__button lto-carousel__button--${step < 0 ? 'previous' : 'next'}`}
        aria-label={t(step < 0 ? 'carousel.previous' : 'carousel.next')}
        aria-controls={trackId}
        // aria-disabled, not disabled: a button disabled under the shopper's focus would drop it to the page.
        aria-disabled={end ? true : undefined}
        onClick={() => go(step)}
      >
        <span aria-hidden="true">{step < 0 ? '‹' : '›'}</span>
      </button>
    );
  };

  const Heading = heading === 'none' ? null : (`h${heading}` as const);
  return (
    <div
      className="lto-carousel"
      role="region"
      aria-roledescription={t('carousel.role')}
      {...(Heading ? { 'aria-labelledby': headingId } : { 'aria-label': label })}
    >
      <div className="lto-carousel__header">
        {Heading ? (
          <Heading id={headingId} className="lto-carousel__heading">
            {label}
          </Heading>
        ) : null}
        {controls ? (
          <div className="lto-carousel__controls">
            {button(-1)}
            {button(1)}
          </div>
        ) : null}
      </div>
      <div ref={track} id={trackId} className="lto-carousel__track">
        {items.map((item, at) => (
          <div
            key={at}
            className="lto-carousel__slide"
            role="group"
            aria-roledescription={t('carousel.slideRole')}
            aria-label={t('carousel.slide', { index: at + 1, count })}
            ref={(slide) => {
              // Moves the server's element in (once): the same node, so its islands live on.
              if (slide && item.parentNode !== slide) slide.append(item);
            }}
          />
        ))}
      </div>
    </div>
  );
}
