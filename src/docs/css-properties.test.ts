import { describe, expect, it } from 'vitest';
import { cssPropertiesRead } from './css-properties';

describe('the custom properties a stylesheet reads', () => {
  it('lists each --lto-* property once, in order of first use, with the properties that read it', () => {
    const css = `.a { color: var(--lto-ink); border: 1px solid var(--lto-line); }
      .b:hover { background: var(--lto-ink); outline-color: var(--other-prefix); }`;
    expect(cssPropertiesRead([css])).toEqual([
      { name: '--lto-ink', usedFor: ['color', 'background'] },
      { name: '--lto-line', usedFor: ['border'] },
    ]);
  });

  it("defaults to the widget's own declaration, else the theme's, else the var() fallback", () => {
    const own = `lto-x { --lto-gap: 1rem; } .a { gap: var(--lto-gap, 2rem); color: var(--lto-ink, #000); margin: var(--lto-space, 4px); }`;
    const theme = `:root { --lto-ink: #1a1a1a; --lto-gap: 3rem; }`;
    expect(cssPropertiesRead([own], [theme])).toEqual([
      { name: '--lto-gap', default: '1rem', usedFor: ['gap'] },
      { name: '--lto-ink', default: '#1a1a1a', usedFor: ['color'] },
      { name: '--lto-space', default: '4px', usedFor: ['margin'] },
    ]);
  });

  it('reads nested var() references, gives every distinct fallback, and skips comments', () => {
    const css = `/* color: var(--lto-commented) */
      .a { color: var(--lto-accent, var(--lto-brand, #0b5d4a)); }
      .b { color: var(--lto-accent, #0b3d33); }`;
    expect(cssPropertiesRead([css])).toEqual([
      { name: '--lto-accent', default: 'var(--lto-brand, #0b5d4a) or #0b3d33', usedFor: ['color'] },
      { name: '--lto-brand', default: '#0b5d4a', usedFor: ['color'] },
    ]);
  });

  it('counts a property read inside a media query, and none for a stylesheet without any', () => {
    expect(cssPropertiesRead(['@media (max-width: 767px) { .a { width: var(--lto-narrow); } }'])).toEqual([{ name: '--lto-narrow', usedFor: ['width'] }]);
    expect(cssPropertiesRead(['.a { color: #b00020; }'])).toEqual([]);
  });
});
