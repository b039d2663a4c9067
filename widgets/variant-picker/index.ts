/** Entry for pages that embed <lto-variant-picker> alone: importing it registers the tag. */
export * from './element';
