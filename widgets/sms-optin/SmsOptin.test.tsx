import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

/** What the platform's form would send, as name → value. */
const sent = () => Object.fromEntries(new FormData(document.querySelector('form')!) as unknown as Iterable<[string, string]>);

const FORM = (tag: string) => `<form action="/signup/sign-me-up" method="post"><input name="emailid" value="me@example.com">${tag}</form>`;

describe('<lto-sms-optin>', () => {
  beforeEach(() => writeConfig({}));

  it("sends smsOptinCheckbox 'false' by default and 'true' once ticked", async () => {
    await mount(FORM('<lto-sms-optin><label><input type="checkbox" name="smsOptinCheckbox" value="true"> Text me offers too</label></lto-sms-optin>'));
    const box = screen.getByRole('checkbox', { name: 'Text me offers too' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Message and data rates may apply. Reply STOP to cancel.');
    expect(sent()).toEqual({ emailid: 'me@example.com', smsOptinCheckbox: 'false' });
    await userEvent.click(box);
    expect(sent()).toEqual({ emailid: 'me@example.com', smsOptinCheckbox: 'true' });
    await userEvent.click(box);
    expect(sent()).toEqual({ emailid: 'me@example.com', smsOptinCheckbox: 'false' });
  });

  it('starts ticked with checked, and speaks Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'es-US' });
    await mount(FORM('<lto-sms-optin checked></lto-sms-optin>'));
    expect(screen.getByRole('checkbox', { name: 'Envíenme también ofertas por mensaje de texto' })).toBeChecked();
    expect(sent()).toMatchObject({ smsOptinCheckbox: 'true' });
  });
});
