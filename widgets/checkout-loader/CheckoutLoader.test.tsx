import { CHECKOUT_STATUS_EVENT } from '../../src/contracts/checkout-status';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS } from '../../src/core/early-actions';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import wake from './wake';
import './element';

// SPEC 9.6's wording, pinned here (not read from the catalogues), and our Spanish.
const EN = {
  DEFAULT: ['We are processing your request.', 'Only a few steps left and your order will be complete!'],
  KBA_SUCCESS: ['Success!', "Your identity was verified. Let's finalize your order."],
  NON_CHECKOUT: ['We are processing your request.'],
  DOC_VERIFY_PROCESSING: [
    'We are processing your submission.',
    'We are analyzing your document. Verification can take up to 1-2 minutes. Please do not exit this page until verification is complete.',
  ],
  DOC_VERIFY_SUCCESS: ['Success!', "Your documents were successfully verified. Let's finalize your order."],
  GENERIC_LOADING: ['Loading…'],
} as const;
const ES = {
  DEFAULT: ['Estamos procesando tu solicitud.', '¡Solo faltan unos pasos para completar tu pedido!'],
  KBA_SUCCESS: ['¡Listo!', 'Verificamos tu identidad. Terminemos tu pedido.'],
  NON_CHECKOUT: ['Estamos procesando tu solicitud.'],
  DOC_VERIFY_PROCESSING: [
    'Estamos procesando tus documentos.',
    'Estamos analizando tu documento. La verificación puede tardar de 1 a 2 minutos. No salgas de esta página hasta que termine la verificación.',
  ],
  DOC_VERIFY_SUCCESS: ['¡Listo!', 'Tus documentos se verificaron correctamente. Terminemos tu pedido.'],
  GENERIC_LOADING: ['Cargando…'],
} as const;

type State = keyof typeof EN;
const STATES = Object.keys(EN) as State[];

const PAGE = `<form aria-label="Order form"><input name="lastName" aria-label="Last name"><button type="submit">Continue</button></form>
<lto-checkout-loader></lto-checkout-loader>`;

const overlay = () => document.querySelector('.lto-checkout-loader__overlay');
const form = () => screen.getByRole('form', { name: 'Order form', hidden: true });
const politely = () => document.querySelector('[data-lto-live-region="polite"]');

async function status(state: string | null | undefined, detail: unknown = { state }) {
  await act(async () => document.dispatchEvent(new CustomEvent(CHECKOUT_STATUS_EVENT, { detail })));
}

describe('<lto-checkout-loader>', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    writeConfig({ locale: 'en-US' });
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('shows nothing and leaves the page usable until a state comes', async () => {
    await mount(PAGE);
    expect(overlay()).toBeNull();
    expect(form()).not.toHaveAttribute('inert');
    expect(form()).not.toHaveAttribute('aria-busy');
  });

  it.each(STATES)('%s: the texts of SPEC 9.6 in English, and screen readers hear them', async (state) => {
    await mount(PAGE);
    await status(state);
    const [title, text] = EN[state];
    expect(overlay()).toHaveTextContent([title, text].filter(Boolean).join(''));
    await waitFor(() => expect(politely()).toHaveTextContent([title, text].filter(Boolean).join(' ')));
  });

  it.each(STATES)('%s: the texts in Spanish on the Spanish site', async (state) => {
    writeConfig({ locale: 'es-US' });
    await mount(PAGE);
    await status(state);
    const [title, text] = ES[state];
    expect(overlay()).toHaveTextContent([title, text].filter(Boolean).join(''));
    await waitFor(() => expect(politely()).toHaveTextContent([title, text].filter(Boolean).join(' ')));
  });

  it('GENERIC_LOADING is a spinner only on screen; the Loading text is for screen readers', async () => {
    await mount(PAGE);
    await status('GENERIC_LOADING');
    expect(screen.getByText('Loading…')).toHaveClass('lto-visually-hidden');
    expect(document.querySelector('.lto-checkout-loader__spinner')).toBeInTheDocument();
  });

  it('follows the knowledge-based path DEFAULT → KBA_SUCCESS, then hides on null', async () => {
    await mount(PAGE);
    await status('DEFAULT');
    expect(overlay()).toHaveTextContent(EN.DEFAULT[1]);
    await status('KBA_SUCCESS');
    expect(overlay()).toHaveTextContent(EN.KBA_SUCCESS[1]);
    expect(overlay()).not.toHaveTextContent(EN.DEFAULT[1]);
    await waitFor(() => expect(politely()).toHaveTextContent(EN.KBA_SUCCESS[1]));
    await status(null);
    expect(overlay()).toBeNull();
  });

  it('hidden, it takes back what it said: a step that failed is never said to be processing after its error', async () => {
    await mount(PAGE);
    await status('DEFAULT');
    await status(null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(politely()).toHaveTextContent('');
    await status('DEFAULT');
    await waitFor(() => expect(politely()).toHaveTextContent(EN.DEFAULT[1]));
    await status(null);
    expect(politely()).toHaveTextContent('');
  });

  it('follows the document path DEFAULT → DOC_VERIFY_PROCESSING → DOC_VERIFY_SUCCESS, each one announced', async () => {
    await mount(PAGE);
    for (const state of ['DEFAULT', 'DOC_VERIFY_PROCESSING', 'DOC_VERIFY_SUCCESS'] as const) {
      await status(state);
      expect(overlay()).toHaveTextContent(EN[state][0]);
      await waitFor(() => expect(politely()).toHaveTextContent(EN[state][1]));
    }
  });

  it('makes the page behind inert and aria-busy while shown, and gives it back (with focus) when hidden', async () => {
    await mount(PAGE);
    const button = screen.getByRole('button', { name: 'Continue' });
    button.focus();
    await status('DEFAULT');
    expect(form()).toHaveAttribute('inert');
    expect(form()).toHaveAttribute('aria-busy', 'true');
    (document.activeElement as HTMLElement | null)?.blur();

    await status(null);
    expect(form()).not.toHaveAttribute('inert');
    expect(form()).not.toHaveAttribute('aria-busy');
    expect(button).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lee');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lee');
  });

  it('hides synchronously, so a form that hides it and then focuses a field in the same task can', async () => {
    await mount(PAGE);
    await status('DEFAULT');
    const field = document.querySelector<HTMLInputElement>('input[name="lastName"]')!;
    act(() => {
      document.dispatchEvent(new CustomEvent(CHECKOUT_STATUS_EVENT, { detail: { state: null } }));
      expect(form()).not.toHaveAttribute('inert');
      field.focus();
    });
    expect(field).toHaveFocus();
  });

  it('starts in the state of its attribute, and follows the attribute when it changes', async () => {
    await mount(`<main id="behind"><p>Order summary</p></main><lto-checkout-loader state="DOC_VERIFY_PROCESSING"></lto-checkout-loader>`);
    expect(overlay()).toHaveTextContent(EN.DOC_VERIFY_PROCESSING[1]);
    expect(document.getElementById('behind')).toHaveAttribute('inert');
    await act(async () => document.querySelector('lto-checkout-loader')!.setAttribute('state', 'DOC_VERIFY_SUCCESS'));
    expect(overlay()).toHaveTextContent(EN.DOC_VERIFY_SUCCESS[1]);
    await act(async () => document.querySelector('lto-checkout-loader')!.removeAttribute('state'));
    expect(overlay()).toBeNull();
    expect(document.getElementById('behind')).not.toHaveAttribute('inert');
  });

  it('an unknown state in the attribute: a warning naming it, and no overlay', async () => {
    await mount(`<p>Order summary</p><lto-checkout-loader state="KBA_SUCESS"></lto-checkout-loader>`);
    expect(overlay()).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<lto-checkout-loader> attribute "state" is invalid'));
    expect(screen.getByText('Order summary')).not.toHaveAttribute('inert');
  });

  it.each([
    ['an unknown state', { state: 'KBA_FAILED' }],
    ['no detail', null],
    ['a number', { state: 3 }],
  ])('an event with %s: a warning, the overlay hidden, the page usable', async (_, detail) => {
    await mount(PAGE);
    await status('DEFAULT');
    await status(undefined, detail);
    expect(overlay()).toBeNull();
    expect(form()).not.toHaveAttribute('inert');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('lto:checkout-status event without a known state'));
  });

  it('leaves the page usable when it is removed while shown', async () => {
    await mount(PAGE);
    await status('DEFAULT');
    await act(async () => document.querySelector('lto-checkout-loader')!.remove());
    await waitFor(() => expect(form()).not.toHaveAttribute('inert'));
  });

  it('keeps the page covered when the template replaces the loader with a new one while shown', async () => {
    await mount(`<main id="behind"><p>Order summary</p></main><div id="slot"><lto-checkout-loader state="DEFAULT"></lto-checkout-loader></div>`);
    expect(document.getElementById('behind')).toHaveAttribute('aria-busy', 'true');
    // One task takes the old element away and puts a new one in its place (a template re-rendered):
    // the new island covers the page before the old one is gone.
    await act(async () => {
      document.getElementById('slot')!.innerHTML = '<lto-checkout-loader state="DEFAULT"></lto-checkout-loader>';
    });
    await waitFor(() => expect(overlay()).toHaveTextContent(EN.DEFAULT[1]));
    await act(async () => {});
    expect(document.getElementById('behind')).toHaveAttribute('inert');
    expect(document.getElementById('behind')).toHaveAttribute('aria-busy', 'true');
  });

  describe('over the server markup (markup.html)', () => {
    it('takes over the overlay the server drew for its state without changing it, and covers the page', async () => {
      const { server, drawn } = await drawOver('lto-checkout-loader', 'state="DOC_VERIFY_PROCESSING"', markupFixture(import.meta.url));
      expect(drawn).toEqual(server);
      expect(server.join('\n')).toContain(EN.DOC_VERIFY_PROCESSING[1]);
      await waitFor(() => expect(politely()).toHaveTextContent(EN.DOC_VERIFY_PROCESSING[1]));
    });

    it('hidden: the server writes nothing inside the tag, and the widget draws nothing', async () => {
      const { server, drawn } = await drawOver('lto-checkout-loader', '', '');
      expect(server).toEqual([]);
      expect(drawn).toEqual([]);
    });

    it('a status event sent before its code ran (kept by the autoloader) is shown once it is drawn, once', async () => {
      const seen: unknown[] = [];
      const listener = (event: Event) => seen.push((event as CustomEvent<{ state: unknown }>).detail.state);
      document.addEventListener(CHECKOUT_STATUS_EVENT, listener);
      const loader = document.createElement('lto-checkout-loader') as HTMLElement & { [EARLY_ACTIONS]?: unknown[] };
      loader[EARLY_ACTIONS] = [{ type: 'event', name: CHECKOUT_STATUS_EVENT, detail: { state: 'KBA_SUCCESS' } }];
      document.body.innerHTML = '<main id="behind"><p>Order summary</p></main>';
      await act(async () => document.body.append(loader));
      await waitFor(() => expect(overlay()).toHaveTextContent(EN.KBA_SUCCESS[1]));
      expect(document.getElementById('behind')).toHaveAttribute('inert');
      await act(async () => {});
      document.removeEventListener(CHECKOUT_STATUS_EVENT, listener);
      expect(seen, 'dispatched again once').toEqual(['KBA_SUCCESS']);
    });
  });

  describe('when it is drawn without being asked (wake.ts)', () => {
    const loader = (attributes = '') => {
      document.body.innerHTML = `<lto-checkout-loader ${attributes}></lto-checkout-loader>`;
      return document.querySelector<HTMLElement>('lto-checkout-loader')!;
    };

    it('on a page that starts with a state: the page behind must be covered and the state said', () => {
      writeConfig({ page: { type: 'other' } });
      expect(wake(loader('state="DOC_VERIFY_PROCESSING"'))).toBe(true);
    });

    it('on a checkout page: ready before a step is sent, so its first state shows', () => {
      writeConfig({ page: { type: 'checkout', name: 'checkout: order form' } });
      expect(wake(loader())).toBe(true);
    });

    it('anywhere else it waits for a status event', () => {
      writeConfig({ page: { type: 'other' } });
      expect(wake(loader())).toBe(false);
      expect(wake(loader('state=""'))).toBe(false);
    });
  });
});
