import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import preview from '../.storybook/preview';
import { fakeLayout } from '../widgets/carousel/fake-layout';
import * as carouselStories from './carousel.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(carouselStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  recommended: 'Recommended for you',
  recent: 'Recently viewed',
  previous: 'Previous items',
  next: 'Next items',
  role: 'carousel',
  slideRole: 'slide',
  slide: (n: number, m: number) => `${n} of ${m}`,
  save: (name: string) => `Save ${name}`,
};
const ES = {
  recommended: 'Recomendados para ti',
  recent: 'Vistos recientemente',
  previous: 'Artículos anteriores',
  next: 'Artículos siguientes',
  role: 'carrusel',
  slideRole: 'diapositiva',
  slide: (n: number, m: number) => `${n} de ${m}`,
  save: (name: string) => `Guardar ${name}`,
};

let restore: () => void = () => {};
afterEach(() => {
  restore();
  restore = () => {};
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs the story on a track 600px wide: two whole 192px items in view, so a press moves by two. */
async function show(story: Composed) {
  restore = fakeLayout({ viewport: 600, item: 192 });
  await story.run();
}

const buttons = (text: typeof EN) => ({
  previous: screen.getByRole('button', { name: text.previous }),
  next: screen.getByRole('button', { name: text.next }),
});

describe('carousel stories', () => {
  test.each([
    ['Start', stories.Start, EN],
    ['StartEs', stories.StartEs, ES],
  ] as const)('%s: eight slides named N of M, previous disabled, the Save hearts inside are live', async (_, story, text) => {
    await show(story);
    const region = await screen.findByRole('region', { name: text.recommended });
    expect(region).toHaveAttribute('aria-roledescription', text.role);
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(Array.from({ length: 8 }, () => text.slideRole));
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(Array.from({ length: 8 }, (_, i) => text.slide(i + 1, 8)));
    expect(buttons(text).previous).toHaveAttribute('aria-disabled', 'true');
    expect(buttons(text).next).not.toHaveAttribute('aria-disabled');
    expect(await within(slides[0]!).findByRole('switch', { name: text.save('Harbor Sofa') })).toBeInTheDocument();
  });

  test.each([
    ['Middle', stories.Middle, EN],
    ['MiddleEs', stories.MiddleEs, ES],
  ] as const)('%s: both buttons enabled after one press', async (_, story, text) => {
    await show(story);
    expect(buttons(text).previous).not.toHaveAttribute('aria-disabled');
    expect(buttons(text).next).not.toHaveAttribute('aria-disabled');
  });

  test.each([
    ['End', stories.End, EN],
    ['EndEs', stories.EndEs, ES],
  ] as const)('%s: next disabled at the end', async (_, story, text) => {
    await show(story);
    expect(buttons(text).next).toHaveAttribute('aria-disabled', 'true');
    expect(buttons(text).previous).not.toHaveAttribute('aria-disabled');
  });

  test.each([
    ['SingleItem', stories.SingleItem, EN],
    ['SingleItemEs', stories.SingleItemEs, ES],
  ] as const)('%s: one slide, no buttons', async (_, story, text) => {
    await show(story);
    const region = await screen.findByRole('region', { name: text.recommended });
    expect(within(region).getByRole('group')).toHaveAccessibleName(text.slide(1, 1));
    expect(within(region).queryByRole('button', { name: text.next })).toBeNull();
  });

  test.each([
    ['Empty', stories.Empty],
    ['EmptyEs', stories.EmptyEs],
  ] as const)('%s: nothing rendered', async (_, story) => {
    await show(story);
    await vi.waitFor(() => expect(document.querySelector('lto-carousel')).toHaveAttribute('data-lto-ready'));
    expect(document.querySelector('lto-carousel')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
  });

  test.each([
    ['RecentlyViewed', stories.RecentlyViewed, EN],
    ['RecentlyViewedEs', stories.RecentlyViewedEs, ES],
  ] as const)('%s: the tiles of the products viewed before, in that order', async (_, story, text) => {
    await show(story);
    const region = await screen.findByRole('region', { name: text.recent });
    expect(within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Monterey 3-Piece Sectional',
      'Harbor Sofa',
      'Camden Accent Chair',
    ]);
    expect(within(region).getAllByRole('group')[2]).toHaveAccessibleName(text.slide(3, 3));
  });

  test('Canada: C$ prices', async () => {
    await show(stories.Canada);
    await screen.findByRole('region', { name: EN.recommended });
    expect(screen.getByText('C$89.99/mo')).toBeInTheDocument();
  });
});
