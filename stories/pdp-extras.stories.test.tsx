import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as extrasStories from './pdp-extras.stories';
import { userEvent } from './support/user-event';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(extrasStories);

describe('product page extras stories', () => {
  test('Default: the size chart dialog shows the fragment; Share and the accordions are drawn as the server drew them', async () => {
    await stories.Default.run();
    await userEvent.click(await screen.findByRole('link', { name: 'Size chart' }));
    expect(await screen.findByRole('rowheader', { name: 'Sofa' })).toBeInTheDocument();
    const share = document.querySelector('lto-share-links summary')!;
    expect(share).toHaveAccessibleName('Share Harbor Sofa');
    expect((share.parentElement as HTMLDetailsElement).open).toBe(false);
    expect((screen.getByRole('heading', { name: 'Details' }).closest('details') as HTMLDetailsElement).open).toBe(true);
    expect(document.querySelectorAll('lto-accordion[data-lto-ready], lto-share-links[data-lto-ready]')).toHaveLength(3);
  });

  test('Failed (es): BAD_RESPONSE in Spanish with a retry', async () => {
    await stories.FailedEs.run();
    await userEvent.click(await screen.findByRole('link', { name: 'Size chart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lo sentimos, algo salió mal. Inténtalo de nuevo.');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  test('Loading: the dialog says it is loading', async () => {
    await stories.Loading.run();
    await userEvent.click(await screen.findByRole('link', { name: 'Size chart' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });
});
