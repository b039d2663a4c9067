/**
 * The variant a shopper selected for each product on the page (a swatch click on a tile), so the
 * islands about that product (its favourite icon, say) follow the same variant.
 */
export interface SelectionSlice {
  /** Master product id -> selected variant pid. */
  variants: Record<string, string>;
}

export function initialSelection(): SelectionSlice {
  return { variants: {} };
}
