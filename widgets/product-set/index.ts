/** Entry for pages that embed <lto-product-set> alone: importing it registers the tag. */
export * from './element';
