/**
 * The listing's tile layouts (SPEC 2.6 grid / wide toggle) and the cookie that carries the
 * shopper's choice: <lto-product-grid> writes it for the browser session when the toggle is
 * pressed, and the platform reads it to draw the chosen layout itself, so a listing opened later
 * in the visit shows it from its first paint (a layout the script applied after it would shift
 * every tile).
 */
export const GRID_VIEWS = ['grid', 'wide'] as const;
export type GridView = (typeof GRID_VIEWS)[number];

export const GRID_VIEW_COOKIE = 'ltoGridView';

export const isGridView = (value: unknown): value is GridView => GRID_VIEWS.includes(value as GridView);
