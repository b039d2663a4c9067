/**
 * English messages. Upper-case keys are SPEC's resource keys (SPEC 8 does not give their wording,
 * so the text is ours); dotted keys are labels of our own widgets. `{name}` marks a placeholder.
 */
export const en = {
  BAD_RESPONSE: 'Sorry, something went wrong. Please try again.',
  SERVER_ERROR: 'Server error',
  COMPARE_CONFIRMATION:
    'You can compare up to 6 products. Remove the oldest product from the compare list and add this one?',
  COMPARE_ADD_FAIL: "We couldn't add this product to compare. Please try again.",
  COMPARE_REMOVE_FAIL: "We couldn't remove this product from compare. Please try again.",

  'dialog.ok': 'OK',
  'dialog.cancel': 'Cancel',
  'dialog.close': 'Close',
  'dialog.confirmTitle': 'Please confirm',

  'compare.toggle': 'Compare',
  'compare.toggleLabel': 'Compare {name}',
  'compare.region': 'Compare products',
  'compare.count': '{count} of {max} products selected',
  'compare.button': 'Compare items ({count})',
  'compare.needTwo': 'Select at least 2 products to compare.',
  'compare.clear': 'Clear compared items',
  'compare.remove': 'Remove {name} from compare',
  'compare.emptySlot': 'Empty compare slot',
  'compare.added': '{name} added to compare.',
  'compare.removed': '{name} removed from compare.',
  'compare.cleared': 'Compare list cleared.',

  'favorite.save': 'Save',
  'favorite.label': 'Save {name}',
  'favorite.sku': 'SKU: {pid}',
  'favorite.thisProduct': 'this product',
  'favorite.saved': '{name} saved.',
  'favorite.removed': '{name} removed from saved items.',
  'favorite.saveFailed': "We couldn't save {name}. Please try again.",
  'favorite.removeFailed': "We couldn't remove {name} from saved items. Please try again.",

  'tile.colors': 'Colors',
  'tile.outOfStockSuffix': ' - OUT OF STOCK',
  'tile.outOfStock': 'Out of stock',
  'tile.onSale': 'ON SALE',
  'tile.weeklySale': 'Sale',
  'tile.promotionApplied': 'Promotion applied',
  'tile.stars': '{average} out of 5 stars',
  'tile.ratingOne': '{count} rating',
  'tile.ratingMany': '{count} ratings',
  'tile.perMonth': '{price}/mo.',
  'tile.perWeek': '{price}/wk.',
  'tile.was': 'Was {price}/mo.',
  'tile.wasWeekly': 'Was {price}/wk.',
  'tile.todaysPayment': "Today's payment: {price}",
  'tile.freeDelivery': 'Free Delivery',
  'tile.express': 'Free 2-3 day Express Delivery±',
  'tile.expressTo': 'Free 2-3 day Express Delivery± to {zip}',
} as const;

export type MessageKey = keyof typeof en;
