/** Entry for pages that embed <lto-refinements> alone: importing it registers the tag. */
export * from './element';
