import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { announce } from '../../src/ui/announce';
import type { attributes } from './element';
import { messages, type MessageKey } from './messages';
import { coverPage, type PageCover } from './page-cover';
import { stateOfEvent, STATUS_EVENT, type LoaderState } from './states';

/** A state's texts: its title and, for the states SPEC 9.6 gives one, the line under it. */
function textsOf(state: LoaderState) {
  const t = translator(messages);
  const title = t(`loader.${state}.title` as MessageKey);
  const key = `loader.${state}.text` as MessageKey;
  return { title, text: key in messages.en ? t(key) : '' };
}

/**
 * The checkout verification overlay (SPEC 4.9, 9.6): it starts in the `state` attribute's state
 * and follows the document's `lto:checkout-status` events. Each state it enters is said through
 * the page's polite live region; while it shows, the page behind is inert and aria-busy. It traps
 * nothing and has no close button: the page that shows it also hides it (state null).
 */
export function CheckoutLoader({ state: fromAttribute, element }: WidgetProps<typeof attributes>) {
  // The attribute's state from the first render: the server drew that overlay (markup.html), and
  // the widget takes it over as it is. Covering the page and announcing wait for the layout effect.
  const [state, setState] = useState<LoaderState | null>(fromAttribute);
  const shown = useRef<LoaderState | null>(null);
  const cover = useRef<PageCover | undefined>(undefined);
  /** Takes back what the state shown last said: a step that failed is not 'processing' after its error. */
  const takeBack = useRef<() => void>(() => {});

  // One way in for the attribute and the events, run synchronously: covering and uncovering the
  // page cannot wait for React to render (see page-cover.ts).
  const show = useRef((next: LoaderState | null) => {
    if (next === shown.current) return;
    shown.current = next;
    if (next && !cover.current) cover.current = coverPage(element);
    if (!next) {
      cover.current?.release();
      cover.current = undefined;
    }
    setState(next);
    takeBack.current();
    takeBack.current = () => {};
    if (next) {
      const { title, text } = textsOf(next);
      takeBack.current = announce(text ? `${title} ${text}` : title);
    }
  }).current;

  // Uncovered as the island goes in the commit's layout phase, as it was covered: a loader put in
  // its place in the same commit (a template drawn again) covers the page after this one let go.
  useLayoutEffect(
    () => () => {
      cover.current?.release();
      cover.current = undefined;
      shown.current = null;
    },
    [],
  );

  useLayoutEffect(() => show(fromAttribute), [show, fromAttribute]);

  useEffect(() => {
    const listener = (event: Event) => show(stateOfEvent(event));
    document.addEventListener(STATUS_EVENT, listener);
    return () => document.removeEventListener(STATUS_EVENT, listener);
  }, [show]);

  if (!state) return null;
  const { title, text } = textsOf(state);
  const spinnerOnly = state === 'GENERIC_LOADING';
  return (
    <div className="lto-checkout-loader__overlay" data-state={state}>
      <div className="lto-checkout-loader__panel">
        <span className="lto-checkout-loader__spinner" aria-hidden="true" />
        <p className={spinnerOnly ? 'lto-visually-hidden' : 'lto-checkout-loader__title'}>{title}</p>
        {text ? <p className="lto-checkout-loader__text">{text}</p> : null}
      </div>
    </div>
  );
}
