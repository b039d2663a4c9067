import * as v from 'valibot';
import { quantity, requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { Availability } from './Availability';

export const tag = 'lto-availability';

/** The attributes of <lto-availability>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  pid: requiredText(
    'Variant product id whose availability the server rendered inside the tag (getAvailability?pid=). Without it the server markup stays.',
  ),
  product: text("Master product id. When a variant picker or tile selects another variant of this product, the messages follow that variant."),
  quantity: quantity('Quantity asked about (getAvailability?Quantity=, SPEC 5.4): missing, non-numeric or 0 becomes 1. A change asks again.'),
});

export type AvailabilityProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: Availability });
