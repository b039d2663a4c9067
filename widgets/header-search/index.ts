/** Entry for pages that embed <lto-header-search> alone: importing it registers the tag. */
export * from './element';
