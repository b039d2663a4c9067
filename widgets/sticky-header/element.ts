import * as v from 'valibot';
import { defineBehaviour } from '../../src/core/define-behaviour';
import { startStickyHeader } from './scroll-state';

export const tag = 'lto-sticky-header';

/**
 * The attributes of <lto-sticky-header>: none. SPEC 9.5 fixes its numbers (pinned after 32px on a
 * wide screen, a 5px direction change on a phone), and the page's styles see its state.
 */
export const attributes = v.object({});

export type StickyHeaderProps = v.InferOutput<typeof attributes>;

defineBehaviour({ tag, attributes, start: (element) => startStickyHeader(element) });
