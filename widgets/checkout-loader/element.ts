import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { CheckoutLoader } from './CheckoutLoader';
import { isLoaderState, LOADER_STATES, type LoaderState } from './states';

export const tag = 'lto-checkout-loader';

/** The attributes of <lto-checkout-loader>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  // Not a picklist: '' (hidden) is the default, and an unknown state warns and falls back to it.
  state: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || isLoaderState(value)),
    v.transform((value): LoaderState | null => (value === '' ? null : (value as LoaderState))),
    v.description(`The state the overlay starts in (and shows whenever the attribute changes); empty: hidden. One of ${LOADER_STATES.map((s) => `\`${s}\``).join(', ')}.`),
  ),
});

export type CheckoutLoaderProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: CheckoutLoader });
