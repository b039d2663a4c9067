/** Entry for pages that embed <lto-product-media> alone: importing it registers the tag. */
export * from './element';
