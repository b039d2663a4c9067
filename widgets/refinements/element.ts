import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { Refinements } from './Refinements';

export const tag = 'lto-refinements';

/**
 * The attributes of <lto-refinements>: none. Its groups and values are the server's markup inside
 * it, its opener a marked link elsewhere on the page, its texts the page's language.
 */
export const attributes = v.object({});

export type RefinementsProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: Refinements });
