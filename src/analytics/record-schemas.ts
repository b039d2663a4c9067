import * as v from 'valibot';

/**
 * The records a tag manager receives (SPEC 3.8, 7.9), one valibot schema each, in the shape of
 * GA4's ecommerce events where one fits. `push` (data-layer.ts) checks every record against
 * these before it leaves: a record that does not match is dropped whole, never sent half-filled.
 * Field names are SPEC 3.8's where it gives them.
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

/** SPEC 3.8 'Product analytics dimensions', in the page currency's units and months, for one product. */
const ProductSchema = v.object({
  ecommerce: v.object({ items: Items(v.object({ item_id: Name, item_name: Text })) }),
  PaymentToday: Amount,
  OwnTotalCost: Amount,
  CashPrice: Amount,
  LOPDuration: v.pipe(Count, v.minValue(1)),
  // Negative when a promotion makes the lease cheaper than cash (src/pricing costOfLeaseService).
  LeaseCost: Money,
});

/** SPEC 3.8 'Search suggestion item'. */
export const SearchItemSchema = v.object({ item_name: Name, item_id: Text, index: Count, quantity: v.literal('1') });

const CheckoutStepSchema = v.object({ checkout_step: v.pipe(Count, v.minValue(1)), checkout_step_name: Name });
const Impressions = v.object({ ecommerce: v.object({ items: Items(ImpressionItemSchema) }) });
const Promotions = v.object({ ecommerce: v.object({ items: Items(PromotionSchema) }) });

/** Each record's fields but `event`, by its event name. */
export const RECORD_SCHEMAS = {
  view_item_list: Impressions,
  select_item: Impressions,
  view_item: ProductSchema,
  lease_term_change: ProductSchema,
  view_promotion: Promotions,
  select_promotion: Promotions,
  search: v.object({ search_method: v.literal('auto_complete'), items: Items(SearchItemSchema) }),
  begin_checkout: CheckoutStepSchema,
  checkout_step_reached: CheckoutStepSchema,
  checkout_step_completed: CheckoutStepSchema,
  share: v.object({ method: v.picklist(['facebook', 'x', 'pinterest', 'email']), content_type: v.literal('product'), item_id: Text }),
};

type Schemas = typeof RECORD_SCHEMAS;
export type EventName = keyof Schemas;
export type AnalyticsRecord = { [E in EventName]: { event: E } & v.InferOutput<Schemas[E]> }[EventName];
export type ImpressionItem = v.InferOutput<typeof ImpressionItemSchema>;
export type Promotion = v.InferOutput<typeof PromotionSchema>;
export type SearchItem = v.InferOutput<typeof SearchItemSchema>;
export type ProductRecord = Extract<AnalyticsRecord, { event: 'view_item' | 'lease_term_change' }>;
