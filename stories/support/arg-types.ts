import type { ArgTypes } from '@storybook/react-vite';
import { widgetArgTypes, type WidgetTag } from './widget-arg-types';

/**
 * A tag's argTypes for a story's meta, generated from its manifest (./widget-arg-types.ts): its
 * attributes, the events it dispatches and listens for, and the --lto-* custom properties it
 * reads, documented as in its README. The attributes the story passes to the tag as args of the
 * same name (`controlled`) keep their control; the rest are documented without one, since
 * changing them would change nothing the story draws.
 */
export function argTypesOf(tag: WidgetTag, controlled: readonly string[] = []): ArgTypes {
  return Object.fromEntries(
    Object.entries(widgetArgTypes[tag]).map(([key, argType]) => [key, controlled.includes(key) ? argType : { ...argType, control: false }]),
  );
}
