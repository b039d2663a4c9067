import * as v from 'valibot';
import { json } from '../../src/core/attributes';
import { CART_ERRORS, CartSchema } from '../../src/contracts/cart';
import { defineWidget } from '../../src/core/define';
import { Cart } from './Cart';

export const tag = 'lto-cart';

/** A post without script that changed nothing: why, on which line, and the coupon code typed. */
const Outcome = v.object({
  error: v.optional(v.picklist(CART_ERRORS)),
  pid: v.optional(v.string()),
  code: v.optional(v.string()),
});

/** The attributes of <lto-cart>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  cart: v.pipe(
    v.string(),
    v.parseJson(),
    CartSchema,
    v.description('The cart the server drew, as JSON of {cartState}\'s `cart` (src/contracts/cart.ts). Without a valid one the server markup stays, without behaviour.'),
  ),
  outcome: json(
    'What a post without script came to, when the platform draws the page again after one that changed nothing: `{"error":"quantity-over-stock","pid":"P1001-2"}` or `{"error":"coupon-expired","code":"SPRING2020"}`; the message shows where the server drew it.',
    Outcome,
    '{}',
  ),
});

export type CartProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: Cart });
