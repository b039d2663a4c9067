import type { LtoConfig } from '../../../src/core/config.js';
import type { Site } from '../site.js';

const configs = new Map<string, LtoConfig>();

/**
 * The config block values a widget's texts depend on (locale, currency; no resources: the demo
 * sends none), for rendering a widget's own component on the server, so the markup before and
 * after the island mounts is the same and nothing moves.
 */
export function widgetConfig(site: Site): LtoConfig {
  let config = configs.get(site.key);
  if (!config) {
    config = {
      locale: site.locale,
      country: site.country,
      currency: site.currency,
      urls: {},
      resources: {},
      preferences: {},
      identity: null,
      page: { type: 'search', category: '' },
    };
    configs.set(site.key, config);
  }
  return config;
}
