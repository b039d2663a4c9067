/** Entry for pages that embed <lto-footer-email-signup> alone: importing it registers the tag. */
export * from './element';
