/** Entry for pages that embed <lto-compare-bar> alone: importing it registers the tag. */
export * from './element';
