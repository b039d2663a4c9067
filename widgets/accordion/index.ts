/** Entry for pages that embed <lto-accordion> alone: importing it registers the tag. */
export * from './element';
