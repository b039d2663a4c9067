/** Entry for pages that embed <lto-footer-sms-signup> alone: importing it registers the tag. */
export * from './element';
