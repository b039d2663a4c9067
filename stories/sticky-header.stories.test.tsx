import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import preview from '../.storybook/preview';
import { fakeResizeObserver } from '../testing/resize-observer';
import { viewport } from '../testing/viewport';
import * as headerStories from './sticky-header.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(headerStories);

const state = () => document.querySelector('lto-sticky-header')!.getAttribute('data-lto-scroll');

describe('sticky header stories', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.scrollTo(0, 0);
  });

  test.each([
    ['Top', stories.Top, 1280, 'top', 'Living Room'],
    ['TopEs', stories.TopEs, 1280, 'top', 'Sala'],
    ['Stuck', stories.Stuck, 1280, 'stuck', 'Living Room'],
    ['StuckEs', stories.StuckEs, 1280, 'stuck', 'Sala'],
    ['HiddenOnPhone', stories.HiddenOnPhone, 390, 'hidden', 'Living Room'],
    ['HiddenOnPhoneEs', stories.HiddenOnPhoneEs, 390, 'hidden', 'Sala'],
    ['ShownAgainOnPhone', stories.ShownAgainOnPhone, 390, 'stuck', 'Living Room'],
    ['ShownAgainOnPhoneEs', stories.ShownAgainOnPhoneEs, 390, 'stuck', 'Sala'],
  ] as const)('%s: the header in the page’s language, in the state the story says', async (_, story, width, expected, category) => {
    viewport(width);
    fakeResizeObserver({ reportOnObserve: 120 });
    await story.run();
    expect(state()).toBe(expected);
    expect(screen.getByRole('link', { name: category })).toBeInTheDocument();
  });
});
