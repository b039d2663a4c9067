import { writeCookie } from '../../src/core/cookies';
import { REGION } from './markup-hooks';

/**
 * SPEC 2.1: a category listing (never a keyword search) is remembered in lastVisitedCategory for
 * 7 days (the cookie's life in src/core/cookies.ts). The platform names the category on the
 * region (data-category), where SPEC's platform took the path's second-to-last segment.
 */
export function rememberCategory(within: Element): void {
  const category = within.querySelector(REGION)?.getAttribute('data-category')?.trim();
  if (category) writeCookie('lastVisitedCategory', category);
}
