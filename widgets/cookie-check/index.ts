/** Entry for pages that embed <lto-cookie-check> alone: importing it registers the tag. */
export * from './element';
