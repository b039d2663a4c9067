/** Entry for pages that embed <lto-price-range> alone: importing it registers the tag. */
export * from './element';
