import * as v from 'valibot';
import { json } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { FooterEmailSignup } from './FooterEmailSignup';

export const tag = 'lto-footer-email-signup';

/** The form's fields by name (the opt-in box's 'true' when ticked); other keys are dropped. */
const Values = v.partial(
  v.object({
    footeremailsub_emailid: v.string(),
    footeremailsub_firstName: v.string(),
    footeremailsub_lastName: v.string(),
    footeremailsub_zipcode: v.string(),
    footeremailsub_optin: v.string(),
  }),
);

/**
 * The attributes of <lto-footer-email-signup>. The country (opt-in box and Canadian labels), the
 * language and the form action come from the page's config block.
 */
export const attributes = v.object({
  values: json(
    'What each field starts with, as JSON keyed by field name (`{"footeremailsub_emailid":"ana@example"}`; `footeremailsub_optin` "true" ticks the opt-in box): the platform drawing the form again after it refused a post without script. Keys that are not fields are dropped.',
    Values,
    '{}',
  ),
});

export type FooterEmailSignupProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: FooterEmailSignup });
