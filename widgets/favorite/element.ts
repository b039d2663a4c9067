import * as v from 'valibot';
import { quantity, requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { Favorite } from './Favorite';

export const tag = 'lto-favorite';

/** The attributes of <lto-favorite>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  pid: requiredText('Variant product id (SPEC 3.3, 4.5): the id saved and looked up in the myFavoriteProduct cookie. Without it the server markup stays.'),
  product: text("Master product id. When a tile selects another variant of this product, the icon follows the selected variant's id."),
  uuid: text('Product uuid, sent with the add and remove form.'),
  quantity: quantity('Quantity sent with the form (SPEC 5.4): missing, non-numeric or 0 becomes 1.'),
  name: text('Product name: completes the accessible label ("Save Harbor Sofa") and the messages.'),
});

export type FavoriteProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: Favorite });
