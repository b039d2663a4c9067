/** Entry for pages that embed <lto-start-lease> alone: importing it registers the tag. */
export * from './element';
