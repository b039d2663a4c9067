/** Entry for pages that embed <lto-compare-list> alone: importing it registers the tag. */
export * from './element';
