/** Entry for pages that embed <lto-zip-modal> alone: importing it registers the tag. */
export * from './element';
