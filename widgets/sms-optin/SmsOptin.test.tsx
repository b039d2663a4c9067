import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { drawOver, drawWithHeld, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

/** What the platform's form would send, as name → value (each name once: a repeated one fails). */
const sent = () => {
  const data = new FormData(document.querySelector('form')!);
  for (const name of data.keys()) expect(data.getAll(name), name).toHaveLength(1);
  return Object.fromEntries(data as unknown as Iterable<[string, string]>);
};

const FORM = (tag: string) => `<form action="/signup/sign-me-up" method="post"><input name="emailid" value="me@example.com">${tag}</form>`;

describe('<lto-sms-optin> over its server markup', () => {
  beforeEach(() => writeConfig({}));

  it('draws exactly the unticked box of its contract (markup.html)', async () => {
    const { server, drawn } = await drawOver('lto-sms-optin', '', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it('draws exactly the ticked box the platform remembered (markup-checked.html)', async () => {
    const { server, drawn } = await drawOver('lto-sms-optin', 'checked', markupFixture(import.meta.url, 'markup-checked.html'));
    expect(drawn).toEqual(server);
  });

  it('ticks the box once for a click held before its code ran', async () => {
    const island = await drawWithHeld('lto-sms-optin', '', markupFixture(import.meta.url), [{ type: 'click', path: [0, 1] }]);
    await screen.findByRole('checkbox', { checked: true });
    const data = new FormData();
    for (const input of island.querySelectorAll('input')) if (!input.disabled && (input.type !== 'checkbox' || input.checked)) data.append(input.name, input.value);
    expect(data.getAll('smsOptinCheckbox')).toEqual(['true']);
  });
});

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
