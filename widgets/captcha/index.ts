/** Entry for pages that embed <lto-captcha> alone: importing it registers the tag. */
export * from './element';
