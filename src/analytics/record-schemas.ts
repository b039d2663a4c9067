import * as v from 'valibot';
import type { CheckoutStepSchema } from './checkout-step';
import type { ProductSchema } from './product-dimensions';

/**
 * The records a tag manager receives (SPEC 3.8, 7.9), one valibot schema each, in the shape of
 * GA4's ecommerce events where one fits. `push` (data-layer.ts) checks every record against the
 * schema its sender hands over before it leaves: a record that does not match is dropped whole,
 * never sent half-filled. Field names are SPEC 3.8's where it gives them. The product page's
 * schema is in product-dimensions.ts and the checkout steps' in checkout-step.ts, so only the
 * pages with those parts load them.
 */
const Text = v.string();
/** A whole number of months, a position: never NaN, never negative. */
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** An amount in the page currency's units (49.99): never NaN or infinite. */
const Money = v.pipe(v.number(), v.check((n: number) => Number.isFinite(n)));
const Amount = v.pipe(Money, v.minValue(0));
const Name = v.pipe(Text, v.nonEmpty());
/** One or more of `item`. (Unknown keys are left out of what is pushed: nothing unplanned rides along.) */
const Items = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.minLength(1));

/** A tile of the home page, a listing or a carousel (SPEC 3.8 'Homepage impression record'). */
export const ImpressionItemSchema = v.object({
  name: Name,
  id: Name,
  brand: Text,
  category: Text,
  subcategory: Text,
  price: Amount,
  list: Text,
  position: v.pipe(Count, v.minValue(1)),
  rating: Name,
  inStock: v.boolean(),
  pageType: Name,
});

/** SPEC 3.8 'Promotion data'. */
export const PromotionSchema = v.object({
  promotion_id: Name,
  promo_name: Name,
  creative_name: Text,
  slot_position: Text,
  item_id: Text,
  coupon: Text,
  discount: Amount,
});

/** SPEC 3.8 'Search suggestion item'. */
export const SearchItemSchema = v.object({ item_name: Name, item_id: Text, index: Count, quantity: v.literal('1') });

export const Impressions = v.object({ ecommerce: v.object({ items: Items(ImpressionItemSchema) }) });
export const Promotions = v.object({ ecommerce: v.object({ items: Items(PromotionSchema) }) });

export const SearchSchema = v.object({ search_method: v.literal('auto_complete'), items: Items(SearchItemSchema) });
export const ShareSchema = v.object({ method: v.picklist(['facebook', 'x', 'pinterest', 'email']), content_type: v.literal('product'), item_id: Text });

/** Each record's fields but `event`, by its event name (types only: `push` is handed the schema). */
interface Schemas {
  view_item_list: typeof Impressions;
  select_item: typeof Impressions;
  view_item: typeof ProductSchema;
  lease_term_change: typeof ProductSchema;
  view_promotion: typeof Promotions;
  select_promotion: typeof Promotions;
  search: typeof SearchSchema;
  begin_checkout: typeof CheckoutStepSchema;
  checkout_step_reached: typeof CheckoutStepSchema;
  checkout_step_completed: typeof CheckoutStepSchema;
  share: typeof ShareSchema;
}
export type EventName = keyof Schemas;
export type RecordSchema<E extends EventName> = Schemas[E];
export type AnalyticsRecord = { [E in EventName]: { event: E } & v.InferOutput<Schemas[E]> }[EventName];
export type ImpressionItem = v.InferOutput<typeof ImpressionItemSchema>;
export type Promotion = v.InferOutput<typeof PromotionSchema>;
export type SearchItem = v.InferOutput<typeof SearchItemSchema>;
export type ProductRecord = Extract<AnalyticsRecord, { event: 'view_item' | 'lease_term_change' }>;
