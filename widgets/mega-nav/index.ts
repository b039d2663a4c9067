/** Entry for pages that embed <lto-mega-nav> alone: importing it registers the tag. */
export * from './element';
