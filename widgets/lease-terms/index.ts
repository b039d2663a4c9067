/** Entry for pages that embed <lto-lease-terms> alone: importing it registers the tag. */
export * from './element';
