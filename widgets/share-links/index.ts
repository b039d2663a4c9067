/** Entry for pages that embed <lto-share-links> alone: importing it registers the tag. */
export * from './element';
