import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as tooltipStories from './tooltip.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(tooltipStories);

// The wording a shopper reads, pinned here.
const EN = { trigger: 'Total cost of ownership', payment: 'Why we ask for a card' };
const ES = { trigger: 'Costo total de propiedad', payment: 'Por qué pedimos una tarjeta' };

const state = () => document.querySelector('lto-tooltip')!.getAttribute('data-lto-open');

describe('tooltip stories', () => {
  test.each([
    ['Closed', stories.Closed, EN, 'false'],
    ['ClosedEs', stories.ClosedEs, ES, 'false'],
    ['Hovered', stories.Hovered, EN, 'true'],
    ['HoveredEs', stories.HoveredEs, ES, 'true'],
    ['Focused', stories.Focused, EN, 'true'],
    ['FocusedEs', stories.FocusedEs, ES, 'true'],
    ['Dismissed', stories.Dismissed, EN, 'false'],
    ['DismissedEs', stories.DismissedEs, ES, 'false'],
  ] as const)('%s: the trigger in the page’s language, its tip shown or not as the story says', async (_, story, text, open) => {
    await story.run();
    expect(screen.getByRole('button', { name: text.trigger })).toBeInTheDocument();
    expect(state()).toBe(open);
  });

  test.each([
    ['Payment', stories.Payment, EN],
    ['PaymentEs', stories.PaymentEs, ES],
  ] as const)("%s: the payment page's look, shown by keyboard focus", async (_, story, text) => {
    await story.run();
    expect(screen.getByRole('button', { name: text.payment })).toHaveFocus();
    expect(document.querySelector('lto-tooltip')).toHaveAttribute('variant', 'payment');
    expect(state()).toBe('true');
  });
});
