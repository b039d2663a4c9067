/** Entry for pages that embed <lto-product-grid> alone: importing it registers the tag. */
export * from './element';
