import type { StoreStatus } from '../../seed/stores.js';

/** Every visible string of the demo pages; prices come in already formatted. */
export interface Text {
  siteName: string;
  tagline: string;
  skipLink: string;
  homeLink: string;
  home: string;
  searchLabel: string;
  searchButton: string;
  /** The search box's clear button and its suggestion list (<lto-header-search> says the same). */
  searchClear: string;
  searchSuggestions: string;
  categoriesNav: string;
  siteSwitcherLabel: string;
  breadcrumb: string;

  homeTitle: string;
  homeIntro: string;
  shopByCategory: string;
  featured: string;
  productCount(n: number): string;

  viewing(shown: number, total: number): string;
  productsHeading: string;
  pagination: string;
  previous: string;
  next: string;
  page(n: number): string;
  searchTitle: string;
  searchHeading(q: string): string;
  noResults(q: string): string;
  emptySearch: string;
  searchTips: string;

  was(price: string): string;
  todaysPayment: string;
  outOfStock: string;
  freeDelivery: string;
  rating(average: string, count: number): string;
  noRatings: string;
  colorCount(n: number): string;

  months(n: number): string;
  brand: string;
  cashPrice: string;
  wasCashPrice: string;
  totalCost: string;
  leaseTermsHeading: string;
  monthlyPayment: string;
  colorsHeading: string;
  outOfStockSuffix: string;
  viewColor(color: string): string;
  /** The quick view fragment's link to the product page. */
  viewFullDetails: string;

  compareTitle: string;
  compareCaption: string;
  rowImage: string;
  rowName: string;
  rowBrand: string;
  rowMonthly: string;
  rowTerm: string;
  rowToday: string;
  rowTotal: string;
  rowCash: string;
  rowRemove: string;
  remove: string;
  needTwo: string;
  backTo(place: string): string;
  continueShopping: string;

  favoritesLink: string;
  favoritesTitle: string;
  favoritesCount(n: number): string;
  favoritesEmpty: string;

  /** Listing tiles (lto-product-tile): the pricing switch, the sale label and the new-colour badge. */
  showWeeklyPrices: string;
  showMonthlyPrices: string;
  savePercent(percent: number): string;
  newColor: string;

  /** Location (SPEC 2.2 zip banner, 2.8 store availability, 2.9 store details, the /stores locator). */
  zipBanner(zip: string): string;
  zipBannerUnset: string;
  storesLink: string;
  storeLocatorLink: string;
  storeLocatorTitle: string;
  storesNear(place: string): string;
  defaultLocationNote: string;
  zipLabel: string;
  zipSearchButton: string;
  zipNotFound: string;
  noStoresNear: string;
  /** Distance from the shopper, e.g. '2.4 mi away'; the number comes formatted. */
  distanceAway(distance: string): string;
  storeStatus: Record<StoreStatus, string>;
  phone: string;
  storeHours: string;
  closed: string;
  setAsMyStore: string;
  myStore: string;
  storeDetailsLink(name: string): string;
  findLocalStore: string;
  storeAvailabilityHeading: string;

  notFoundTitle: string;
  notFoundBody: string;
  errorTitle: string;
  errorBody: string;
  /** A plain form whose CSRF token is missing or no longer the session's (a sign-in elsewhere replaced it). */
  formExpired: string;

  footerNote: string;
  locationNote: string;
  demoNote: string;
  startLease: string;
  checkoutTitle: string;
  checkoutStep: (step: number, of: number, name: string) => string;
  checkoutDelivery: string;
  checkoutOrder: (id: string) => string;
  checkoutProduct: string;
  checkoutProducts: string;
  checkoutQuantity: (quantity: number) => string;
  checkoutStore: string;
  checkoutZip: string;
  checkoutNoOrder: string;
}
