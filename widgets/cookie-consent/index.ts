/** Entry for pages that embed <lto-cookie-consent> alone: importing it registers the tag. */
export * from './element';
