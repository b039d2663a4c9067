/**
 * What the generated docs know of one widget: its manifest (src/core/widget-manifest.ts), its
 * attributes as its schema parses them, the custom properties its stylesheets read and its server
 * markup fixtures. widgets/docs.ts gathers it from the widget's folder; the modules beside this
 * one turn it into dist/custom-elements.json, README sections, JSX typings, Storybook argTypes and
 * the autoloader's registry. Nothing here knows any one widget.
 */
import type { EndpointName } from '../contracts/endpoints';
import type { DispatchedEvent, ListenedEvent } from '../core/widget-manifest';
import type { AttributeDoc } from './attributes';
import type { CssPropertyDoc } from './css-properties';

export interface MarkupDoc {
  /** The fixture's file name, next to element.ts. */
  file: string;
  /** The case it shows. */
  description: string;
  html: string;
}

export interface WidgetDoc {
  /** The widget's folder under widgets/ (the tag without `lto-`). */
  folder: string;
  tag: `lto-${string}`;
  summary: string;
  attributes: AttributeDoc[];
  dispatches: readonly DispatchedEvent[];
  listens: readonly ListenedEvent[];
  endpoints: { name: EndpointName; description: string }[];
  cssProperties: CssPropertyDoc[];
  markup: MarkupDoc[];
  openers?: string;
  /** Whether the folder has a wake module (wake.ts). */
  wake: boolean;
  /** The manifest's startsByWake: intent on it loads nothing. */
  startsByWake?: true;
  /** The manifest's fetchedOnIntent: nothing of it is fetched ahead at idle. */
  fetchedOnIntent?: true;
}
