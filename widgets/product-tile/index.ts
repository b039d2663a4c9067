/** Entry for pages that embed <lto-product-tile> alone: importing it registers the tag. */
export { tag, attributes, type ProductTileProps } from './element';
export { TILE_COOKIES } from './tile-link';
