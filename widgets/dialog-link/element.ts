import * as v from 'valibot';
import { integer, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { DialogLink } from './DialogLink';

export const tag = 'lto-dialog-link';

/** The attributes of <lto-dialog-link>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  width: integer('Dialog width in CSS pixels (SPEC 2.2, 9.5); never wider than the window. A bad value falls back to 631.', '631', { min: 200, max: 1400 }),
  heading: text("The dialog's title. Empty: the link's text."),
});

export type DialogLinkProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: DialogLink });
