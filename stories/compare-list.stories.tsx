import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../widgets/compare-list/element';
import { messages as compareListMessages } from '../widgets/compare-list/messages';
import { compareRemoveRefused } from '../.storybook/handlers';
import { formatCents } from '../src/pricing/money';
import { argTypesOf } from './support/arg-types';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { messagesFor } from './support/messages';
import { PRODUCTS, compareList, type StoryProduct } from './support/products';
import { StoryPage } from './support/StoryPage';

/**
 * `<lto-compare-list>` (SPEC 4.4, 5.4, 7.5) over the compare page the platform writes: its table
 * of the compared products, whose remove buttons are forms (markup.html). The widget draws
 * nothing; with it, a removal goes through compareRemove and the column leaves the table in place.
 * The platform's words (caption, row labels, the notice) are the demo's, in English and Spanish.
 */
const PAGE_TEXT = {
  en: {
    caption: 'Products you are comparing, side by side',
    name: 'Name',
    monthly: 'Monthly payment',
    remove: 'Remove',
    needTwo: 'Choose at least 2 products to compare. Tick “Compare” on the products you like, then come back here.',
  },
  es: {
    caption: 'Productos que estás comparando, uno al lado del otro',
    name: 'Nombre',
    monthly: 'Pago mensual',
    remove: 'Quitar',
    needTwo: 'Elige al menos 2 productos para comparar. Marca “Comparar” en los productos que te gusten y vuelve aquí.',
  },
};
const lang = (locale: unknown) => (String(locale ?? '').startsWith('es') ? 'es' : 'en');

function RemoveForm({ product, label }: { product: StoryProduct; label: string }) {
  return (
    <form className="remove-form" method="post" action="/compare/remove-form" data-lto-compare-remove="">
      <input type="hidden" name="pid" value={product.pid} />
      <input type="hidden" name="category" value={product.category} />
      <button type="submit" className="lto-button">
        {label}
        <span className="lto-visually-hidden"> {product.name}</span>
      </button>
    </form>
  );
}

interface ListArgs {
  /** How many of the story's products are compared. */
  count: number;
}

function ComparePage({ count, locale, note: text }: ListArgs & { locale: unknown; note?: string | undefined }) {
  const t = PAGE_TEXT[lang(locale)];
  const products = PRODUCTS.slice(0, count);
  const money = (cents: number) => formatCents(cents, { locale: String(locale ?? 'en-US'), currency: 'USD' });
  return (
    <StoryPage note={text}>
      <lto-compare-list items={JSON.stringify(compareList(count))}>
        {count === 1 ? (
          <ul className="compare-single">
            <li>
              <a href={`#${products[0]!.pid}`}>{products[0]!.name}</a> <RemoveForm product={products[0]!} label={t.remove} />
            </li>
          </ul>
        ) : (
          <table className="compare-table">
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="row">{t.name}</th>
                {products.map((p) => (
                  <th key={p.pid} scope="col">
                    <a href={`#${p.pid}`}>{p.name}</a>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t.monthly}</th>
                {products.map((p) => (
                  <td key={p.pid}>{money(p.monthlyCents)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{t.remove}</th>
                {products.map((p) => (
                  <td key={p.pid}>
                    <RemoveForm product={p} label={t.remove} />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        )}
      </lto-compare-list>
      {count === 1 ? <p>{t.needTwo}</p> : null}
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Compare list',
  args: { count: 3 },
  argTypes: {
    ...argTypesOf('lto-compare-list'),
    count: { description: "Story chrome: how many of the story's products the page compares (the `items` attribute follows)." },
  },
  render: (args, { parameters, globals }) => <ComparePage count={args.count} locale={globals['locale']} note={storyDescription(parameters)} />,
} satisfies Meta<ListArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };

const drawn = (canvasElement: HTMLElement) => waitFor(() => expect(canvasElement.querySelector('lto-compare-list[data-lto-ready]')).not.toBeNull());
const removeButton = (canvasElement: HTMLElement, product: StoryProduct, locale: unknown) =>
  within(canvasElement).getByRole('button', { name: `${PAGE_TEXT[lang(locale)].remove} ${product.name}` });
const headings = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('thead th[scope=col]')].map((th) => th.textContent);

export const ThreeProducts: Story = {
  name: 'Three products',
  parameters: note("The platform's compare table of three products, as it wrote it: the widget adds no element."),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(headings(canvasElement)).toEqual(PRODUCTS.slice(0, 3).map((p) => p.name));
  },
};
export const ThreeProductsEs: Story = { ...ThreeProducts, name: 'Three products (es)', globals: es };

export const Removed: Story = {
  name: 'A product removed',
  parameters: note("Remove pressed on the second product: compareRemove said yes, its column left the table in place, the focus is on the remove button now in its place, and '{name} removed from compare.' was said."),
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement);
    const [first, second, third] = PRODUCTS;
    await userEvent.click(removeButton(canvasElement, second!, globals.locale));
    await waitFor(() => expect(headings(canvasElement)).toEqual([first!.name, third!.name]));
    await expect(removeButton(canvasElement, third!, globals.locale)).toHaveFocus();
  },
};
export const RemovedEs: Story = { ...Removed, name: 'A product removed (es)', globals: es };

export const RemoveRefused: Story = {
  name: 'Remove refused',
  parameters: {
    ...note('compareRemove answers {"success": false}: the column stays, and COMPARE_REMOVE_FAIL shows under its button as an alert.'),
    msw: { handlers: { compareRemove: compareRemoveRefused } },
  },
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement);
    const t = messagesFor(globals.locale, compareListMessages);
    await userEvent.click(removeButton(canvasElement, PRODUCTS[0]!, globals.locale));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(t('COMPARE_REMOVE_FAIL'));
    await expect(headings(canvasElement)).toEqual(PRODUCTS.slice(0, 3).map((p) => p.name));
  },
};
export const RemoveRefusedEs: Story = { ...RemoveRefused, name: 'Remove refused (es)', globals: es };

export const OneProduct: Story = {
  name: 'One product (the compare needs two)',
  args: { count: 1 },
  parameters: note("A single product left: the platform's list and its notice that the compare needs two (SPEC 5.4). Removing it loads the page again, which the platform then writes without it."),
  play: async ({ canvasElement, globals }) => {
    await drawn(canvasElement);
    await expect(removeButton(canvasElement, PRODUCTS[0]!, globals.locale)).toBeVisible();
  },
};
export const OneProductEs: Story = { ...OneProduct, name: 'One product (es)', globals: es };
