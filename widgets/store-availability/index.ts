/** Entry for pages that embed <lto-store-availability> alone: importing it registers the tag. */
export * from './element';
