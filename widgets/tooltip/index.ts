/** Entry for pages that embed <lto-tooltip> alone: importing it registers the tag. */
export * from './element';
