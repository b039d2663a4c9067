import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { FooterEmailSignup } from './FooterEmailSignup';

export const tag = 'lto-footer-email-signup';

/**
 * The attributes of <lto-footer-email-signup>: none. The country (opt-in box and Canadian labels),
 * the language and the form action come from the page's config block.
 */
export const attributes = v.object({});

export type FooterEmailSignupProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: FooterEmailSignup });
