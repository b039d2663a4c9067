/** Entry for pages that embed <lto-availability> alone: importing it registers the tag. */
export * from './element';
