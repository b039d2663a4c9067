/** Entry for pages that embed <lto-locale-switcher> alone: importing it registers the tag. */
export * from './element';
