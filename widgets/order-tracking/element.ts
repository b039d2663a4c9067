import * as v from 'valibot';
import { flag, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { OrderTracking } from './OrderTracking';

export const tag = 'lto-order-tracking';

/** The attributes of <lto-order-tracking>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  orderNumber: text('Agreement number the field starts with (the platform re-rendering a submitted form, say).'),
  postalCode: text("Zip / postal code the field starts with (the shopper's, when the platform knows it)."),
  submitted: flag(
    'Present when the platform drew the form again after a submit without script: the errors of the values it starts with show from the first render, as the server drew them.',
  ),
});

export type OrderTrackingProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: OrderTracking });
