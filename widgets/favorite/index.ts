/** Entry for pages that embed <lto-favorite> alone: importing it registers the tag. */
export * from './element';
