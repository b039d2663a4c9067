/**
 * The autoloader entry (dist/lto-widgets.js): a template adds this one script and the config
 * block, then any of our tags; only the widgets present on the page are downloaded.
 */
import { startAutoloader, type ModulePreloads } from '../src/core/autoloader';
import { registry } from './registry';

/**
 * The modules each widget chunk imports, relative to this file: known only once the chunks are
 * named, so the build writes them in after bundling (tsup.config.ts). Unbuilt, there are none.
 */
declare const __LTO_MODULE_PRELOADS__: string | undefined;
const relative = JSON.parse(typeof __LTO_MODULE_PRELOADS__ === 'string' ? __LTO_MODULE_PRELOADS__ : '{}') as ModulePreloads;
const preloads = Object.fromEntries(
  Object.entries(relative).map(([tag, urls]) => [tag, urls.map((url) => new URL(url, import.meta.url).href)]),
);

startAutoloader(registry, document, preloads);
