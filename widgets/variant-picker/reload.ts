import type { Params } from '../../src/core/api';
import { getConfig } from '../../src/core/config';
import { getSafeFragment } from '../../src/ui/safe-fragment';

/**
 * The product content reload of SPEC 7.5: GET {variant URL} with Quantity, format=ajax and
 * productlistid. The config block's urls.productVariant, when given, is the variant URL with
 * {pid} (the product) and {variantPid} filled in, for platforms whose page URL already answers
 * format=ajax with something else (the quick view fragment); otherwise the value's own URL.
 */
export function variantContentUrl(product: string, variantPid: string, pageUrl: string): string {
  const pattern = getConfig().urls['productVariant'];
  if (!pattern) return pageUrl;
  return pattern.replace('{pid}', encodeURIComponent(product)).replace('{variantPid}', encodeURIComponent(variantPid));
}

export async function loadVariantContent(url: string, quantity: number, productlistid: string) {
  const params: Params = { Quantity: quantity, productlistid: productlistid || undefined };
  return getSafeFragment(url, params);
}

/**
 * Puts the new content in place of the region: the fragment's element with the region's id when
 * it has one (the platform answers with the whole region), else the fragment becomes its content.
 * The islands in the old content unmount; the lto-* tags in the new one mount as fresh islands.
 */
export function swapRegion(region: HTMLElement, safe: Awaited<ReturnType<typeof getSafeFragment>>): void {
  const template = document.createElement('template');
  // A TrustedHTML from DOMPurify's policy under Trusted Types; a string elsewhere.
  template.innerHTML = safe as unknown as string;
  const replacement = region.id ? template.content.getElementById(region.id) : null;
  if (replacement) region.replaceWith(replacement);
  else region.replaceChildren(template.content);
}
