/**
 * The part of a widget's definition written for the people who use it rather than for the
 * browser: a summary, the DOM events it dispatches and listens for, the config block endpoints it
 * asks for, its server markup fixtures and the elements outside it that open it. element.ts
 * declares the tag and the attribute schema; each widget's manifest.ts declares this, once, and no
 * bundle imports it (its texts cost a shopper nothing). `npm run build` (widgets/docs.ts) reads
 * both, and the --lto-* custom properties the widget's stylesheets read, and generates from them
 * dist/custom-elements.json, the README sections, the JSX typings, the Storybook argTypes and the
 * autoloader's registry.
 *
 * Event and endpoint names are the contracts' (src/contracts), so a misspelt one fails the
 * typecheck (and widgets/docs.test.ts finds each event name among what src/contracts exports);
 * the generated widgets/manifest-events.typecheck.ts holds each `detail` text against its
 * event's declared detail type.
 */
import type { EndpointName } from '../contracts/endpoints';
import type { LtoEventName } from './events';

/** An event a widget dispatches, for host-page scripts. */
export interface DispatchedEvent {
  /** One of src/contracts' events (`LtoEventMap`). */
  name: LtoEventName;
  /** 'element': from the widget's element, bubbling and composed; 'document': on document, bubbling. */
  from: 'element' | 'document';
  /** The type of `event.detail`, as TypeScript (`{ items: CompareItem[] }`). */
  detail: string;
  /** When it is dispatched and what its detail says. */
  description: string;
}

/** An event a widget answers. */
export interface ListenedEvent {
  /** One of src/contracts' events (`LtoEventMap`), or the browser's popstate (followed only). */
  name: LtoEventName | 'popstate';
  /**
   * 'command': dispatched on document to ask the widget to act; one that comes before the widget
   * is drawn loads it and is dispatched again once it is. 'follows': another island announces
   * shared state this widget shows; the widget is drawn and shows that state (which reaches it
   * through the store bus, not through the event's detail). The browser's popstate is followed
   * the same way: the widget is drawn and shows what the address now says.
   */
  as: 'command' | 'follows';
  /** The type of `event.detail` the widget reads, as TypeScript; none for a follower. */
  detail?: string;
  /** What the widget does then. */
  description: string;
}

export interface WidgetManifest {
  /** The tag of element.ts. */
  tag: `lto-${string}`;
  /** One line: what the shopper sees or uses. */
  summary: string;
  dispatches?: readonly DispatchedEvent[];
  listens?: readonly ListenedEvent[];
  /**
   * The config block `urls` keys it asks for (src/contracts/endpoints.ts), each with what it is
   * used for and what happens without it.
   */
  endpoints?: Readonly<Partial<Record<EndpointName, string>>>;
  /**
   * Its server markup fixtures, files next to element.ts (`markup.html`, `markup-one.html`), each
   * with the case it shows: what a platform's template writes inside the tag. The README's server
   * markup section shows each fixture under its file name and this case; an empty fixture says the
   * widget needs no server markup.
   */
  markup: Readonly<Record<string, string>>;
  /**
   * Elements outside the tag that open it (a CSS selector): intent on one loads the widget, and a
   * click on one before the widget is drawn is held and done again once it is. Also a link inside
   * it that the widget follows in place, where following it as a link would lose the shopper's
   * place (the listing's 'load more'); should the code not come, the link is followed then.
   */
  openers?: string;
  /**
   * It starts from its wake module alone, and intent on it loads nothing (the sticky header,
   * around the whole header: a pointer resting over a page's header as it loads would fetch its
   * code before the load event, and again on every page, for nothing its wake module does not do).
   */
  startsByWake?: true;
  /**
   * The autoloader fetches nothing of its code before the shopper reaches for it (pointer over,
   * focus, touch): not even the modules its chunk imports, which it fetches ahead at idle for the
   * other islands near the viewport. For a widget over a server form that works without it, which
   * most of a page's shoppers never use: the header search, on every page (the home page as
   * Chromium loads it, no intent: 1.6 KB less). A module it shares with code that runs at idle
   * still comes then (where the tag manager is on, analytics brings the personal-data check).
   */
  fetchedOnIntent?: true;
}

/** Declares a widget's manifest (typed, so a misspelt field fails the typecheck). */
export function describeWidget(manifest: WidgetManifest): WidgetManifest {
  return manifest;
}
