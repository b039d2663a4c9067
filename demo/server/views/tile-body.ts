import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as v from 'valibot';
import type { LtoConfig } from '../../../src/core/config.js';
import { translator } from '../../../src/core/i18n.js';
import { tileDisplay, type LabelStyle, type TileLayout } from '../../../widgets/product-tile/display.js';
import { TileBody } from '../../../widgets/product-tile/TileBody.js';
import { messages } from '../../../widgets/product-tile/messages.js';
import { VariantsSchema, type VariantInput } from '../../../widgets/product-tile/variant.js';
import type { Site } from '../site.js';

/**
 * The body of <lto-product-tile> as the widget renders it for the selected variant. The demo
 * renders it with the widget's own component (React on the server), so the markup before and
 * after the island mounts is the same and nothing moves; and the data goes through the widget's
 * own schema first, so the page cannot carry variants the widget would refuse.
 */
export interface TileBodyOptions {
  site: Site;
  variants: VariantInput[];
  selectedPid: string;
  layout: TileLayout;
  labelStyle: LabelStyle;
  /** The shopper's zip, named by the express delivery text (SPEC 9.1); '' when unknown. */
  zip: string;
}

const configs = new Map<string, LtoConfig>();

/** The config block's values the texts depend on (no resources: the demo sends none). */
export function configFor(site: Site): LtoConfig {
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

export function tileBodyHtml(options: TileBodyOptions): string {
  const config = configFor(options.site);
  const t = translator(messages, config);
  const variants = v.parse(VariantsSchema, options.variants);
  const selected = variants.find((variant) => variant.pid === options.selectedPid) ?? variants[0]!;
  const display = tileDisplay(selected, { t, locale: config.locale, layout: options.layout, labelStyle: options.labelStyle, zip: options.zip });
  return renderToStaticMarkup(createElement(TileBody, { display, variants, selectedPid: selected.pid, t }));
}
