/** Entry for pages that embed <lto-favorites-list> alone: importing it registers the tag. */
export * from './element';
