import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ACTIONS } from '../../src/core/early-actions';
import type { EarlyAction } from '../../src/core/island-protocol';
import { fakeFormServer } from '../../testing/form-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const URLS = { customSofaEmail: '/signup/custom-sofa' };
const SERVER = markupFixture(import.meta.url);
const TAG = `<lto-sofa-signup product-id="P1001">${SERVER}</lto-sofa-signup>`;
const THANKS = '<div class="sofa-signup__done"><h3>You&#39;re on the list</h3><p>We&#39;ll email you.</p><script>window.pwned = true</script><img src="x" alt="" onerror="window.pwned = true"></div>';

async function openDialog() {
  await mount(TAG);
  await userEvent.click(screen.getByRole('button', { name: 'Want it your way? Get custom sofa updates' }));
  return within(await screen.findByRole('dialog', { name: 'Custom sofa updates' }));
}

describe('<lto-sofa-signup>', () => {
  beforeEach(() => writeConfig({ urls: URLS }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('draws the same DOM as its server markup (markup.html)', async () => {
    const { server, drawn } = await drawOver('lto-sofa-signup', 'product-id="P1001"', SERVER);
    expect(drawn).toEqual(server);
  });

  it('opens its dialog once for a click on the button held before the code ran', async () => {
    const clicks = vi.spyOn(HTMLElement.prototype, 'click');
    document.body.innerHTML = TAG;
    const island = document.querySelector('lto-sofa-signup') as Element & { [EARLY_ACTIONS]?: EarlyAction[] };
    // The autoloader held the click on the button (the island's first element) and woke the island.
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0] }];
    expect(await screen.findByRole('dialog', { name: 'Custom sofa updates' })).toBeInTheDocument();
    expect(clicks.mock.contexts.filter((element) => element === island.querySelector('button.lto-sofa-signup__open'))).toHaveLength(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('posts the e-mail with selectedproductID, confirm and format=ajax and shows the HTML answer, sanitized, in place of the form', async () => {
    (window as { pwned?: boolean }).pwned = false;
    const server = fakeFormServer(() => ({ body: THANKS }), 'text/html');
    const dialog = await openDialog();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email Address' }), 'sofa@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Notify Me' }));

    const heading = await dialog.findByRole('heading', { name: "You're on the list" });
    expect(server.calls).toEqual([
      {
        path: '/signup/custom-sofa',
        query: {},
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        form: { emailid: 'sofa@example.com', confirm: 'confirm', selectedproductID: 'P1001', format: 'ajax' },
      },
    ]);
    expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    expect(heading.closest('.lto-sofa-signup__answer')).toHaveFocus();
    expect(document.querySelector('.lto-sofa-signup__answer script, .lto-sofa-signup__answer [onerror]')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBe(false);
  });

  it.each([
    ['a 400 answer', { status: 400, body: '<p>Please enter a valid email address.</p>' }],
    ['a network error', 'network-error' as const],
  ])('after %s keeps the form and what was typed, and says so', async (_, answer) => {
    const server = fakeFormServer(() => ({ body: THANKS }), 'text/html');
    server.answer('/signup/custom-sofa', answer);
    const dialog = await openDialog();
    const email = dialog.getByRole('textbox', { name: 'Email Address' });
    await userEvent.type(email, 'sofa@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Notify Me' }));
    await waitFor(() => expect(dialog.getByText("Sorry, we couldn't sign you up. Please try again.")).toBeInTheDocument());
    expect(email).toHaveValue('sofa@example.com');
  });

  it('checks the address first and sends one request for a double submit', async () => {
    const server = fakeFormServer(() => ({ body: THANKS }), 'text/html');
    const dialog = await openDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Notify Me' }));
    expect(dialog.getByRole('textbox', { name: 'Email Address' })).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription('Please fill in this field.');
    expect(server.calls).toEqual([]);

    server.hold();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email Address' }), 'sofa@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Notify Me' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Sending…' }));
    await server.release();
    await dialog.findByRole('heading', { name: "You're on the list" });
    expect(server.calls).toHaveLength(1);
  });

  it('is not shown without a product id, and speaks Spanish on the Spanish site', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount('<lto-sofa-signup></lto-sofa-signup>');
    expect(document.querySelector('lto-sofa-signup')).not.toHaveAttribute('data-lto-ready');
    writeConfig({ locale: 'es-US', urls: URLS });
    await mount('<lto-sofa-signup product-id="P1"><button type="button">¿Lo quieres a tu manera? Recibe novedades de sofás a medida</button></lto-sofa-signup>');
    await userEvent.click(screen.getByRole('button', { name: '¿Lo quieres a tu manera? Recibe novedades de sofás a medida' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Novedades de sofás a medida' }));
    expect(dialog.getByRole('textbox', { name: 'Correo electrónico' })).toBeInTheDocument();
  });

  it("spells 'colours' the Canadian way on the Canadian site", async () => {
    writeConfig({ locale: 'en-CA', urls: URLS });
    await mount('<lto-sofa-signup product-id="P1"><button type="button">Want it your way? Get custom sofa updates</button></lto-sofa-signup>');
    await userEvent.click(screen.getByRole('button', { name: 'Want it your way? Get custom sofa updates' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Custom sofa updates' }));
    expect(dialog.getByText('Tell us where to send news about new fabrics, colours and sizes for this sofa.')).toBeInTheDocument();
  });
});
