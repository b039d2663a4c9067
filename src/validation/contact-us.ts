import * as v from 'valibot';
import { choiceField } from './choices';
import { emailField, phoneField } from './contact';
import { field, type SiteRules } from './field';
import { charCount } from './masks';
import { nameField } from './names';
import { isAgreementNumber } from './order-tracking';

/**
 * The customer-service 'Contact Us' form (SPEC 2.11 shows none of its fields: ours). Fields named
 * as SPEC 3.6 names the same data (firstName, lastName, email, phone); a topic from a fixed list;
 * the agreement number when the question is about an order (letters and digits, SPEC 5.2's
 * agreementNumber pattern); the message, at most CONTACT_MESSAGE_LIMIT characters. The widget and
 * the demo's server check with this one schema.
 */
export const CONTACT_MESSAGE_LIMIT = 1000;

export const CONTACT_TOPICS = ['order', 'payment', 'delivery', 'product', 'account', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'topic', 'agreementNumber', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export function contactUsFields(site: SiteRules = {}) {
  return {
    firstName: nameField({ required: true, ...site }),
    lastName: nameField({ required: true, ...site }),
    email: emailField({ required: true }),
    phone: phoneField(),
    topic: choiceField(CONTACT_TOPICS, { required: true }),
    agreementNumber: field([[isAgreementNumber, 'AGREEMENT_NUMBER_INVALID']]),
    message: field([[(value) => charCount(value) <= CONTACT_MESSAGE_LIMIT, 'MAXLENGTH']], { required: true }),
  } satisfies Record<ContactField, unknown>;
}

export function contactUsSchema(site: SiteRules = {}) {
  return v.object(contactUsFields(site));
}
