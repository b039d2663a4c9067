/** Entry for pages that embed <lto-zip-banner> alone: importing it registers the tag. */
export * from './element';
