import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/product-tile/element';
import type { VariantInput } from '../widgets/product-tile/variant';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messages as productTileMessages } from '../widgets/product-tile/messages';
import { messagesFor } from './support/messages';
import { productImage } from './support/products';
import './support/listing.css';

/**
 * `<lto-product-tile>` (SPEC 2.6, 3.2, 4.6): a listing tile whose swatches select and preview
 * variants. Each story is a small grid of tiles as the platform renders them; the `variants`
 * attribute carries SPEC 3.2 fields. Images are drawn inline (Storybook fetches nothing), so the
 * swatches show their colour (colorhex) instead of a 32x32 image.
 */
export interface TileStoryArgs {
  tiles: { pid: string; variants: VariantInput[]; selected?: string }[];
  layout: 'monthly' | 'weekly';
  labelStyle: 'new' | 'old';
}

type Colour = { key: string; en: string; es: string; hex: string };
const GRAY: Colour = { key: 'gray', en: 'Gray', es: 'Gris', hex: '#8a8f98' };
const NAVY: Colour = { key: 'navy', en: 'Navy', es: 'Azul marino', hex: '#26395f' };
const RUST: Colour = { key: 'rust', en: 'Rust', es: 'Óxido', hex: '#a5522e' };
const BLACK: Colour = { key: 'black', en: 'Black', es: 'Negro', hex: '#222326' };

type Lang = 'en' | 'es';

/** A variant as the server writes it; prices in dollars for the currency given. */
function variant(
  lang: Lang,
  base: { pid: string; name: Record<Lang, string>; shape: Parameters<typeof productImage>[0] },
  n: number,
  colour: Colour,
  extra: Partial<VariantInput> = {},
): VariantInput {
  const name = `${base.name[lang]}, ${colour[lang]}`;
  return {
    pid: `${base.pid}-${n}`,
    name,
    brand: 'Coastline Home',
    url: `/p/${base.pid}?color=${colour.key}`,
    thumb: { src: productImage(base.shape, colour.hex), alt: '', title: '' },
    term: 18,
    monthlypayment: '49.99',
    todayspayment: '49.99',
    wasprice: 'false',
    wasmonthlyprice: '',
    onsale: false,
    promolabel: false,
    promotionapplied: false,
    oos: 'false',
    express: false,
    currencycode: 'USD',
    variantimg: '',
    defimgpath: '',
    bvaveragerating: '4.3',
    bvreviewcountnum: '128',
    starsfile: '',
    advoweekly: '',
    nonnadvoweekly: '13.99',
    numberofweeklypayments: '78',
    standardprice: '',
    colorname: colour[lang],
    colorhex: colour.hex,
    badge: '',
    ...extra,
  };
}

const SOFA = { pid: 'P1001', name: { en: 'Harbor Sofa', es: 'Sofá Harbor' }, shape: 'sofa' } as const;
const CHAIR = { pid: 'P1004', name: { en: 'Dalton Power Recliner', es: 'Sillón reclinable Dalton' }, shape: 'recliner' } as const;

const sofa = (lang: Lang, extra: Partial<Record<1 | 2 | 3, Partial<VariantInput>>> = {}) => ({
  pid: SOFA.pid,
  variants: [
    variant(lang, SOFA, 1, GRAY, extra[1]),
    variant(lang, SOFA, 2, NAVY, { monthlypayment: '52.49', todayspayment: '52.49', nonnadvoweekly: '14.69', ...extra[2] }),
    variant(lang, SOFA, 3, RUST, { badge: lang === 'es' ? 'Nuevo color' : 'New color', ...extra[3] }),
  ],
});

const chair = (lang: Lang, extra: Partial<VariantInput> = {}) => ({
  pid: CHAIR.pid,
  variants: [variant(lang, CHAIR, 1, BLACK, { monthlypayment: '39.99', todayspayment: '39.99', bvaveragerating: '0', ...extra })],
});

function TilePage({ tiles, layout, labelStyle, note: text }: TileStoryArgs & { note?: string }) {
  return (
    <main className="sb-listing">
      {text ? (
        <p className="sb-listing__note">
          <strong>Story note:</strong>
          {text}
        </p>
      ) : null}
      <ul className="sb-listing__grid">
        {tiles.map((tile) => (
          <li key={tile.pid} className="sb-tile">
            <lto-product-tile
              pid={tile.pid}
              variants={JSON.stringify(tile.variants)}
              selected={tile.selected ?? ''}
              idx="0"
              layout={layout}
              label-style={labelStyle}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}

const meta = {
  title: 'Widgets/Product tile',
  render: (args, { parameters }) => <TilePage {...args} note={storyDescription(parameters)} />,
  args: { tiles: [sofa('en'), chair('en')], layout: 'monthly', labelStyle: 'new' },
  argTypes: {
    tiles: { description: 'The tiles: each `<lto-product-tile pid variants selected>`; variants in SPEC 3.2 fields.' },
    layout: { control: 'inline-radio', options: ['monthly', 'weekly'], description: 'The `layout` attribute.' },
    labelStyle: { control: 'inline-radio', options: ['new', 'old'], description: 'The `label-style` attribute.' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A product tile: swatches select a variant (click, arrow keys) or preview one (hover); price, labels, overlay, ratings and badges follow the variant in view.',
      },
    },
  },
} satisfies Meta<TileStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {
  name: 'Regular',
  parameters: note('In stock, free delivery, ratings; the recliner has no ratings yet (bvaveragerating "0") and one colour, so no swatches.'),
};

export const Sale: Story = {
  name: 'Sale (new label style)',
  args: {
    tiles: [
      sofa('en', { 1: { onsale: true, promolabel: 'Save 15%', wasprice: '1,099.99', wasmonthlyprice: '58.99' } }),
      chair('en', { onsale: true, promolabel: 'Holiday deal', wasprice: 'false' }),
    ],
  },
  parameters: note("New style: the promolabel shows when onsale; the price turns to the sale style. A was-price of 'false' shows no was line."),
};

export const PromoAppliedOldStyle: Story = {
  name: 'Promotion applied (old label style)',
  args: {
    labelStyle: 'old',
    tiles: [
      sofa('en', { 1: { onsale: true, promotionapplied: true, wasprice: '1,099.99', wasmonthlyprice: '58.99' } }),
      chair('en', { onsale: true, wasprice: '799.99', wasmonthlyprice: '46.99' }),
    ],
  },
  parameters: note("Old style: 'ON SALE' on the recliner; on the sofa a promotion is applied, so no label and no sale price style, but 'Promotion applied'."),
};

export const OutOfStock: Story = {
  name: 'Out of stock',
  args: { tiles: [sofa('en', { 1: { oos: 'true' } }), chair('en', { oos: 'true', express: true })] },
  parameters: note(
    "The gray sofa is out of stock: overlay, no delivery badge, its swatch named ' - OUT OF STOCK' at 0.75 opacity. The recliner is out of stock but express: no overlay.",
  ),
};

export const Express: Story = {
  name: 'Express delivery',
  args: { tiles: [sofa('en', { 1: { express: true }, 3: { express: true } }), chair('en', { express: 'true' })] },
  parameters: note("Express variants: 'Free 2-3 day Express Delivery±'; the navy sofa is not express: 'Free Delivery'."),
};

export const Weekly: Story = {
  name: 'Weekly layout',
  args: {
    layout: 'weekly',
    tiles: [sofa('en', { 2: { advoweekly: '12.49', standardprice: '14.69' }, 3: { oos: 'true', advoweekly: '11.99' } }), chair('en', { nonnadvoweekly: '' })],
  },
  parameters: note(
    "Weekly pills: hover Navy for its weekly sale ('Sale' label, was-price per week); Rust is out of stock, so its weekly sale label is removed. The recliner has no weekly pricing: monthly price.",
  ),
};

export const Canada: Story = {
  name: 'Canada (en-CA, C$)',
  globals: { locale: 'en-CA' },
  args: {
    tiles: [
      sofa('en', {
        1: { currencycode: 'CAD', monthlypayment: '68.49', todayspayment: '68.49' },
        2: { currencycode: 'CAD', monthlypayment: '71.89', todayspayment: '71.89' },
        3: { currencycode: 'CAD', monthlypayment: '68.49', todayspayment: '68.49' },
      }),
      chair('en', { currencycode: 'CAD', monthlypayment: '54.79', todayspayment: '54.79' }),
    ],
  },
  parameters: note("currencycode CAD: prices in C$ on a Canadian page."),
};

export const Spanish: Story = {
  name: 'Spanish (es)',
  globals: { locale: 'es-US' },
  args: { tiles: [sofa('es', { 2: { oos: 'true' } }), chair('es', { onsale: true, promolabel: 'Ahorra 15%', express: true })] },
  parameters: note('The Spanish site: every text in Spanish, swatch names included.'),
};

export const SwatchInteraction: Story = {
  name: 'Swatch interaction',
  args: { tiles: [sofa('en', { 2: { onsale: true, promolabel: 'Save 10%' } })] },
  parameters: note('Hover previews a colour, leaving the swatches restores the selected one, a click or an arrow key selects.'),
  play: async ({ canvasElement, globals }) => {
    const t = messagesFor(globals.locale, productTileMessages);
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: t('tile.colors') });
    const heading = () => canvas.getByRole('heading', { level: 3 });
    const swatch = (name: string) => within(group).getByRole('radio', { name });
    await expect(heading()).toHaveTextContent('Harbor Sofa, Gray');

    await userEvent.hover(swatch('Navy'));
    await expect(heading()).toHaveTextContent('Harbor Sofa, Navy');
    await expect(canvas.getByText('Save 10%')).toBeInTheDocument();
    await userEvent.unhover(swatch('Navy'));
    await expect(heading()).toHaveTextContent('Harbor Sofa, Gray');
    await expect(canvas.queryByText('Save 10%')).not.toBeInTheDocument();

    await userEvent.click(swatch('Rust'));
    await expect(swatch('Rust')).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('New color')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(swatch('Navy')).toHaveFocus());
    await expect(swatch('Navy')).toHaveAttribute('aria-checked', 'true');
    await expect(heading()).toHaveTextContent('Harbor Sofa, Navy');
  },
};
