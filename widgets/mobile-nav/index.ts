/** Entry for pages that embed <lto-mobile-nav> alone: importing it registers the tag. */
export * from './element';
