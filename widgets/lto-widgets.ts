/**
 * The autoloader entry (dist/lto-widgets.js): a template adds this one script and the config
 * block, then any of our tags; only the widgets present on the page are downloaded.
 */
import { startAutoloader } from '../src/core/autoloader';
import { registry } from './registry';

/**
 * The modules each widget chunk imports, relative to this file: known only once the chunks are
 * named, so the build writes them in after bundling (tsup.config.ts). Unbuilt, there are none.
 */
declare const __LTO_MODULE_PRELOADS__: string | undefined;

/** Read when first needed (after the load event), not while the page is still being drawn. */
let preloads: Record<string, string[]> | undefined;
function modulesOf(tag: string): readonly string[] {
  if (!preloads) {
    const table = JSON.parse(typeof __LTO_MODULE_PRELOADS__ === 'string' ? __LTO_MODULE_PRELOADS__ : '{"files":[],"tags":{}}') as {
      files: string[];
      tags: Record<string, number[]>;
    };
    const urls = table.files.map((file) => new URL(file, import.meta.url).href);
    preloads = Object.fromEntries(Object.entries(table.tags).map(([name, indexes]) => [name, indexes.map((i) => urls[i]!)]));
  }
  return preloads[tag] ?? [];
}

/**
 * The runtime's own work of each page (src/core/page-work.ts: the visit of SPEC 4.1, the tab sync,
 * the safety checks, analytics, the fraud session), once the islands near the viewport were asked
 * for. Should its module fail to load, the next page does it.
 */
const pageWork = () => void import('../src/core/page-work').then((work) => work.runPageWork(), () => {});

startAutoloader(registry, document, modulesOf, { afterIslands: pageWork });
