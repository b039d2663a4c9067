import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeFormServer } from '../../testing/form-server';
import { mount, writeConfig } from '../../testing/widget-page';
import { STORAGE_KEY } from './display-state';
import './element';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it("shows the alternate HTML of content-url, sanitized, in place of its own text", async () => {
  writeConfig({ urls: { interstitialEmail: '/signup/interstitial-email' }, page: { type: 'search' } });
  const server = fakeFormServer(() => ({ body: '<h3>Fall sale</h3><p>Save on sofas</p><img src="x" alt="" onerror="alert(1)"><script>alert(1)</script>' }), 'text/html');
  localStorage.setItem(STORAGE_KEY, 'first');
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await mount('<lto-interstitial content-url="/content/interstitial-b"></lto-interstitial>');
  await act(async () => vi.advanceTimersByTime(1000));
  const dialog = await screen.findByRole('dialog', { name: 'Get our best offers' });
  await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Fall sale' })).toBeInTheDocument());
  expect(within(dialog).queryByText('Be the first to hear about new arrivals, deals and events near you.')).not.toBeInTheDocument();
  expect(dialog.querySelector('script, [onerror]')).toBeNull();
  expect(server.calls.map((call) => [call.path, call.query])).toEqual([['/content/interstitial-b', { format: 'ajax' }]]);
});
