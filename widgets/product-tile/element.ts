import * as v from 'valibot';
import { integer, json, oneOf, requiredText, text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { ProductTile } from './ProductTile';
import { VariantsSchema } from './variant';

export const tag = 'lto-product-tile';

/** The attributes of <lto-product-tile>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  pid: requiredText('Master product id (SPEC 3.2 itemid); the selected variant is stored under it.'),
  variants: v.pipe(
    v.string(),
    v.parseJson(),
    VariantsSchema,
    v.description('JSON array of the variants in SPEC 3.2 fields (see below). Missing or malformed: the server markup stays, with one warning.'),
  ),
  selected: text('Pid of the variant shown first (default: the first).'),
  idx: integer('Tile index in the grid from 0 (SPEC 3.2 idx); -1: unknown.', '-1', { min: -1 }),
  itemcount: integer('Items in the grid (SPEC 3.2 itemcount).', '0', { min: 0 }),
  pcgid: text('Parent category id (SPEC 3.2 pcgid).'),
  cgid: text('Category id (SPEC 3.2 cgid).'),
  sortoos: text('Out-of-stock sort key (SPEC 3.2 data-sortoos).'),
  layout: oneOf('Weekly payment pills or the monthly price.', ['monthly', 'weekly'], 'monthly'),
  labelStyle: oneOf("Sale label: the promolabel ('new') or 'ON SALE' ('old').", ['new', 'old'], 'new'),
  loading: oneOf(
    "How the tile image loads, as the server wrote it: 'eager' for the first row of a listing (loading=eager, fetchpriority=high: the page's largest paint), 'lazy' below it.",
    ['eager', 'lazy'],
    'lazy',
  ),
});

export { TILE_COOKIES } from '../../src/contracts/grid-return';

export type ProductTileProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: ProductTile });
