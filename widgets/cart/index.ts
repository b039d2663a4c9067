/** Entry for pages that embed <lto-cart> alone: importing it registers the tag. */
export * from './element';
