import type { Db } from '../db/open.js';
import { createAccountQueries } from './accounts.js';
import { createAnalyticsRecords } from './analytics-records.js';
import { createArticleQueries } from './articles.js';
import { createCartQueries } from './cart.js';
import { createCheckoutQueries } from './checkout.js';
import { createCompareQueries } from './compare.js';
import { createContactMessages } from './contact-messages.js';
import { createCouponQueries } from './coupons.js';
import { createListingQueries } from './listing.js';
import { createMailOutbox } from './mail-outbox.js';
import { createNavigationQueries } from './navigation.js';
import { createOrderQueries } from './orders.js';
import { createOrderTrackingQueries } from './order-tracking.js';
import { createProductNavQueries } from './product-nav.js';
import { createProductSetQueries } from './product-sets.js';
import { createProductQueries } from './products.js';
import { createRecommendationQueries } from './recommendations.js';
import { createHostedSearchQueries } from './hosted-search.js';
import { createSearchQueries } from './search.js';
import { createSessionQueries } from './sessions.js';
import { ssnKey } from './ssn-seal.js';
import { createStoreQueries } from './stores.js';
import { createSubscriptionQueries } from './subscriptions.js';
import { createVariantStockQueries } from './variant-stock.js';

export type DataAccess = ReturnType<typeof createDataAccess>;

export function createDataAccess(db: Db) {
  const products = createProductQueries(db);
  const search = createSearchQueries(db);
  const checkout = createCheckoutQueries(db, ssnKey());
  return {
    products,
    listing: createListingQueries(db, products),
    recommendations: createRecommendationQueries(db, products),
    sessions: createSessionQueries(db),
    compare: createCompareQueries(db),
    stores: createStoreQueries(db),
    orders: createOrderQueries(db, checkout),
    checkout,
    orderTracking: createOrderTrackingQueries(db),
    contactMessages: createContactMessages(db),
    productNav: createProductNavQueries(db),
    productSets: createProductSetQueries(db),
    cart: createCartQueries(db),
    coupons: createCouponQueries(db),
    variantStock: createVariantStockQueries(db),
    accounts: createAccountQueries(db),
    subscriptions: createSubscriptionQueries(db),
    mail: createMailOutbox(db),
    articles: createArticleQueries(db),
    search,
    hostedSearch: createHostedSearchQueries(db, search),
    navigation: createNavigationQueries(db),
    analytics: createAnalyticsRecords(db),
  };
}
