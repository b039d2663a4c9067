/** Entry for pages that embed <lto-quick-view> alone: importing it registers the tag. */
export * from './element';
