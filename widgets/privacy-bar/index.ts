/** Entry for pages that embed <lto-privacy-bar> alone: importing it registers the tag. */
export * from './element';
