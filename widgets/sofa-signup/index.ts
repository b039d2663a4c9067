/** Entry for pages that embed <lto-sofa-signup> alone: importing it registers the tag. */
export * from './element';
