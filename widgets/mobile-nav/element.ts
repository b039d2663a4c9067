import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { MobileNav } from './MobileNav';

export const tag = 'lto-mobile-nav';

/**
 * The attributes of <lto-mobile-nav>: none. Its toggle, overlay and panel are the server's markup
 * inside it, its texts the platform's.
 */
export const attributes = v.object({});

export type MobileNavProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: MobileNav });
