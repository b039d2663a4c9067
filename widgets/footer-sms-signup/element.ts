import * as v from 'valibot';
import { json, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { FooterSmsSignup } from './FooterSmsSignup';

export const tag = 'lto-footer-sms-signup';

/** The attributes of <lto-footer-sms-signup>. */
export const attributes = v.object({
  joinNumber: text(
    "The number shoppers text JOIN to when the platform says they must opt in by hand (SPEC 8), used when the platform's status names none.",
  ),
  values: json(
    'What the phone field starts with, as JSON (`{"footertextform_phone":"555-0123"}`): the platform drawing the form again after it refused a post without script. Other keys are dropped.',
    v.partial(v.object({ footertextform_phone: v.string() })),
    '{}',
  ),
});

export type FooterSmsSignupProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: FooterSmsSignup });
