import * as v from 'valibot';
import { requiredText } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { SofaSignup } from './SofaSignup';

export const tag = 'lto-sofa-signup';

/** The attributes of <lto-sofa-signup>. */
export const attributes = v.object({
  productId: requiredText('The product the shopper asks about, sent as selectedproductID (SPEC 3.7). Without it the widget is not shown.'),
});

export type SofaSignupProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: SofaSignup });
