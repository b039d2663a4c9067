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
const table = JSON.parse(typeof __LTO_MODULE_PRELOADS__ === 'string' ? __LTO_MODULE_PRELOADS__ : '{"files":[],"tags":{}}') as {
  files: string[];
  tags: Record<string, number[]>;
};
const urls = table.files.map((file) => new URL(file, import.meta.url).href);
const preloads: ModulePreloads = Object.fromEntries(Object.entries(table.tags).map(([tag, indexes]) => [tag, indexes.map((i) => urls[i]!)]));

startAutoloader(registry, document, preloads);
