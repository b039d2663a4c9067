/** Entry for pages that embed <lto-checkout-form> alone: importing it registers the tag. */
export * from './element';
