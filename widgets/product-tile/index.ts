/** Entry for pages that embed <lto-product-tile> alone: importing it registers the tag. */
export * from './element';
