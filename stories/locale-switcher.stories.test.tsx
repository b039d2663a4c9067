import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as switcherStories from './locale-switcher.stories';

setProjectAnnotations(preview);

const stories = composeStories(switcherStories);

// Each story's play checks the links' addresses after the shopper points at them; here, what each shows.
test.each([
  ['OnTheEnglishSite', stories.OnTheEnglishSite, 'Choose your site'],
  ['OnTheSpanishSite', stories.OnTheSpanishSite, 'Elige tu sitio'],
  ['AfterTheAddressChanged', stories.AfterTheAddressChanged, 'Choose your site'],
  ['AfterTheAddressChangedEs', stories.AfterTheAddressChangedEs, 'Elige tu sitio'],
])('%s: the three sites, the current one marked', async (_name, story, navName) => {
  await story.run();
  const nav = screen.getByRole('navigation', { name: navName });
  expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['English (US)', 'Español (EE. UU.)', 'English (Canada)']);
  expect(nav.querySelector('[aria-current="true"]')?.getAttribute('hreflang')).toBe(navName === 'Elige tu sitio' ? 'es-US' : 'en-US');
});
