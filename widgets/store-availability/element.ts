import * as v from 'valibot';
import { integer, json, requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { StoreAvailability } from './StoreAvailability';
import { StoreSchema } from './stores';

export const tag = 'lto-store-availability';

/** The attributes of <lto-store-availability>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  pid: requiredText('Product (variant) id whose availability is shown (storesInventory?pid=). Without it the server markup stays.'),
  zip: text("The shopper's zip / postal code when the server knows it; the config block's page.zip wins, and a change on the page wins over both."),
  storeId: text("The shopper's preferred store id when the server knows it; the config block's page.storeId wins, and a choice on the page wins over both."),
  inventory: json(
    "The storesInventory answer for pid and zip as the server knows it (a JSON array of stores): the list is drawn from it at once, as the server drew it, and asked for again only when the zip or the product changes. Absent or null: asked for when drawn.",
    v.nullable(v.array(StoreSchema)),
    'null',
  ),
  visible: integer('How many stores the availability list shows before See more.', '3', { min: 1, max: 50 }),
});

export type StoreAvailabilityProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: StoreAvailability });
