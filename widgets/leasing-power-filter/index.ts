/** Entry for pages that embed <lto-leasing-power-filter> alone: importing it registers the tag. */
export * from './element';
