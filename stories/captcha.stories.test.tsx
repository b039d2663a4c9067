import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as captchaStories from './captcha.stories';

setProjectAnnotations(preview);

const stories = composeStories(captchaStories);

// The wording a shopper reads, pinned here rather than read from the catalogues.
describe('captcha stories', () => {
  test.each([
    ['Open', stories.Open, 'Are you human?', 'OK', 'a lot of activity from your browser'],
    ['OpenEs', stories.OpenEs, '¿Eres una persona?', 'Aceptar', 'mucha actividad desde tu navegador'],
  ] as const)('%s: the dialog, its one button focused', async (_, story, title, ok, text) => {
    await story.run();
    const dialog = within(screen.getByRole('dialog', { name: title }));
    expect(dialog.getByText(new RegExp(text))).toBeInTheDocument();
    expect(dialog.getAllByRole('button').map((button) => button.textContent)).toEqual([ok]);
  });

  test.each([
    ['Acknowledged', stories.Acknowledged],
    ['AcknowledgedEs', stories.AcknowledgedEs],
  ] as const)('%s: the dialog gone', async (_, story) => {
    await story.run();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test.each([
    ['ResetFailed', stories.ResetFailed, 'Are you human?', 'Try again'],
    ['ResetFailedEs', stories.ResetFailedEs, '¿Eres una persona?', 'Reintentar'],
  ] as const)('%s: still open, with a retry', async (_, story, title, retry) => {
    await story.run();
    expect(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: retry })).toBeInTheDocument();
  });

  test('NotFlagged: no dialog', async () => {
    await stories.NotFlagged.run();
    document.querySelector('lto-captcha')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('lto-captcha[data-lto-ready]')).not.toBeNull());
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
