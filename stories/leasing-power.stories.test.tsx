import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as leasingPowerStories from './leasing-power.stories';

// Storybook's project annotations (config block, MSW loader, locale global) for this file only.
setProjectAnnotations(preview);

const stories = composeStories(leasingPowerStories);

describe('Leasing Power stories', () => {
  test.each([
    ['Fits', stories.Fits, '$49.99/mo. for 18 months, plus tax', 'Fits your $250.00/mo Leasing Power'],
    ['FitsEs', stories.FitsEs, '$49.99/mes por 18 meses, más impuestos', 'Cabe en tu Poder de Arrendamiento de $250.00/mes'],
    ['FitsCanada', stories.FitsCanada, 'C$49.99/mo. for 18 months, plus tax', 'Fits your C$250.00/mo Leasing Power'],
    ['Over', stories.Over, '$262.00/mo. for 18 months, plus tax', '$12.00/mo over your Leasing Power'],
    ['OverEs', stories.OverEs, '$262.00/mes por 18 meses, más impuestos', '$12.00/mes por encima de tu Poder de Arrendamiento'],
    ['OverCanada', stories.OverCanada, 'C$262.00/mo. for 18 months, plus tax', 'C$12.00/mo over your Leasing Power'],
    ['NoneLeft', stories.NoneLeft, '$49.99/mo. for 18 months, plus tax', '$49.99/mo over your Leasing Power'],
  ] as const)('%s: the price, and under it whether it fits', async (_, story, price, line) => {
    await story.run();
    const shown = await screen.findByText(price);
    expect(shown.nextElementSibling).toHaveTextContent(line);
  });

  test.each([
    ['NotApproved', stories.NotApproved, '$49.99/mo. for 18 months, plus tax'],
    ['NotApprovedEs', stories.NotApprovedEs, '$49.99/mes por 18 meses, más impuestos'],
    ['SignedOut', stories.SignedOut, '$49.99/mo. for 18 months, plus tax'],
  ] as const)('%s: the price alone, nothing new', async (_, story, price) => {
    await story.run();
    const shown = await screen.findByText(price);
    expect(shown.nextElementSibling).toBeNull();
    expect(document.querySelector('.lto-leasing-power')).toBeNull();
  });
});
