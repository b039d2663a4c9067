/** Entry for pages that embed <lto-get-started> alone: importing it registers the tag. */
export * from './element';
