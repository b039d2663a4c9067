/** Entry for pages that embed <lto-interstitial> alone: importing it registers the tag. */
export * from './element';
