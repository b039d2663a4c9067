import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { MegaNav } from './MegaNav';

export const tag = 'lto-mega-nav';

/**
 * The attributes of <lto-mega-nav>: none. Its categories, buttons and panels are the server's
 * markup inside it, its texts the platform's.
 */
export const attributes = v.object({});

export type MegaNavProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: MegaNav });
