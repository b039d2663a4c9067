import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { ContestSignup } from './ContestSignup';

export const tag = 'lto-contest-signup';

/**
 * The attributes of <lto-contest-signup>: none. The form action (urls.contestForm), the country
 * (zip or postal code) and the language come from the page's config block.
 */
export const attributes = v.object({});

export type ContestSignupProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ContestSignup });
