import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/mega-nav/element';
import '../widgets/mobile-nav/element';
import { argTypesOf } from './support/arg-types';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { NavPage } from './support/NavPage';

/**
 * `<lto-mega-nav>` (SPEC 2.2): the header's categories over the server's markup, each link
 * navigating and a disclosure button beside it opening the category's sub-categories (APG
 * disclosure navigation, no menu roles); from 1024px a panel below the bar, narrower a drill-down
 * in `<lto-mobile-nav>`'s panel with a back button.
 */
const meta = {
  title: 'Widgets/Mega nav',
  render: (_, { parameters }) => <NavPage note={storyDescription(parameters)} />,
  argTypes: argTypesOf('lto-mega-nav'),
  parameters: {
    docs: {
      description: {
        component:
          "The header's categories: each category's link and a button that opens its sub-categories (click, Enter or Space; Escape or the focus leaving closes it; one open at a time). On the bar the arrow keys, Home and End move the focus along the bar and through the open menu. Below 1024px the open category's level replaces the list, 'Back' returning to it.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const phone = { viewport: { value: 'mobile1', isRotated: false } };
const WORDS = {
  'en-US': { more: 'More in Living Room', menu: 'Menu', back: 'Back to all categories', sofas: 'Sofas' },
  'es-US': { more: 'Más en Sala', menu: 'Menú', back: 'Volver a todas las categorías', sofas: 'Sofás' },
} as const;
const words = (locale: string) => WORDS[locale === 'es-US' ? 'es-US' : 'en-US'];

export const Categories: Story = {
  name: 'Categories (the bar)',
  parameters: note('Every menu closed: each category a link with its button beside it. Tab reaches the link, then the button.'),
};
export const CategoriesEs: Story = { ...Categories, name: 'Categories (the bar, es)', globals: es };

export const MenuOpen: Story = {
  name: "Sub-categories: 'Living Room' open",
  parameters: note("The button opened 'Living Room' (aria-expanded): its panel below the bar, its whole listing first. Escape closes it, the focus back on the button."),
  play: async ({ canvasElement, globals }) => {
    const nav = await findIsland(canvasElement, 'lto-mega-nav');
    const button = within(nav).getByRole('button', { name: words(globals.locale).more });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: words(globals.locale).sofas })).toBeVisible();
  },
};
export const MenuOpenEs: Story = { ...MenuOpen, name: "Sub-categories: 'Sala' open (es)", globals: es, play: MenuOpen.play };

export const MenuByArrows: Story = {
  name: "By the arrow keys: 'Living Room' open, the focus on 'Sofas'",
  parameters: note("From the first category's link: Right to its button, Enter opens the menu, Down into it and Down again to 'Sofas'. Left and Right go along the bar, Home and End to its ends; Up from the menu's first link goes back to the button, Escape closes it."),
  play: async ({ canvasElement, globals }) => {
    const t = words(globals.locale);
    const nav = await findIsland(canvasElement, 'lto-mega-nav');
    const button = within(nav).getByRole('button', { name: t.more });
    nav.querySelector<HTMLElement>('.lto-mega-nav__link')!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: t.sofas })).toHaveFocus();
  },
};
export const MenuByArrowsEs: Story = { ...MenuByArrows, name: "By the arrow keys: 'Sala' open, the focus on 'Sofás' (es)", globals: es, play: MenuByArrows.play };

export const DrillDown: Story = {
  name: "Sub-category level (below 1024px): 'Living Room'",
  globals: phone,
  parameters: note("On a phone, in the mobile navigation: 'Living Room' opened stands in for the list, the focus on 'Back'."),
  play: async ({ canvasElement, globals }) => {
    const t = words(globals.locale);
    const mobile = await findIsland(canvasElement, 'lto-mobile-nav');
    await userEvent.click(within(mobile).getByRole('button', { name: t.menu }));
    const nav = await findIsland(canvasElement, 'lto-mega-nav');
    await userEvent.click(within(nav).getByRole('button', { name: t.more }));
    await waitFor(() => expect(within(nav).getByRole('button', { name: t.back })).toHaveFocus());
  },
};
export const DrillDownEs: Story = { ...DrillDown, name: "Sub-category level (below 1024px): 'Sala' (es)", globals: { ...es, ...phone }, play: DrillDown.play };

export const BackLevel: Story = {
  name: 'Back to the categories (below 1024px)',
  globals: phone,
  parameters: note("'Back' pressed in the 'Living Room' level: the categories again, the focus on the button that opened it."),
  play: async (context) => {
    await DrillDown.play!(context);
    const t = words(context.globals.locale);
    const nav = await findIsland(context.canvasElement, 'lto-mega-nav');
    await userEvent.click(within(nav).getByRole('button', { name: t.back }));
    await waitFor(() => expect(within(nav).getByRole('button', { name: t.more })).toHaveFocus());
  },
};
export const BackLevelEs: Story = { ...BackLevel, name: 'Back to the categories (below 1024px, es)', globals: { ...es, ...phone }, play: BackLevel.play };
