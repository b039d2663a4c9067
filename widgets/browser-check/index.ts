/** Entry for pages that embed <lto-browser-check> alone: importing it registers the tag. */
export * from './element';
