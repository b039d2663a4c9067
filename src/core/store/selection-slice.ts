/**
 * What the shopper selected for each product on the page: the variant (a swatch click on a tile
 * or the product page), so the islands about that product (its favourite icon, say) follow the
 * same variant; and the lease term (the product page's term tabs), which starting a lease uses.
 */
export interface SelectionSlice {
  /** Master product id -> selected variant pid. */
  variants: Record<string, string>;
  /**
   * Master product id -> the selected variant's product page, where the island that selected it
   * knows it (a tile's swatch links there): the quick view of that tile opens it.
   */
  variantUrls: Record<string, string>;
  /** Master product id -> selected lease term in months (SPEC 3.2 leaseTerm). */
  terms: Record<string, number>;
  /** Master product id -> the payment schedule the shopper chose to see its price in ('monthly' unless chosen). */
  schedules: Record<string, 'weekly' | 'monthly'>;
}

export function initialSelection(): SelectionSlice {
  return { variants: {}, variantUrls: {}, terms: {}, schedules: {} };
}
