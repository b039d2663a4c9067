import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/product-grid/element';
import '../widgets/refinements/element';
import { messages as refinementsMessages } from '../widgets/refinements/messages';
import { argTypesOf } from './support/arg-types';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { RefinementsPage, refinementsOk, type RefinementsArgs } from './support/RefinementsPage';

/**
 * `<lto-refinements>` (SPEC 2.6): a listing's refinement groups over the server's markup, which
 * open and close with a plus or minus; 'Washer & Dryer Sets' shown as 'Washer & Dryer'; a brand
 * landing page whose types are chosen several at a time (`subcatids`); below 1024px a sidebar
 * opened by 'Show filters'. Each value reloads the results in place (`<lto-product-grid>`, answered
 * here as the demo does).
 */
const meta = {
  title: 'Widgets/Refinements',
  render: (args, { parameters }) => <RefinementsPage {...args} note={storyDescription(parameters)} />,
  args: { listing: 'appliances', query: '' },
  argTypes: {
    ...argTypesOf('lto-refinements'),
    listing: { description: "The listing: the appliances category, or Frostline's brand landing page.", control: { type: 'select' }, options: ['appliances', 'frostline'] },
    query: { description: "The refinements in force, as the address has them ('subcat=laundry-pair', 'subcatids=laundry-pair|top-washer').", control: 'text' },
  },
  parameters: {
    msw: { handlers: { listing: refinementsOk } },
    docs: {
      description: {
        component: "A listing's refinements: groups that open and close, and below 1024px a sidebar opened by 'Show filters'.",
      },
    },
  },
} satisfies Meta<RefinementsArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const es = { locale: 'es-US' };
const ca = { locale: 'en-CA' };
const phone = { viewport: { value: 'mobile1', isRotated: false } };

export const GroupsClosed: Story = {
  name: 'Groups closed',
  parameters: note('Nothing chosen: each group shows its name and a plus. Click, Enter or Space on a name opens it.'),
};
export const GroupsClosedEs: Story = { ...GroupsClosed, name: 'Groups closed (es)', globals: es };
export const GroupsClosedCa: Story = { ...GroupsClosed, name: 'Groups closed (C$)', globals: ca };

export const GroupsOpen: Story = {
  name: 'Groups open',
  parameters: note('Both groups opened by the shopper: a minus on each. Choose a value: the results reload in place and the groups stay open.'),
  play: async ({ canvasElement }) => {
    await findIsland(canvasElement, 'lto-refinements');
    for (const summary of canvasElement.querySelectorAll<HTMLElement>('lto-refinements summary')) await userEvent.click(summary);
    await expect([...canvasElement.querySelectorAll('lto-refinements details')].every((group) => (group as HTMLDetailsElement).open)).toBe(true);
  },
};
export const GroupsOpenEs: Story = { ...GroupsOpen, name: 'Groups open (es)', globals: es, play: GroupsOpen.play };

export const ValueChosen: Story = {
  name: 'A value chosen',
  args: { query: 'brand=Arcwell' },
  parameters: note('Arcwell in force: its group open, the value marked current; its link (and Clear all) takes it back.'),
};
export const ValueChosenEs: Story = { ...ValueChosen, name: 'A value chosen (es)', globals: es };
export const ValueChosenCa: Story = { ...ValueChosen, name: 'A value chosen (C$)', globals: ca };

export const WasherAndDryer: Story = {
  name: "'Washer & Dryer Sets' shown as 'Washer & Dryer'",
  args: { query: 'subcat=laundry-pair' },
  parameters: note("The platform's label is 'Washer & Dryer Sets' ('Juegos de lavadora y secadora'): the refinements show 'Washer & Dryer' ('Lavadora y secadora')."),
};
export const WasherAndDryerEs: Story = { ...WasherAndDryer, name: "'Washer & Dryer' (es)", globals: es };

export const BrandLanding: Story = {
  name: 'Brand landing page (subcatids)',
  args: { listing: 'frostline', query: 'subcatids=laundry-pair|top-washer' },
  parameters: note("Frostline's page with two types chosen: each type's link adds it to subcatids or takes it out; 'All types' clears them."),
};
export const BrandLandingEs: Story = { ...BrandLanding, name: 'Brand landing page (subcatids, es)', globals: es };
export const BrandLandingCa: Story = { ...BrandLanding, name: 'Brand landing page (subcatids, C$)', globals: ca };

export const SidebarOpen: Story = {
  name: 'Sidebar open (below 1024px)',
  globals: phone,
  parameters: note("On a phone 'Show filters' opens the refinements as a sidebar: close, Apply, Escape or the backdrop close it and the focus goes back to the button."),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, refinementsMessages);
    await findIsland(canvasElement, 'lto-refinements');
    const opener = within(canvasElement).getByRole('button', { name: globals.locale === 'es-US' ? 'Mostrar filtros' : 'Show filters' });
    await userEvent.click(opener);
    await waitFor(() => expect(within(document.body).getByRole('dialog', { name: t('refinements.title') })).toBeInTheDocument());
  },
};
export const SidebarOpenEs: Story = { ...SidebarOpen, name: 'Sidebar open (below 1024px, es)', globals: { ...es, ...phone }, play: SidebarOpen.play };
export const SidebarOpenCa: Story = { ...SidebarOpen, name: 'Sidebar open (below 1024px, C$)', globals: { ...ca, ...phone }, play: SidebarOpen.play };
