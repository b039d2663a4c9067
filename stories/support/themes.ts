import type { CSSProperties } from 'react';

/**
 * Themes a retailer could ship, made only of the public tokens of src/ui/tokens.css (README
 * "Styling"): set on an element around the widgets, they restyle every widget inside it without
 * a rule of ours being touched. 'default' sets nothing: the tokens' own values.
 */
export type Theme = Partial<Record<`--lto-${string}`, string>>;

export const THEMES = {
  default: {},
  /** Light text on dark surfaces; the brand blue lightened so it stays readable on them, with dark text on it. */
  dark: {
    '--lto-color-text': '#f1f3f5',
    '--lto-color-text-secondary': '#c9ced4',
    '--lto-color-text-muted': '#aeb5bd',
    '--lto-color-surface': '#16191d',
    '--lto-color-surface-muted': '#22272d',
    '--lto-color-surface-sunken': '#2c3238',
    '--lto-color-surface-promo': '#1b2a3a',
    '--lto-color-backdrop': 'rgb(0 0 0 / 70%)',
    '--lto-shadow-dialog': '0 12px 40px rgb(0 0 0 / 60%)',
    '--lto-color-field': '#0f1215',
    '--lto-color-field-text': '#f1f3f5',
    '--lto-color-border': '#8b949e',
    '--lto-color-border-subtle': '#3d444c',
    '--lto-color-primary': '#7cc4ff',
    '--lto-color-primary-hover': '#a8d8ff',
    '--lto-color-primary-contrast': '#0b1a2a',
    '--lto-color-error': '#ff8a80',
    '--lto-color-error-contrast': '#1a0505',
    '--lto-color-error-surface': '#3b1618',
    '--lto-color-success': '#7ee2a0',
    '--lto-color-success-surface': '#12301d',
    '--lto-color-warning': '#ffc46b',
    '--lto-color-warning-surface': '#3a2a10',
    '--lto-color-notice': '#5fd08a',
    '--lto-color-notice-surface': '#15301f',
    '--lto-focus-color': '#ffd166',
    '--lto-lease-terms-sale': '#ff8a80',
  },
  /** Another brand: berry instead of blue, a blue focus ring, rounder corners, a little more room. */
  brand: {
    '--lto-color-primary': '#8a1c4a',
    '--lto-color-primary-hover': '#6d1439',
    '--lto-color-primary-contrast': '#fff',
    '--lto-color-border': '#6e6168',
    '--lto-focus-color': '#0067b8',
    '--lto-radius-s': '8px',
    '--lto-radius-m': '12px',
    '--lto-radius-l': '16px',
    '--lto-space-s': '0.625rem',
    '--lto-space-m': '0.875rem',
    '--lto-lease-terms-sale': '#8a1c4a',
  },
} as const satisfies Record<string, Theme>;

export type ThemeName = keyof typeof THEMES;

/** The theme as a React style: custom properties only. */
export const themeStyle = (name: ThemeName) => THEMES[name] as CSSProperties;
