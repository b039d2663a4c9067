/** Entry for pages that embed <lto-sticky-header> alone: importing it registers the tag. */
export * from './element';
