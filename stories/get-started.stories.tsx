import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import '../widgets/get-started/element';
import { messages } from '../widgets/get-started/messages';
import { AccountPage, accountHandlers } from './support/account';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';

/** `<lto-get-started>` (SPEC 2.10, 7.4): the home page's 'apply before you shop' promo. */
const meta = {
  title: 'Widgets/Get started',
  render: (_args, { parameters }) => <AccountPage note={storyDescription(parameters)} getStarted />,
  parameters: {
    msw: { handlers: accountHandlers() },
    ltoPage: { type: 'storefront', category: '' },
    docs: { description: { component: "'Apply before you shop' with 'Get started': logs HomePage_GetStarted, then follows its href. Without script the link works as it is." } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Promo: Story = {
  name: 'Apply before you shop',
  parameters: note("The home page promo: a click logs 'HomePage_GetStarted' and goes to the apply page (#apply here)."),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, messages);
    const island = await findIsland(canvasElement, 'lto-get-started');
    await expect(within(island).getByRole('link', { name: t('getStarted.button') })).toHaveAttribute('href', '#apply');
  },
};
export const PromoEs: Story = { ...Promo, name: 'Apply before you shop (es)', globals: { locale: 'es-US' } };
