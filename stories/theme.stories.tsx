import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../widgets/lease-terms/element';
import '../widgets/start-lease/element';
import '../widgets/zip-banner/element';
import '../widgets/zip-modal/element';
import { orderHandlers } from '../.storybook/handlers';
import { messages as startMessages } from '../widgets/start-lease/messages';
import { findIsland } from './support/islands';
import { leaseHandlers, ON_SALE } from './support/lease';
import { CHECKOUT_ON_THIS_PAGE, LeasePage } from './support/LeasePage';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { US_STORES, US_ZIP } from './support/stores';
import { THEMES, themeStyle, type ThemeName } from './support/themes';
import './support/theme.css';

interface ThemeArgs {
  /** The tokens set on the element around the page. */
  theme: ThemeName;
}

/**
 * The theme tokens (src/ui/tokens.css, README "Styling") are the widgets' public styling API: a
 * product page's zip banner, zip modal, lease terms and 'Start my lease', under a second theme set
 * as custom properties on an element around them. No rule of ours changes; only the page's own
 * chrome (stories/support/theme.css) reads the same tokens.
 */
const meta = {
  title: 'Theme/Theme tokens',
  render: ({ theme }, { parameters }) => (
    <div className="sb-theme" data-sb-theme={theme} style={themeStyle(theme)}>
      <LeasePage product={ON_SALE} note={storyDescription(parameters)} startLease={{ mode: 'order', variant: 'P1002-1', action: '/cart/add', csrfToken: 'story-csrf-token', quantity: '1' }} />
    </div>
  ),
  args: { theme: 'default' },
  argTypes: {
    theme: {
      control: 'inline-radio',
      options: Object.keys(THEMES),
      description: "The tokens set on the page's wrapper: none (the defaults), a dark theme, or another brand's colours, corners and spacing.",
    },
  },
  parameters: {
    msw: { handlers: { ...leaseHandlers, ...orderHandlers } },
    ltoPage: { type: 'product', category: 'living-room', zip: US_ZIP, storeId: US_STORES[0]!.storeId },
    ltoUrls: { checkoutStart: CHECKOUT_ON_THIS_PAGE },
    docs: {
      description: {
        component:
          "A retailer restyles the widgets by setting --lto-* custom properties (colours by role, focus ring, radius, spacing, font sizes) on :root or on an element around them, never by overriding our rules. Switch the theme in Controls: every widget on the page follows, its dialogs included.",
      },
    },
  },
} satisfies Meta<ThemeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };

type Token = `--lto-${string}`;

/** What `theme` makes of `token`: its own value, else the stylesheet's default (on :root). */
function tokenOf(theme: ThemeName, token: Token): string {
  const own = (THEMES[theme] as Partial<Record<Token, string>>)[token];
  return own ?? getComputedStyle(document.documentElement).getPropertyValue(token).trim();
}

/** `colour` as this browser computes a colour, to compare with a computed style. */
function computedColour(colour: string): string {
  const probe = document.createElement('span');
  probe.style.color = colour;
  document.body.append(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  return computed;
}

/**
 * Plays: the page's wrapper holds the theme's tokens (or none), and the widgets draw with them:
 * 'Start my lease' and the selected term in the primary colour with its contrast text, the sale
 * price in the lease terms' sale colour, the button's corners at the medium radius.
 */
async function drawnWithTheTokens(canvasElement: HTMLElement, locale: unknown, theme: ThemeName) {
  const wrapper = canvasElement.querySelector<HTMLElement>('[data-sb-theme]')!;
  for (const [token, value] of Object.entries(THEMES[theme])) await expect(wrapper.style.getPropertyValue(token)).toBe(value);

  const start = within(await findIsland(canvasElement, 'lto-start-lease')).getByRole('button', { name: messagesFor(locale, startMessages)('startLease.button') });
  const terms = await findIsland(canvasElement, 'lto-lease-terms');
  const selected = within(terms).getAllByRole('tab', { selected: true })[0]!;
  const price = terms.querySelector('.lto-lease-terms__price.is-sale')!;
  const colour = (token: Token) => computedColour(tokenOf(theme, token));

  await expect(getComputedStyle(start).backgroundColor).toBe(colour('--lto-color-primary'));
  await expect(getComputedStyle(start).color).toBe(colour('--lto-color-primary-contrast'));
  await expect(getComputedStyle(start).borderTopLeftRadius).toBe(tokenOf(theme, '--lto-radius-m'));
  await expect(getComputedStyle(selected).backgroundColor).toBe(colour('--lto-color-primary'));
  await expect(getComputedStyle(price).color).toBe(colour('--lto-lease-terms-sale'));
}

export const Default: Story = {
  name: 'Default theme',
  parameters: note("No token set: the stylesheet's defaults. 'Start my lease' and the selected term in the brand blue, the sale price in red."),
  play: async ({ canvasElement, globals }) => drawnWithTheTokens(canvasElement, globals.locale, 'default'),
};
export const DefaultEs: Story = { ...Default, name: 'Default theme (es)', globals: es };

export const Dark: Story = {
  name: 'Dark theme',
  args: { theme: 'dark' },
  parameters: note(
    'A dark theme set on the page around the widgets: light text on dark surfaces, a lighter blue for buttons and the selected term with dark text on it, a light red sale price. Open the zip modal from the header: the dialog follows too.',
  ),
  play: async ({ canvasElement, globals }) => drawnWithTheTokens(canvasElement, globals.locale, 'dark'),
};
export const DarkEs: Story = { ...Dark, name: 'Dark theme (es)', globals: es };

export const Brand: Story = {
  name: "Another brand's theme",
  args: { theme: 'brand' },
  parameters: note("Another brand: berry buttons and selected term, a blue focus ring (tab to see it), rounder corners and a little more room between things."),
  play: async ({ canvasElement, globals }) => drawnWithTheTokens(canvasElement, globals.locale, 'brand'),
};
export const BrandEs: Story = { ...Brand, name: "Another brand's theme (es)", globals: es };
