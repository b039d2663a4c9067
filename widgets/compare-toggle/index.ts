/** Entry for pages that embed <lto-compare-toggle> alone: importing it registers the tag. */
export { tag, attributes, type CompareToggleProps } from './element';
