/** The bar's height, on the document element while it shows (README): pages keep clear of it. */
export const BAR_HEIGHT = '--lto-compare-bar-height';
