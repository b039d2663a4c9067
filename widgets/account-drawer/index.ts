/** Entry for pages that embed <lto-account-drawer> alone: importing it registers the tag. */
export * from './element';
