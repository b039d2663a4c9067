import { useEffect } from 'react';
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from './support/user-event';
import { expect, test } from 'vitest';
import preview from '../.storybook/preview';

setProjectAnnotations(preview);

/** Storybook's list of what a story pushed onto window.dataLayer (.storybook/data-layer.tsx). */

const layer = () => (window as unknown as { dataLayer: object[] }).dataLayer;

function Pusher({ onMount }: { onMount?: object }) {
  useEffect(() => {
    if (onMount) {
      (window as unknown as { dataLayer?: object[] }).dataLayer ??= [];
      layer().push(onMount);
    }
  }, [onMount]);
  return (
    <button type="button" onClick={() => layer().push({ event: 'select_item', ecommerce: { items: [{ item_id: 'P1001', index: 2 }] } })}>
      Choose
    </button>
  );
}

const meta = { title: 'Test/DataLayer', component: Pusher };
const Quiet = composeStory({ name: 'Quiet', args: {} }, meta);
const Pushing = composeStory({ name: 'Pushing', args: { onMount: { event: 'view_item_list', ecommerce: { items: [{ item_id: 'P1001', index: 1 }] } } } }, meta);

const log = () => document.querySelector('details.sb-data-layer');

test('a story that pushes nothing shows no list', async () => {
  await Quiet.run();
  await screen.findByRole('button', { name: 'Choose' });
  expect(log()).toBeNull();
});

test("lists each record the story pushes, oldest first, its JSON written out; the page's array still gets them", async () => {
  await Pushing.run();
  await waitFor(() => expect(log()).not.toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
  await waitFor(() => expect(log()!.querySelector('summary')).toHaveTextContent('window.dataLayer: 2 records pushed by this story'));
  const shown = Array.from(log()!.querySelectorAll('pre'), (pre) => JSON.parse(pre.textContent!) as { event: string });
  expect(shown.map((record) => record.event)).toEqual(['view_item_list', 'select_item']);
  expect(log()!.querySelector('pre')!.textContent).toContain('{\n  "event": "view_item_list",\n  "ecommerce": {');
  expect(layer().slice(-2)).toEqual(shown);
});

test('the next story starts with an empty list, and an array the page assigns anew is watched too', async () => {
  await Pushing.run();
  await waitFor(() => expect(log()).not.toBeNull());
  await Quiet.run();
  await screen.findByRole('button', { name: 'Choose' });
  expect(log()).toBeNull();

  (window as unknown as { dataLayer: object[] }).dataLayer = [];
  await userEvent.click(screen.getByRole('button', { name: 'Choose' }));
  await waitFor(() => expect(log()!.querySelector('summary')).toHaveTextContent('1 record pushed'));
});
