import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import '../widgets/accordion/element';
import '../widgets/dialog-link/element';
import '../widgets/share-links/element';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { StoryPage } from './support/StoryPage';

/**
 * The product page extras (SPEC 2.2, 2.8, 9.5): `<lto-dialog-link>` (size chart in the generic
 * dialog), `<lto-accordion>` (info drawers, FAQ) and `<lto-share-links>`. One file for the three:
 * they share the product page and none talks to the store bus.
 */
const SIZE_CHART = '/content/size-chart';
const sizeChart = http.get(SIZE_CHART, () =>
  HttpResponse.html('<div class="content-fragment"><p>All sizes in inches.</p><table><tr><th scope="col">Piece</th><th scope="col">Width</th></tr><tr><th scope="row">Sofa</th><td>84</td></tr></table></div>'),
);
const sizeChartSlow = http.get(SIZE_CHART, async () => {
  await delay('infinite');
  return HttpResponse.html('');
});
const sizeChartFails = http.get(SIZE_CHART, () => HttpResponse.html('oops', { status: 500 }));

interface ExtrasArgs {
  width: string;
}

function ExtrasPage({ width, note: text }: ExtrasArgs & { note?: string | undefined }) {
  return (
    <StoryPage note={text}>
      <p>
        <lto-dialog-link width={width}>
          <a href={SIZE_CHART}>Size chart</a>
        </lto-dialog-link>
      </p>
      <lto-share-links url="https://shop.example/p/P1001" name="Harbor Sofa" />
      <h2>More about this product</h2>
      <lto-accordion>
        <details open>
          <summary>Details</summary>
          <p>Solid hardwood frame.</p>
        </details>
        <details>
          <summary>Care</summary>
          <p>Vacuum weekly.</p>
        </details>
      </lto-accordion>
      <h2>Frequently asked questions</h2>
      <lto-accordion single="">
        <details>
          <summary>Do I need credit to lease?</summary>
          <p>No credit is needed.</p>
        </details>
        <details>
          <summary>Can I return the item?</summary>
          <p>Yes, at any time.</p>
        </details>
      </lto-accordion>
    </StoryPage>
  );
}

const meta = {
  title: 'Widgets/Product page extras',
  render: (args, { parameters }) => <ExtrasPage {...args} note={storyDescription(parameters)} />,
  args: { width: '631' },
  argTypes: { width: { description: 'The dialog link\'s width attribute (CSS pixels).' } },
  parameters: { msw: { handlers: [sizeChart] } },
} satisfies Meta<ExtrasArgs>;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };

export const Default: Story = {
  parameters: note('Click Size chart for the dialog, Share for the links; the drawers and the FAQ (one answer at a time) open by click or keyboard.'),
};
export const DefaultEs: Story = { ...Default, name: 'Default (es)', globals: es };

export const Narrow: Story = { args: { width: '400' }, parameters: note('The dialog link with width="400".') };

export const Loading: Story = {
  parameters: { ...note('The size chart never comes: the dialog says Loading….'), msw: { handlers: [sizeChartSlow] } },
};

export const Failed: Story = {
  parameters: { ...note('The size chart answers 500: BAD_RESPONSE and Try again.'), msw: { handlers: [sizeChartFails] } },
};
export const FailedEs: Story = { ...Failed, name: 'Failed (es)', globals: es };
