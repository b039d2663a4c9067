import * as v from 'valibot';
import { postalField } from './address';
import { field, type FieldSchema } from './field';

/** Order tracking, 'find order' (SPEC 5.2): the agreement number is letters and digits. */
const AGREEMENT_NUMBER = /^[A-Za-z0-9]+$/;

export function isAgreementNumber(value: string): boolean {
  return AGREEMENT_NUMBER.test(value.trim());
}

/** orderTrackingOrderNumber: always required; empty or not alphanumeric gives SPEC's one message. */
export function agreementNumberField(): FieldSchema {
  return v.pipe(field([[isAgreementNumber, 'AGREEMENT_NUMBER_INVALID']]), v.check((value) => value !== '', 'AGREEMENT_NUMBER_INVALID'));
}

/**
 * The whole 'find order' form. SPEC 5.2 names orderTrackingPostalCode in the postal rule, which
 * takes a zip or a Canadian postal code on every site (an order delivered across the border is
 * tracked from either), so the site's country does not narrow it.
 */
export function orderTrackingSchema() {
  return v.object({
    orderTrackingOrderNumber: agreementNumberField(),
    orderTrackingPostalCode: postalField({ required: true }),
  });
}
