import * as v from 'valibot';
import { flag, json } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { CONTACT_FIELDS } from '../../src/validation/contact-us';
import { ContactForm } from './ContactForm';

export const tag = 'lto-contact-form';

/** Each field's text, where the platform gives one; other keys are dropped. */
const Values = v.partial(v.object(Object.fromEntries(CONTACT_FIELDS.map((name) => [name, v.string()])) as Record<(typeof CONTACT_FIELDS)[number], v.StringSchema<undefined>>));

/** The attributes of <lto-contact-form>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  values: json(
    'The text each field starts with, as JSON keyed by field name (`{"firstName":"Ana","topic":"delivery"}`): the platform drawing the form again after a post without script. Keys that are not fields are dropped.',
    Values,
    '{}',
  ),
  submitted: flag(
    'Present when the platform drew the form again after a post without script: the errors of the values it starts with show from the first render, as the server drew them.',
  ),
});

export type ContactFormProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ContactForm });
