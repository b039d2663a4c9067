import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import preview from '../.storybook/preview';
import * as footerStories from './footer-signups.stories';
import * as formStories from './signup-forms.stories';
import { signupRequests } from './support/requests';

setProjectAnnotations(preview);

const footer = composeStories(footerStories);
const forms = composeStories(formStories);

/** Runs the story (its play included) and lists the sign-up requests it sent. */
const show = signupRequests;

// The wording a shopper reads, pinned here rather than read from the catalogues.
describe('footer sign-up stories', () => {
  test.each([
    ['Empty', footer.Empty, ['Get email offers', 'Get text offers'], ['Email Address', 'Zip Code', 'Mobile Phone Number']],
    ['EmptyEs', footer.EmptyEs, ['Recibe ofertas por correo', 'Recibe ofertas por mensaje de texto'], ['Correo electrónico', 'Código postal', 'Número de celular']],
    ['EmptyCanada', footer.EmptyCanada, ['Get email offers'], ['Email Address (required)', 'First Name', 'Postal Code']],
  ] as const)('%s: both forms with their labels', async (_, story, headings, labels) => {
    expect(await show(story)).toEqual([]);
    for (const name of headings) expect(screen.getByRole('form', { name })).toBeInTheDocument();
    for (const name of labels) expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
  });

  test('EmptyCanada: the opt-in box is there, unticked', async () => {
    await show(footer.EmptyCanada);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  test.each([
    ['FilledInAgain', footer.FilledInAgain, 'Email Address', 'First Name', 'Mobile Phone Number'],
    ['FilledInAgainEs', footer.FilledInAgainEs, 'Correo electrónico', 'Nombre', 'Número de celular'],
  ] as const)('%s: the forms start with what the refused posts typed, and send nothing', async (_, story, email, first, phone) => {
    expect(await show(story)).toEqual([]);
    expect(screen.getByRole('textbox', { name: email })).toHaveValue('ana@example');
    expect(screen.getByRole('textbox', { name: first })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: phone })).toHaveValue('555-01');
  });

  test.each([
    ['EmailLeftEmpty', footer.EmailLeftEmpty, 'Email Address', 'Please fill in this field.'],
    ['EmailLeftEmptyEs', footer.EmailLeftEmptyEs, 'Correo electrónico', 'Completa este campo.'],
  ] as const)('%s: the field is marked with its error', async (_, story, label, error) => {
    await show(story);
    const field = screen.getByRole('textbox', { name: label });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(error);
  });

  test.each([
    ['EmailSuccess', footer.EmailSuccess, 'Success! Thanks for signing up.'],
    ['EmailSuccessEs', footer.EmailSuccessEs, '¡Listo! Gracias por suscribirte.'],
    ['EmailRefused', footer.EmailRefused, "Sorry, we couldn't sign you up. Please check your details and try again."],
    ['EmailRefusedEs', footer.EmailRefusedEs, 'Lo sentimos, no pudimos suscribirte. Revisa tus datos e inténtalo de nuevo.'],
    ['EmailUnreachable', footer.EmailUnreachable, "Sorry, we couldn't sign you up just now. Please try again in a moment."],
    ['EmailUnreachableEs', footer.EmailUnreachableEs, 'Lo sentimos, no pudimos suscribirte en este momento. Inténtalo de nuevo en unos instantes.'],
  ] as const)('%s: the message, after one post of the footer fields', async (_, story, message) => {
    const sent = await show(story);
    expect(within(screen.getAllByRole('form')[0]!).getByText(message)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: '/signup/footer-email',
        form: {
          footeremailsub_emailid: 'ana@example.com',
          footeremailsub_firstName: '',
          footeremailsub_lastName: '',
          footeremailsub_zipcode: '',
          footeremailsub_confirm: 'footeremailsub_confirm',
          format: 'ajax',
        },
      },
    ]);
  });

  test('CanadaOptInMissing: the check-error, and nothing sent', async () => {
    expect(await show(footer.CanadaOptInMissing)).toEqual([]);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Please check this box to sign up.');
  });

  test.each([
    ['SmsConfirmationSent', footer.SmsConfirmationSent, 'Reply YES to our confirmation text message.'],
    ['SmsConfirmationSentEs', footer.SmsConfirmationSentEs, 'Responde YES a nuestro mensaje de texto de confirmación.'],
    ['SmsManualOptIn', footer.SmsManualOptIn, 'Please text JOIN to 1-844-555-0142 to subscribe.'],
    ['SmsManualOptInEs', footer.SmsManualOptInEs, 'Envía JOIN por mensaje de texto al 1-844-555-0142 para suscribirte.'],
    ['SmsUnserviced', footer.SmsUnserviced, "Sorry we don't service this area code"],
    ['SmsUnservicedEs', footer.SmsUnservicedEs, 'Lo sentimos, no damos servicio a este código de área'],
    ['SmsError', footer.SmsError, 'Error, please refresh the page and fill out the form again.'],
    ['SmsErrorEs', footer.SmsErrorEs, 'Error: actualiza la página y vuelve a llenar el formulario.'],
  ] as const)('%s: SPEC 8 message after one post', async (_, story, message) => {
    const sent = await show(story);
    expect(within(screen.getAllByRole('form')[1]!).getByText(message)).toBeInTheDocument();
    expect(sent.map((call) => [call.path, Object.keys(call.form)])).toEqual([['/signup/footer-text', ['footertextform_phone', 'format']]]);
  });
});

describe('sign-up form stories', () => {
  test.each([
    ['ContestRefused', forms.ContestRefused, 'Invalid email address'],
    ['ContestRefusedEs', forms.ContestRefusedEs, 'Correo electrónico no válido'],
  ] as const)('%s: the platform message; what was typed stays', async (_, story, message) => {
    const sent = await show(story);
    expect(within(screen.getByRole('form')).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email Address|Correo electrónico/ })).toHaveValue('win@example.com');
    expect(sent.map((call) => call.path)).toEqual(['/signup/contest']);
  });

  test('ContestCanada: asks for a postal code', async () => {
    await show(forms.ContestCanada);
    expect(screen.getByRole('textbox', { name: 'Postal Code' })).toBeInTheDocument();
  });

  test.each([
    ['SofaAnswered', forms.SofaAnswered, "You're on the list"],
    ['SofaAnsweredEs', forms.SofaAnsweredEs, 'Ya estás en la lista'],
  ] as const)('%s: the HTML answer in place of the form, after one post with selectedproductID', async (_, story, heading) => {
    const sent = await show(story);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(dialog.queryByRole('textbox')).toBeNull();
    expect(sent).toEqual([{ path: '/signup/custom-sofa', form: { emailid: 'sofa@example.com', confirm: 'confirm', selectedproductID: 'P1001', format: 'ajax' } }]);
  });

  test.each([
    ['SofaFailed', forms.SofaFailed, "Sorry, we couldn't sign you up. Please try again."],
    ['SofaFailedEs', forms.SofaFailedEs, 'Lo sentimos, no pudimos suscribirte. Inténtalo de nuevo.'],
  ] as const)('%s: the form stays with the address', async (_, story, message) => {
    await show(story);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText(message)).toBeInTheDocument();
    expect(dialog.getByRole('textbox')).toHaveValue('sofa@example.com');
  });

  test.each([
    ['SmsOptin', forms.SmsOptin, 'Text me offers too'],
    ['SmsOptinEs', forms.SmsOptinEs, 'Envíenme también ofertas por mensaje de texto'],
  ] as const)("%s: unticked, the form sends smsOptinCheckbox 'false'", async (_, story, label) => {
    await show(story);
    expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    expect(new FormData(document.querySelector<HTMLFormElement>('form.sb-sign-me-up')!).get('smsOptinCheckbox')).toBe('false');
  });
});
