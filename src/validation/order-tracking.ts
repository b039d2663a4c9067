import * as v from 'valibot';
import { postalField } from './address';
import { field, type FieldSchema } from './field';
import type { Country } from './postal';

/** Order tracking, 'find order' (SPEC 5.2): the agreement number is letters and digits. */
const AGREEMENT_NUMBER = /^[A-Za-z0-9]+$/;

export function isAgreementNumber(value: string): boolean {
  return AGREEMENT_NUMBER.test(value.trim());
}

/** orderTrackingOrderNumber: always required; empty or not alphanumeric gives SPEC's one message. */
export function agreementNumberField(): FieldSchema {
  return v.pipe(field([[isAgreementNumber, 'AGREEMENT_NUMBER_INVALID']]), v.check((value) => value !== '', 'AGREEMENT_NUMBER_INVALID'));
}

/** The whole 'find order' form; `country` keeps the postal code to the site's country. */
export function orderTrackingSchema(options: { country?: Country } = {}) {
  return v.object({
    orderTrackingOrderNumber: agreementNumberField(),
    orderTrackingPostalCode: postalField({ required: true, country: options.country }),
  });
}
