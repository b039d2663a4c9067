// The pop-up's own timers (shown 1 s after load, the thanks fading after 2 s) run on a fake clock
// that the test moves on while the story plays: the same order of events, without the seconds of
// waiting.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import preview from '../.storybook/preview';
import * as formStories from './signup-forms.stories';
import { signupRequests } from './support/requests';

setProjectAnnotations(preview);

const forms = composeStories(formStories);

// One story runs first in real time: the dialog's code is a lazy component, and React shows it
// after a load and a retry that run on React's own (real) timers, which the fake clock would
// outrun. Once loaded, every story draws it at once.
beforeAll(async () => {
  await forms.InterstitialOpen.run();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

/**
 * Moves the fake clock on, 50 ms at a time, until `work` is done (or `ms` have passed). Between
 * steps the real event loop turns once, so what runs outside the fake clock (the mocked network,
 * module loads) keeps pace with it on a loaded machine instead of being outrun by it.
 */
async function fastForward<T>(work: Promise<T>, ms = 10_000): Promise<T> {
  let done = false;
  const settled = work.finally(() => void (done = true));
  for (let passed = 0; !done && passed < ms; passed += 50) {
    await vi.advanceTimersByTimeAsync(50);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return settled;
}

/** Runs the story (its play included) on the fake clock and lists the sign-up requests it sent. */
const show = (story: Parameters<typeof signupRequests>[0]) => fastForward(signupRequests(story));
/** Lets `ms` of the pop-up's time pass. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

// The wording a shopper reads, pinned here rather than read from the catalogues.
describe('interstitial pop-up stories', () => {
  test.each([
    ['InterstitialOpen', forms.InterstitialOpen, 'Get our best offers'],
    ['InterstitialOpenEs', forms.InterstitialOpenEs, 'Recibe nuestras mejores ofertas'],
  ] as const)('%s: the pop-up with both forms', async (_, story, title) => {
    await show(story);
    const dialog = within(screen.getByRole('dialog', { name: title }));
    expect(dialog.getAllByRole('form')).toHaveLength(2);
  });

  test('InterstitialFirstVisit: nothing shows, the visit is recorded', async () => {
    await show(forms.InterstitialFirstVisit);
    await wait(1300);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('newemailInterstitial')).toBe('first');
  });

  test('InterstitialHomePage: never on the home page', async () => {
    await show(forms.InterstitialHomePage);
    await wait(1300);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test.each([
    ['InterstitialSignedUp', forms.InterstitialSignedUp, 'Thanks for signing up!'],
    ['InterstitialSignedUpEs', forms.InterstitialSignedUpEs, '¡Gracias por suscribirte!'],
  ] as const)('%s: the thanks, closed stored, then the pop-up goes', async (_, story, thanks) => {
    const sent = await show(story);
    expect(screen.getByRole('dialog')).toHaveTextContent(thanks);
    expect(localStorage.getItem('newemailInterstitial')).toBe('closed');
    expect(sent).toEqual([{ path: '/signup/interstitial-email', form: { emailid: 'pop@example.com', phone: '', optin: 'false', confirm: 'confirm', format: 'ajax' } }]);
    await fastForward(waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 }));
  });

  test.each([
    ['InterstitialError', forms.InterstitialError, 'Unable to process SMS opt in. Please refresh the page and fill out the form again.'],
    ['InterstitialErrorEs', forms.InterstitialErrorEs, 'No se pudo procesar la suscripción por SMS. Actualiza la página y vuelve a llenar el formulario.'],
  ] as const)("%s: 'Error' and the refresh sentence", async (_, story, text) => {
    await show(story);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(dialog.getByText(text)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^(Mobile Phone Number|Número de celular)$/ })).toHaveValue('907-555-0123');
  });

  test.each([
    ['InterstitialVariantB', forms.InterstitialVariantB, 'Fall sale:'],
    ['InterstitialVariantBEs', forms.InterstitialVariantBEs, 'Rebajas de otoño:'],
  ] as const)('%s: the alternate HTML and the text form alone', async (_, story, lead) => {
    await show(story);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(lead)).toBeInTheDocument();
    expect(dialog.getAllByRole('form')).toHaveLength(1);
  });
});
