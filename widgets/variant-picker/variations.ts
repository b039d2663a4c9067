import * as v from 'valibot';

/**
 * What the server tells the picker (SPEC 2.8, 3.2): the product's variation attributes, each shown
 * as swatches or as a select, and for each value the variant choosing it leads to (the platform
 * resolves the combination with the other attributes as selected) and that variant's page URL.
 */
const Value = v.object({
  /** The variant this value selects. */
  pid: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  label: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** The variant's page URL: the no-JS link, the address bar after a change, the reload URL. */
  url: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  oos: v.optional(v.boolean(), false),
  /** A swatch image; a swatch without one shows its label alone. */
  image: v.optional(v.string(), ''),
  selected: v.optional(v.boolean(), false),
});

const Variation = v.object({
  id: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  label: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  display: v.optional(v.picklist(['swatch', 'select']), 'swatch'),
  values: v.pipe(v.array(Value), v.minLength(1)),
});

export const Variations = v.pipe(v.array(Variation), v.minLength(1));

export type Variation = v.InferOutput<typeof Variation>;
export type VariationValue = v.InferOutput<typeof Value>;

/** The value shown as chosen: the one marked selected, else the one leading to the shown variant. */
export function chosenValue(variation: Variation, shownPid: string): VariationValue | undefined {
  return variation.values.find((value) => value.selected) ?? variation.values.find((value) => value.pid === shownPid);
}
