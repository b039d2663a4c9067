/** Entry for pages that embed <lto-contact-form> alone: importing it registers the tag. */
export * from './element';
