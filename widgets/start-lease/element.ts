import * as v from 'valibot';
import { oneOf, quantity, requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { StartLease } from './StartLease';

export const tag = 'lto-start-lease';

/** The attributes of <lto-start-lease>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  pid: requiredText('Master product id: the variant and lease term chosen for it on the page are the ones ordered. Without it the server markup stays.'),
  variant: text('Variant pid ordered while none was chosen on the page; default: pid.'),
  mode: oneOf(
    "'order': the button creates an order (SPEC 4.7, 7.5) and goes to the first checkout step; 'form': the 'start my lease' / add-to-cart form posts to `action`.",
    ['order', 'form'],
    'order',
  ),
  action: text("The form's action: in mode 'form' where it posts; in mode 'order' where the server's form posts without script (the platform creates the order and goes to checkout)."),
  csrfToken: text("CSRF token sent with the form as csrf_token; the lto_csrf cookie's token wins when the platform sets it."),
  quantity: quantity('Quantity sent with the form (SPEC 5.4): missing, non-numeric or 0 becomes 1.'),
  tier: text('myTier order cookie value (SPEC 3.5), when the platform knows it.'),
  advoTier: text('myAdvoTier order cookie value.'),
  fc: text('myFC order cookie value.'),
  state: text('myState order cookie value (the shopper’s state or province).'),
  groupSku: text('myGroupSku order cookie value.'),
});

export type StartLeaseProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: StartLease });
