import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { LocaleSwitcher } from './LocaleSwitcher';

export const tag = 'lto-locale-switcher';

/** The attributes of <lto-locale-switcher>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  mainHost: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    // A host name with its port if any, nothing else: 'www.shop.example', 'localhost:4321'.
    v.regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?)?$/i),
    v.description(
      "The main (English) site's host, with its port if any ('www.shop.example'): on the Spanish site the English links are pointed there (SPEC 2.1). Empty: every link keeps the host the server wrote.",
    ),
  ),
});

export type LocaleSwitcherProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: LocaleSwitcher });
