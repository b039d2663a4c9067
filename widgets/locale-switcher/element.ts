import * as v from 'valibot';
import { defineBehaviour } from '../../src/core/define-behaviour';
import { followThePage } from './follow-the-page';

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

defineBehaviour({ tag, attributes, start: followThePage });
