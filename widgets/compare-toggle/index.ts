/** Entry for pages that embed <lto-compare-toggle> alone: importing it registers the tag. */
export * from './element';
