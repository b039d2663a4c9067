/**
 * The autoloader entry (dist/lto-widgets.js): a template adds this one script and the config
 * block, then any of our tags; only the widgets present on the page are downloaded.
 */
import { startAutoloader } from '../src/core/autoloader';
import { registry } from './registry';

startAutoloader(registry);
