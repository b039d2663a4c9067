/** Entry for pages that embed <lto-product-nav> alone: importing it registers the tag. */
export * from './element';
