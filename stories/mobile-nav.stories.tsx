import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../widgets/carousel/element';
import '../widgets/mega-nav/element';
import '../widgets/mobile-nav/element';
import { argTypesOf } from './support/arg-types';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { NavPage } from './support/NavPage';

/**
 * `<lto-mobile-nav>` (SPEC 2.2): below 1024px the header's navigation behind a toggle button,
 * over an overlay, under the nav bar below 768px; the focus kept inside while open and given back
 * to the toggle; the promo banner carousel on the US navigation only.
 */
const meta = {
  title: 'Widgets/Mobile nav',
  render: (_, { parameters }) => <NavPage note={storyDescription(parameters)} />,
  argTypes: argTypesOf('lto-mobile-nav'),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The header's mobile navigation: the toggle (click, Enter or Space) and a click on the overlay open and close it, Escape closes it; Tab stays inside and the page behind does not scroll while it is open; the US navigation starts with its promo banners.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile1', isRotated: false } };
const es = { locale: 'es-US', ...phone };
const ca = { locale: 'en-CA', ...phone };
const menuName = (locale: string) => (locale === 'es-US' ? 'Menú' : 'Menu');

export const Closed: Story = {
  name: 'Closed',
  parameters: note('Only the toggle shows on a phone; the categories are behind it.'),
};
export const ClosedEs: Story = { ...Closed, name: 'Closed (es)', globals: es };

export const OpenUs: Story = {
  name: 'Open, US: promo banners',
  parameters: note('The toggle opened the panel under the nav bar, over the overlay: the promo banners first (US navigation only), then the categories. The page behind does not scroll until it closes, and is then where it was.'),
  play: async ({ canvasElement, globals }) => {
    const island = await findIsland(canvasElement, 'lto-mobile-nav');
    const toggle = within(island).getByRole('button', { name: menuName(globals.locale) });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};
export const OpenEs: Story = { ...OpenUs, name: 'Open, Spanish: no banners', globals: es, parameters: note('The Spanish navigation has no promo banners.'), play: OpenUs.play };
export const OpenCa: Story = { ...OpenUs, name: 'Open, Canada: no banners', globals: ca, parameters: note('The Canadian navigation has no promo banners.'), play: OpenUs.play };
