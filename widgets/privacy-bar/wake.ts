import { privacyBarDue } from './visibility';

/**
 * Loaded by the autoloader after the page's load event: the bar must show without the shopper's
 * intent on a first visit. On every other page view it loads nothing more.
 */
export default function wake(): boolean {
  return privacyBarDue();
}
