/** Entry for pages that embed <lto-sms-optin> alone: importing it registers the tag. */
export * from './element';
