import { afterEach, describe, expect, it, vi } from 'vitest';
import nearOnTouchScreens from './touch-wake';

const screenThat = (canHover: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none)' ? !canHover : false, media: query }));

describe('nearOnTouchScreens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws the island as it comes near once the page is touched, on a screen that cannot hover, where a tap gives no warning', () => {
    screenThat(false);
    expect(nearOnTouchScreens()).toBe('touched');
  });

  it('leaves it to the shopper\'s intent where a pointer hovers or a keyboard focuses first', () => {
    screenThat(true);
    expect(nearOnTouchScreens()).toBe(false);
  });
});
