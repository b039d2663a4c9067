import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../widgets/locale-switcher/element';
import { findIsland } from './support/islands';
import { describeStory as note, storyDescription } from './support/ListingPage';
import { StoryPage } from './support/StoryPage';

/** The sites as the demo's header template lists them: the story's page is on one of them. */
const SITES = [
  { host: 'www.shop.example', locale: 'en-US', lang: 'en', label: 'English (US)' },
  { host: 'es.shop.example', locale: 'es-US', lang: 'es', label: 'Español (EE. UU.)' },
  { host: 'ca.shop.example', locale: 'en-CA', lang: 'en', label: 'English (Canada)' },
];
const PATH = '/c/living-room?brand=Crestline';

/** The header template's switcher for a page at PATH on the site of `locale`, the Spanish link carrying the zip 30303 from an English site. */
function switcherMarkup(locale: string): string {
  const spanishPage = locale.startsWith('es');
  const links = SITES.map(({ host, locale: site, lang, label }) => {
    const zip = site === 'es-US' && !spanishPage ? '&amp;postalCode=30303' : '';
    const current = site === locale ? ' aria-current="true"' : '';
    return `<li><a href="https://${host}${PATH.replace('&', '&amp;')}${zip}" lang="${lang}" hreflang="${site}"${current}>${label}</a></li>`;
  }).join('');
  const name = spanishPage ? 'Elige tu sitio' : 'Choose your site';
  return `<lto-locale-switcher main-host="www.shop.example"><nav class="site-switcher" aria-label="${name}"><ul>${links}</ul></nav></lto-locale-switcher>`;
}

/**
 * `<lto-locale-switcher>` (SPEC 2.1, 2.2): the header's site links over the template's markup,
 * kept on the page the shopper is on. The story's page stands at /c/living-room?brand=Crestline.
 */
const meta = {
  title: 'Widgets/Locale switcher',
  render: (_args, { parameters, globals }) => {
    history.replaceState(null, '', PATH);
    return (
      <StoryPage note={storyDescription(parameters)}>
        <div className="sb-header-bar" dangerouslySetInnerHTML={{ __html: switcherMarkup(String(globals.locale ?? 'en-US')) }} />
      </StoryPage>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          "The links to the same page on the other sites (US English, Spanish, Canada). The server writes them for the page it draws; the widget writes them again from the address bar when the shopper comes to them, so a listing refined in place opens refined on the other site. On the Spanish site the English link goes to the main host. The zip a Spanish link carries is the zip banner's.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const hrefOf = (canvas: HTMLElement, name: string) => within(canvas).getByRole('link', { name }).getAttribute('href');

export const OnTheEnglishSite: Story = {
  name: 'On the English site',
  parameters: note('The page as the server wrote it: each link to the same listing on its site, the Spanish one with the zip.'),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name: 'Español (EE. UU.)' }));
    await findIsland(canvasElement, 'lto-locale-switcher');
    await expect(hrefOf(canvasElement, 'Español (EE. UU.)')).toBe('https://es.shop.example/c/living-room?brand=Crestline&postalCode=30303');
    await expect(within(canvasElement).getByRole('link', { name: 'English (US)' })).toHaveAttribute('aria-current', 'true');
  },
};

export const OnTheSpanishSite: Story = {
  name: 'On the Spanish site (es)',
  globals: { locale: 'es-US' },
  parameters: note('En el sitio en español: el enlace en inglés va al sitio principal; el de Canadá, a su propio sitio.'),
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('link', { name: 'English (US)' }));
    await findIsland(canvasElement, 'lto-locale-switcher');
    await expect(hrefOf(canvasElement, 'English (US)')).toBe('https://www.shop.example/c/living-room?brand=Crestline');
    await expect(within(canvasElement).getByRole('navigation', { name: 'Elige tu sitio' })).toBeVisible();
  },
};

/** A refinement writes the address with the History API; the shopper then points at the link `name`, which must go to `expected`. */
function followsTheAddress(name: string, expected: string): Story['play'] {
  return async ({ canvasElement }) => {
    history.pushState(null, '', '/c/living-room?brand=Northmoor&sz=40');
    await userEvent.hover(within(canvasElement).getByRole('link', { name }));
    await findIsland(canvasElement, 'lto-locale-switcher');
    await userEvent.hover(within(canvasElement).getByRole('link', { name }));
    await expect(hrefOf(canvasElement, name)).toBe(expected);
  };
}

export const AfterTheAddressChanged: Story = {
  name: 'After a refinement in place',
  parameters: note("A refinement wrote ?brand=Northmoor&sz=40 with the History API: pointed at, the links follow it, the Spanish one keeping its zip."),
  play: followsTheAddress('Español (EE. UU.)', 'https://es.shop.example/c/living-room?brand=Northmoor&sz=40&postalCode=30303'),
};

export const AfterTheAddressChangedEs: Story = {
  name: 'After a refinement in place (es)',
  globals: { locale: 'es-US' },
  parameters: note('Un refinamiento escribió ?brand=Northmoor&sz=40: los enlaces lo siguen, y el inglés va al sitio principal.'),
  play: followsTheAddress('English (US)', 'https://www.shop.example/c/living-room?brand=Northmoor&sz=40'),
};
