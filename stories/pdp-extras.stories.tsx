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

/** The share links' server markup (widgets/share-links/README.md), in the page's language. */
function shareMarkup(spanish: boolean): string {
  const url = 'https://shop.example/p/P1001';
  const name = 'Harbor Sofa';
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString().replace(/&/g, '&amp;');
  const newTab = `<span class="lto-visually-hidden"> ${spanish ? '(se abre en una pestaña nueva)' : '(opens in a new tab)'}</span>`;
  const web = (network: string, label: string, href: string) =>
    `<li><a href="${href}" target="_blank" rel="noopener noreferrer" class="lto-share-links__link lto-share-links__link--${network}">${label}${newTab}</a></li>`;
  return `<details class="lto-share-links"><summary class="lto-share-links__toggle" aria-label="${spanish ? 'Compartir' : 'Share'} ${name}">${spanish ? 'Compartir' : 'Share'}</summary><ul class="lto-share-links__list">${[
    web('facebook', 'Facebook', `https://www.facebook.com/sharer/sharer.php?${q({ u: url })}`),
    web('x', 'X', `https://x.com/intent/post?${q({ url, text: name })}`),
    web('pinterest', 'Pinterest', `https://www.pinterest.com/pin/create/button/?${q({ url, description: name })}`),
    `<li><a href="mailto:?subject=${encodeURIComponent(name)}&amp;body=${encodeURIComponent(url)}" class="lto-share-links__link lto-share-links__link--email">${spanish ? 'Correo electrónico' : 'E-mail'}</a></li>`,
  ].join('')}</ul></details>`;
}

/** One accordion section's server markup (widgets/accordion/README.md). */
function Section({ title, body, open, group }: { title: string; body: string; open?: boolean; group?: string }) {
  return (
    <details className="lto-accordion__section" open={open} name={group}>
      <summary className="lto-accordion__button">
        <h3 className="lto-accordion__heading">{title}</h3>
      </summary>
      <div className="lto-accordion__panel">
        <p>{body}</p>
      </div>
    </details>
  );
}

function ExtrasPage({ width, note: text }: ExtrasArgs & { note?: string | undefined }) {
  const spanish = document.documentElement.lang.startsWith('es');
  return (
    <StoryPage note={text}>
      <p>
        <lto-dialog-link width={width}>
          <a href={SIZE_CHART} aria-haspopup="dialog">
            Size chart
          </a>
        </lto-dialog-link>
      </p>
      <div dangerouslySetInnerHTML={{ __html: `<lto-share-links url="https://shop.example/p/P1001" name="Harbor Sofa">${shareMarkup(spanish)}</lto-share-links>` }} />
      <h2>More about this product</h2>
      <lto-accordion>
        <Section title="Details" body="Solid hardwood frame." open />
        <Section title="Care" body="Vacuum weekly." />
      </lto-accordion>
      <h2>Frequently asked questions</h2>
      <lto-accordion single="">
        <Section title="Do I need credit to lease?" body="No credit is needed." group="faq" />
        <Section title="Can I return the item?" body="Yes, at any time." group="faq" />
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
