/** Entry for pages that embed <lto-checkout-loader> alone: importing it registers the tag. */
export * from './element';
export { LOADER_STATES, STATUS_EVENT, type LoaderState } from './states';
