import { useEffect, useRef, useState } from 'react';
import { VARIANT_CHANGE_EVENT } from '../../src/contracts/product-events';
import { buildUrl } from '../../src/core/api';
import type { WidgetProps } from '../../src/core/define';
import { emit } from '../../src/core/events';
import { translator } from '../../src/core/i18n';
import { selectVariant } from '../../src/core/store/selection-actions';
import { warnOnce } from '../../src/core/warn';
import { announce } from '../../src/ui/announce';
import type { attributes } from './element';
import { chosenOption, focusAfterReload, takeFocusRequest } from './focus-after-reload';
import { messages } from './messages';
import { loadVariantContent, swapRegion, variantContentUrl } from './reload';
import { chosenValue, type Variation, type VariationValue } from './variations';
import { VariationOptions } from './VariationOptions';

/** What the shopper chose while its content loads, or the choice that failed to load. */
type Choice = { variation: string; value: VariationValue; phase: 'loading' | 'failed' };

/**
 * Mark the region while its content reloads: aria-busy for assistive technology, and an attribute
 * of our own for the stylesheet to dim it by (a rule on any aria-busy element that holds a picker,
 * `[aria-busy]:has(lto-variant-picker)`, had the browser look through every busy element of every
 * page for a picker: a listing's grid at each 'load more' step).
 */
const LOADING_ATTRIBUTES = ['aria-busy', 'data-lto-variant-loading'];
const markLoading = (region: HTMLElement | null, loading: boolean) => {
  for (const name of LOADING_ATTRIBUTES) {
    if (loading) region?.setAttribute(name, 'true');
    else region?.removeAttribute(name);
  }
};

/**
 * The product page's variation swatches and selects (SPEC 2.8, 3.2, 7.5). Choosing a value selects
 * its variant in the store bus, tells host scripts, and reloads the product content region from
 * the variant URL; the new content (with a new picker) replaces the old, the address bar follows,
 * and focus comes back to the chosen option. A failed reload keeps the content and the selection.
 */
export function VariantPicker({ product, selected, variations, quantity, productlistid, region, emailUrl, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const [choice, setChoice] = useState<Choice | null>(null);
  const latest = useRef(0);
  const root = useRef<HTMLDivElement>(null);

  // After a reload this is a new island: the option the shopper chose takes focus again, unless
  // they took it elsewhere while the colour loaded. Drawn over the server's swatches (links, each
  // a Tab stop) with the focus on one not chosen, which Tab brought it to: the group is one Tab
  // stop now, its chosen swatch (APG radio group), so the focus goes there, or the next Tab would
  // stop in the group again.
  useEffect(() => {
    if (!root.current) return;
    const active = document.activeElement;
    const variation = takeFocusRequest(product) ?? (active?.getAttribute('aria-checked') === 'false' ? active.closest<HTMLElement>('[data-variation]')?.dataset.variation : undefined);
    if (variation && (root.current.contains(active) || active === document.body || !active)) chosenOption(root.current, variation)?.focus();
  }, [product]);

  const shownPid = choice?.phase === 'loading' ? choice.value.pid : selected;

  const choose = async (variation: Variation, value: VariationValue) => {
    const current = choice?.phase === 'loading' ? choice.value.pid : selected;
    if (value.pid === current) return;
    const attempt = ++latest.current;
    setChoice({ variation: variation.id, value, phase: 'loading' });
    // With its page, so the islands that link to the product (share links) link to this variant.
    selectVariant(product, value.pid, value.url);
    emit(element, VARIANT_CHANGE_EVENT, { product, variant: value.pid });

    const target = document.getElementById(region);
    markLoading(target, true);
    const option = value.label;
    try {
      if (!target) throw new Error(`region #${region} not found`);
      const safe = await loadVariantContent(variantContentUrl(product, value.pid, value.url), quantity, productlistid);
      // A later choice wins: the content of a value the shopper already moved past is dropped.
      if (attempt !== latest.current) return;
      focusAfterReload(product, variation.id);
      swapRegion(target, safe);
      // Until the new picker is drawn, the focus is on its chosen option as the server drew it, not
      // lost to the page: a key pressed meanwhile is held for the island, as any before its code.
      const drawn = document.getElementById(region)?.querySelector(`lto-variant-picker[product="${CSS.escape(product)}"]`);
      if (drawn && (!document.activeElement || document.activeElement === document.body)) chosenOption(drawn, variation.id)?.focus();
      markLoading(target, false);
      // The hash stays: the listing position the product navigation reads from it (#start=N, SPEC 2.8).
      const address = new URL(buildUrl(value.url), location.href);
      address.hash ||= location.hash;
      history.replaceState(history.state, '', address.href);
      announce(t('variantPicker.changed', { option }));
    } catch {
      if (attempt !== latest.current) return;
      if (!target) warnOnce(`<lto-variant-picker> has no region with id "${region}" to reload`);
      markLoading(target, false);
      // Back to the variant still shown, for every island that followed the choice.
      selectVariant(product, selected);
      emit(element, VARIANT_CHANGE_EVENT, { product, variant: selected });
      setChoice({ variation: variation.id, value, phase: 'failed' });
    }
  };

  const email = emailLink(emailUrl, shownPid);

  return (
    <div ref={root} className="lto-variant-picker" aria-busy={choice?.phase === 'loading' ? true : undefined}>
      {variations.map((variation) => (
        <VariationOptions
          key={variation.id}
          variation={variation}
          chosen={choice?.phase === 'loading' && choice.variation === variation.id ? choice.value : chosenValue(variation, selected)}
          outOfStockSuffix={t('variantPicker.outOfStockSuffix')}
          onChoose={(value) => void choose(variation, value)}
        />
      ))}
      <p role="status" className="lto-variant-picker__status">
        {choice?.phase === 'loading' ? t('variantPicker.loading', { option: choice.value.label }) : ''}
      </p>
      {choice?.phase === 'failed' ? (
        <p role="alert" className="lto-variant-picker__error">
          {t('variantPicker.failed', { option: choice.value.label })}
        </p>
      ) : null}
      {email ? (
        <p className="lto-variant-picker__email">
          <a href={email}>{t('variantPicker.email')}</a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The variant e-mail link (SPEC 3.2): the configured URL with selectedVariantID={pid}, written as
 * the URL was given (a path stays a path, as the server's template writes it).
 */
function emailLink(url: string, pid: string): string | undefined {
  if (!url) return undefined;
  try {
    const href = new URL(buildUrl(url));
    if (!/^(https?|mailto):$/.test(href.protocol)) return undefined;
    href.searchParams.set('selectedVariantID', pid);
    return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url) ? href.href : `${href.pathname}${href.search}${href.hash}`;
  } catch {
    return undefined;
  }
}
