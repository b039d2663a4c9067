/** Entry for pages that embed <lto-order-tracking> alone: importing it registers the tag. */
export * from './element';
