import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { PriceRange } from './PriceRange';

export const tag = 'lto-price-range';

/** A bound: a whole amount of the site's currency; without a good one the server's form stays as it is. */
const bound = (description: string) => v.pipe(v.string(), v.trim(), v.regex(/^\d{1,6}$/), v.transform(Number), v.description(description));

/**
 * The attributes of <lto-price-range>: the bounds of the monthly payment range. The range in force
 * is what the server's min and max boxes hold (README "Server markup").
 */
export const attributes = v.object({
  lower: bound('The lowest monthly payment of the products the range could show (under the other refinements), in whole units of the currency, rounded down: the slider\'s left end.'),
  upper: bound('The highest monthly payment of those products, in whole units, rounded up: the slider\'s right end.'),
});

export type PriceRangeProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: PriceRange });
