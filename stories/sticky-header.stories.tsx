import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../widgets/sticky-header/element';
import { describeStory as note, storyDescription } from './support/ListingPage';

/**
 * `<lto-sticky-header>` (SPEC 2.2, 9.5) around a storefront header, on a long page: pinned after
 * 32px of scrolling on a wide screen, hidden and shown with the scroll direction on a phone. The
 * plays scroll the story's window; scroll it yourself to see the rest.
 */
const TEXT = {
  en: { home: 'Brightway home', search: 'Search', categories: 'Categories', living: 'Living Room', bedroom: 'Bedroom', body: 'A long page, to scroll.' },
  es: { home: 'Inicio de Brightway', search: 'Buscar', categories: 'Categorías', living: 'Sala', bedroom: 'Dormitorio', body: 'Una página larga, para desplazarse.' },
};
const textFor = (locale: unknown) => TEXT[String(locale ?? '').startsWith('es') ? 'es' : 'en'];

function HeaderPage({ note: text, locale }: { note?: string | undefined; locale: unknown }) {
  const t = textFor(locale);
  return (
    <>
      <lto-sticky-header>
        <header style={{ background: '#0b3d33', color: '#fff', boxShadow: '0 1px 0 #d3d8dd' }}>
          {/* Its top 32px, which scroll away before it is pinned on a wide screen. */}
          <div style={{ height: 32, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', padding: '0 1rem', fontSize: '0.875rem' }}>English (US) · Español (EE. UU.)</div>
          <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', padding: '0 1rem 0.75rem' }}>
            <a href="/" aria-label={t.home}>
              Brightway
            </a>
            <form role="search" action="/showsearch">
              <input type="search" name="q" aria-label={t.search} />
              <button type="submit">{t.search}</button>
            </form>
          </div>
          <nav aria-label={t.categories} style={{ background: '#fff', padding: '0.75rem 1rem' }}>
            <a href="/c/living-room">{t.living}</a> <a href="/c/bedroom">{t.bedroom}</a>
          </nav>
        </header>
      </lto-sticky-header>
      <main style={{ minHeight: '300vh', padding: '1rem' }}>
        {text ? (
          <p>
            <strong>Story note:</strong> {text}
          </p>
        ) : null}
        <p>{t.body}</p>
      </main>
    </>
  );
}

const meta = {
  title: 'Widgets/Sticky header',
  render: (_, { parameters, globals }) => <HeaderPage locale={globals['locale']} note={storyDescription(parameters)} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;
const es = { locale: 'es-US' };
const phone = { viewport: { value: 'mobile1', isRotated: false } };

const headerOf = (canvasElement: HTMLElement) => canvasElement.ownerDocument.querySelector('lto-sticky-header')!;
/** Scrolls the story's window to `y`, as a wheel step does. */
function scrollTo(canvasElement: HTMLElement, y: number) {
  const win = canvasElement.ownerDocument.defaultView!;
  win.scrollTo(0, y);
  win.dispatchEvent(new Event('scroll'));
}
const inState = (canvasElement: HTMLElement, state: string) => waitFor(() => expect(headerOf(canvasElement)).toHaveAttribute('data-lto-scroll', state));

export const Top: Story = {
  parameters: note('At the top of the page: the header in its place, not pinned (data-lto-scroll="top").'),
  play: async ({ canvasElement }) => {
    scrollTo(canvasElement, 0);
    await inState(canvasElement, 'top');
  },
};
export const TopEs: Story = { ...Top, name: 'Top (es)', globals: es };

export const Stuck: Story = {
  parameters: note('Scrolled 200px on a wide screen: the language strip (its top 32px) has scrolled away, the rest is pinned (data-lto-scroll="stuck").'),
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'top');
    scrollTo(canvasElement, 200);
    await inState(canvasElement, 'stuck');
  },
};
export const StuckEs: Story = { ...Stuck, name: 'Stuck (es)', globals: es };

export const HiddenOnPhone: Story = {
  name: 'Hidden on a phone',
  globals: phone,
  parameters: note('A phone, scrolled down past the header: it has slid away (data-lto-scroll="hidden"); scroll up more than 5px and it comes back.'),
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'top');
    scrollTo(canvasElement, 600);
    await inState(canvasElement, 'hidden');
  },
};
export const HiddenOnPhoneEs: Story = { ...HiddenOnPhone, name: 'Hidden on a phone (es)', globals: { ...phone, ...es } };

export const ShownAgainOnPhone: Story = {
  name: 'Shown again on a phone',
  globals: phone,
  parameters: note('A phone, scrolled down then up by more than 5px: the header is back, pinned at the top.'),
  play: async ({ canvasElement }) => {
    await inState(canvasElement, 'top');
    scrollTo(canvasElement, 600);
    await inState(canvasElement, 'hidden');
    scrollTo(canvasElement, 590);
    await inState(canvasElement, 'stuck');
  },
};
export const ShownAgainOnPhoneEs: Story = { ...ShownAgainOnPhone, name: 'Shown again on a phone (es)', globals: { ...phone, ...es } };
