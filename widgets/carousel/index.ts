/** Entry for pages that embed <lto-carousel> alone: importing it registers the tag. */
export * from './element';
