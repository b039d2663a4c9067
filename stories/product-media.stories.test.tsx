import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as mediaStories from './product-media.stories';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(mediaStories);
type Composed = (typeof stories)[keyof typeof stories];

// The wording a shopper reads, pinned here rather than read from the catalogues.
const EN = {
  thumbs: 'Images of Harbor Sofa',
  front: 'Harbor Sofa, Blue, front view',
  side: 'Harbor Sofa, Blue, side view',
  zoom: 'Zoom image',
  zoomTitle: 'Zoomed image',
  close: 'Close',
};
const ES = {
  thumbs: 'Imágenes de Harbor Sofa',
  front: 'Harbor Sofa, Azul, vista frontal',
  side: 'Harbor Sofa, Azul, vista lateral',
  zoom: 'Ampliar imagen',
  zoomTitle: 'Imagen ampliada',
  close: 'Cerrar',
};

/** happy-dom answers matchMedia from its window size (1024 wide unless set). */
const setWidth = (width: number) => (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }).happyDOM.setViewport({ width });

async function show(story: Composed) {
  await story.run();
  await screen.findAllByRole('img', { name: /Harbor Sofa/ });
}

const mainImage = () => document.querySelector('.lto-product-media__image');

describe('product media stories', () => {
  afterEach(() => setWidth(1024));

  test.each([
    ['Thumbnails', stories.Thumbnails, EN],
    ['ThumbnailsEs', stories.ThumbnailsEs, ES],
  ] as const)('%s: four thumbnails named in the page language; arrows move the main image', async (_, story, text) => {
    await show(story);
    const list = screen.getByRole('tablist', { name: text.thumbs });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(mainImage()).toHaveAttribute('alt', text.front);
    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: text.side })).toHaveFocus();
    expect(mainImage()).toHaveAttribute('alt', text.side);
  });

  test.each([
    ['ZoomWide', stories.ZoomWide, EN],
    ['ZoomWideEs', stories.ZoomWideEs, ES],
  ] as const)('%s: the zoom dialog is open, titled and closable in the page language', async (_, story, text) => {
    await show(story);
    const dialog = screen.getByRole('dialog', { name: text.zoomTitle });
    expect(within(dialog).getByRole('region', { name: text.front })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: text.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: text.zoom })).toHaveFocus();
  });

  test.each([
    ['ZoomNarrow', stories.ZoomNarrow, EN],
    ['ZoomNarrowEs', stories.ZoomNarrowEs, ES],
  ] as const)('%s: at 375px there is no zoom at all', async (_, story, text) => {
    setWidth(375);
    await show(story);
    expect(screen.getByRole('tablist', { name: text.thumbs })).toBeInTheDocument();
    // The button is drawn at every width (as the server draws it) and hidden below 768px by the CSS.
    await userEvent.click(screen.getByRole('button', { name: text.zoom }));
    await userEvent.click(mainImage()!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('SinglePicture: the image alone', async () => {
    await show(stories.SinglePicture);
    expect(mainImage()).toHaveAttribute('alt', EN.front);
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
