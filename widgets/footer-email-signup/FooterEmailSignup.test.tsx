import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFormServer } from '../../testing/form-server';
import { drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

/** Puts the tag on the page and waits for its form (its code loads when the island mounts). */
async function mountForm(html: string) {
  await mount(html);
  await screen.findByRole('form');
}

const URLS = { footerEmailSubscribe: '/signup/footer-email' };
const TAG = '<lto-footer-email-signup></lto-footer-email-signup>';

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const signUp = () => userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
const politely = () => document.querySelector('[aria-live="polite"]');
/** The message the form shows (the live region says it too). */
const shown = (text: string) => within(screen.getByRole('form')).queryByText(text);

describe('<lto-footer-email-signup> over its server markup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws exactly the US form of its contract (markup.html)', async () => {
    writeConfig({ urls: URLS });
    const { server, drawn } = await drawOver('lto-footer-email-signup', '', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it('draws exactly the Canadian form with its opt-in box (markup-ca.html)', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', urls: URLS });
    const { server, drawn } = await drawOver('lto-footer-email-signup', '', markupFixture(import.meta.url, 'markup-ca.html'));
    expect(drawn).toEqual(server);
  });

  it('draws the form the platform filled in again after it refused a post without script (values): the same fields, the box ticked', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', urls: URLS });
    const refilled = markupFixture(import.meta.url, 'markup-ca.html')
      .replace('name="footeremailsub_emailid" class="lto-field__input" type="email" autocomplete="email" aria-required="true" value=""', 'name="footeremailsub_emailid" class="lto-field__input" type="email" autocomplete="email" aria-required="true" value="ana@example"')
      .replace('autocomplete="given-name" value=""', 'autocomplete="given-name" value="Ana"')
      .replace('value="true" aria-required="true">', 'value="true" aria-required="true" checked="">');
    const values = JSON.stringify({ footeremailsub_emailid: 'ana@example', footeremailsub_firstName: 'Ana', footeremailsub_optin: 'true' }).replaceAll('"', '&quot;');
    const { server, drawn } = await drawOver('lto-footer-email-signup', `values="${values}"`, refilled);
    expect(drawn).toEqual(server);
    expect(box('Email Address (required)')).toHaveValue('ana@example');
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('starts empty, with one warning, when its values are not JSON', async () => {
    writeConfig({ urls: URLS });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mountForm('<lto-footer-email-signup values="{ana"></lto-footer-email-signup>');
    expect(box('Email Address')).toHaveValue('');
    expect(warn.mock.calls.join('\n')).toContain('<lto-footer-email-signup> attribute "values"');
  });

  it('sends once, with what was typed, a submit held before its code ran', async () => {
    writeConfig({ urls: URLS });
    const server = fakeFormServer();
    await drawWithHeld(
      'lto-footer-email-signup',
      '',
      markupFixture(import.meta.url),
      [{ type: 'submit', path: [0], submitter: [0, 5] }],
      (island) => void (island.querySelector<HTMLInputElement>('[name="footeremailsub_emailid"]')!.value = 'held@example.com'),
    );
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.form).toMatchObject({ footeremailsub_emailid: 'held@example.com', footeremailsub_confirm: 'footeremailsub_confirm', format: 'ajax' });
    await act(async () => {});
    expect(server.calls).toHaveLength(1);
  });
  it('marks the e-mail field in error once drawn when the shopper left it empty before its code ran, not when they came back to it', async () => {
    writeConfig({ urls: URLS });
    const fixture = markupFixture(import.meta.url);
    // The form, its first field row, the e-mail box.
    const left = { type: 'blur', path: [0, 1, 1] } as const;
    await drawWithHeld('lto-footer-email-signup', '', fixture, [left]);
    await waitFor(() => expect(box('Email Address')).toHaveAttribute('aria-invalid', 'true'));
    expect(box('Email Address')).toHaveAccessibleDescription('Please fill in this field.');

    await drawWithHeld('lto-footer-email-signup', '', fixture, [left], (island) => island.querySelector<HTMLInputElement>('input[name="footeremailsub_emailid"]')!.focus());
    await act(async () => {});
    expect(box('Email Address')).not.toHaveAttribute('aria-invalid');
  });
});

describe('<lto-footer-email-signup> on the US site', () => {
  beforeEach(() => writeConfig({ urls: URLS }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts the fields form-encoded with the confirm button name and format=ajax, nothing in the URL', async () => {
    const server = fakeFormServer();
    await mountForm(TAG);
    await userEvent.type(box('Email Address'), 'ana.lopez@example.com');
    await userEvent.type(box('First Name'), 'Ana');
    await userEvent.type(box('Last Name'), "O'Neil");
    await userEvent.type(box('Zip Code'), '30303');
    await signUp();

    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toEqual({
      path: '/signup/footer-email',
      query: {},
      contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
      form: {
        footeremailsub_emailid: 'ana.lopez@example.com',
        footeremailsub_firstName: 'Ana',
        footeremailsub_lastName: "O'Neil",
        footeremailsub_zipcode: '30303',
        footeremailsub_confirm: 'footeremailsub_confirm',
        format: 'ajax',
      },
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("says 'Success! Thanks for signing up.', announces it, empties the form, and the message fades after 3.5 s", async () => {
    fakeFormServer();
    await mountForm(TAG);
    await userEvent.type(box('Email Address'), 'fade@example.com');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await signUp();

    await waitFor(() => expect(shown('Success! Thanks for signing up.')).toBeInTheDocument());
    await waitFor(() => expect(politely()).toHaveTextContent('Success! Thanks for signing up.'));
    expect(box('Email Address')).toHaveValue('');
    await act(async () => vi.advanceTimersByTime(3300));
    expect(shown('Success! Thanks for signing up.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(300));
    expect(shown('Success! Thanks for signing up.')).not.toBeInTheDocument();
  });

  it('marks the e-mail field and its label in error when left empty, never while typing', async () => {
    await mountForm(TAG);
    const email = box('Email Address');
    await userEvent.click(email);
    await userEvent.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please fill in this field.');
    expect(screen.getByText('Email Address').closest('.lto-field')).toHaveClass('lto-field--error');

    await userEvent.type(email, 'ana@');
    expect(email).toHaveAccessibleDescription('Please fill in this field.');
    await userEvent.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('leaves an empty optional name alone on focus-out, but checks a wrong one', async () => {
    await mountForm(TAG);
    await userEvent.click(box('First Name'));
    await userEvent.tab();
    expect(box('First Name')).not.toHaveAttribute('aria-invalid');
    await userEvent.type(box('Zip Code'), '3030');
    await userEvent.tab();
    expect(box('Zip Code')).toHaveAccessibleDescription('Please enter a valid 5-digit zip code.');
  });

  it('filters what cannot be in an e-mail address or a name as it is typed', async () => {
    await mountForm(TAG);
    await userEvent.type(box('Email Address'), 'ana lopez@@ex!ample.com');
    expect(box('Email Address')).toHaveValue('analopez@example.com');
    await userEvent.type(box('First Name'), 'Ana<b>');
    expect(box('First Name')).toHaveValue('Anab');
  });

  it('on a submit with wrong fields sends nothing and puts focus on the first wrong one, announcing its error', async () => {
    const server = fakeFormServer();
    await mountForm(TAG);
    await userEvent.type(box('Zip Code'), '12');
    await signUp();
    expect(box('Email Address')).toHaveFocus();
    expect(box('Email Address')).toHaveAccessibleDescription('Please fill in this field.');
    expect(box('Zip Code')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent('Please fill in this field.'));
    expect(server.calls).toEqual([]);
  });

  it('sends one request however often the button is pressed while it is out', async () => {
    const server = fakeFormServer();
    server.hold();
    await mountForm(TAG);
    await userEvent.type(box('Email Address'), 'twice@example.com');
    await signUp();
    await userEvent.click(screen.getByRole('button', { name: 'Signing up…' }));
    await userEvent.type(box('Email Address'), '{Enter}');
    await server.release();
    await waitFor(() => expect(shown('Success! Thanks for signing up.')).toBeInTheDocument());
    expect(server.calls).toHaveLength(1);
  });

  const REFUSED = "Sorry, we couldn't sign you up. Please check your details and try again.";
  const FAILED = "Sorry, we couldn't sign you up just now. Please try again in a moment.";
  it.each([
    ['success false', { body: { success: false } }, REFUSED],
    ['a server error', { status: 500, body: 'oops' }, FAILED],
    ['an answer that is not JSON', { body: '<html>' }, FAILED],
    ['a network error', 'network-error' as const, FAILED],
  ])('after %s keeps what was typed and says it could not sign up (asking to check the details only when refused)', async (_, answer, said) => {
    const server = fakeFormServer();
    server.answer('/signup/footer-email', answer);
    await mountForm(TAG);
    await userEvent.type(box('Email Address'), 'keep@example.com');
    await userEvent.type(box('First Name'), 'Keep');
    await signUp();
    await waitFor(() => expect(shown(said)).toBeInTheDocument());
    expect(box('Email Address')).toHaveValue('keep@example.com');
    expect(box('First Name')).toHaveValue('Keep');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('never writes the address to the console or to web storage', async () => {
    fakeFormServer(() => ({ status: 500, body: 'no' }));
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
    await mountForm(TAG);
    await userEvent.type(box('Email Address'), 'secret@example.com');
    await signUp();
    await waitFor(() => expect(shown("Sorry, we couldn't sign you up just now. Please try again in a moment.")).toBeInTheDocument());
    for (const spy of spies) expect(JSON.stringify(spy.mock.calls)).not.toContain('secret@example.com');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('secret@example.com');
  });

  it('renders nothing without its form action', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeConfig({ urls: {} });
    await mount(TAG);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('<lto-footer-email-signup> on the Canadian site', () => {
  beforeEach(() => writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', urls: URLS }));
  afterEach(() => vi.unstubAllGlobals());

  it("uses the Canadian labels and shows a check-error on the opt-in box when it is not ticked", async () => {
    const server = fakeFormServer();
    await mountForm(TAG);
    expect(box('Email Address (required)')).toBeInTheDocument();
    expect(box('First Name')).toBeInTheDocument();
    const postal = box('Postal Code');
    await userEvent.type(box('Email Address (required)'), 'leah@example.ca');
    await userEvent.type(postal, 'm5v 3l9');
    await signUp();

    const optIn = screen.getByRole('checkbox', { name: /send me emails/ });
    expect(optIn).toHaveFocus();
    expect(optIn).toHaveAttribute('aria-invalid', 'true');
    expect(optIn).toHaveAccessibleDescription('Please check this box to sign up.');
    expect(server.calls).toEqual([]);

    await userEvent.click(optIn);
    expect(optIn).not.toHaveAttribute('aria-invalid');
    await signUp();
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]?.form).toMatchObject({ footeremailsub_optin: 'true', footeremailsub_zipcode: 'm5v 3l9' });
  });

  it('takes a Canadian postal code and refuses a US zip', async () => {
    await mountForm(TAG);
    await userEvent.type(box('Postal Code'), '30303');
    await userEvent.tab();
    expect(box('Postal Code')).toHaveAccessibleDescription('Please enter a valid postal code, like A1A 1A1.');
  });
});

describe('<lto-footer-email-signup> on the Spanish site', () => {
  it('speaks Spanish', async () => {
    writeConfig({ locale: 'es-US', urls: URLS });
    fakeFormServer();
    await mountForm(TAG);
    expect(screen.getByRole('heading', { name: 'Recibe ofertas por correo' })).toBeInTheDocument();
    await userEvent.type(box('Correo electrónico'), 'ana@example.com');
    await userEvent.type(box('Nombre'), 'Ana');
    expect(box('Apellido')).toBeInTheDocument();
    expect(box('Código postal')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Suscribirme' }));
    await waitFor(() => expect(shown('¡Listo! Gracias por suscribirte.')).toBeInTheDocument());
    vi.unstubAllGlobals();
  });
});
