/** Entry for pages that embed <lto-dialog-link> alone: importing it registers the tag. */
export * from './element';
