/** Entry for pages that embed <lto-live-chat> alone: importing it registers the tag. */
export * from './element';
