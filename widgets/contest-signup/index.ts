/** Entry for pages that embed <lto-contest-signup> alone: importing it registers the tag. */
export * from './element';
