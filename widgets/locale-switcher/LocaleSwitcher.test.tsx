import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const US = markupFixture(import.meta.url);
const ES = markupFixture(import.meta.url, 'markup-es.html');
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('<lto-locale-switcher>', () => {
  beforeEach(() => history.replaceState(null, '', '/c/living-room?brand=Crestline'));

  it.each([
    ['the US English site', 'en-US', 'markup.html', US],
    ['the Spanish site', 'es-US', 'markup-es.html', ES],
  ])('on %s, drawn exactly as the server drew it (%s, %s)', async (_site, locale, _file, fixture) => {
    writeConfig({ locale });
    const { server, drawn } = await drawOver('lto-locale-switcher', 'main-host="www.shop.example"', fixture);
    expect(drawn).toEqual(server);
  });

  it('keeps each site link on the page the shopper is on now, with the Spanish link keeping its zip', async () => {
    writeConfig();
    await mount(`<lto-locale-switcher main-host="www.shop.example">${US}</lto-locale-switcher>`);
    // A refinement then 'load more' wrote the address with the History API.
    history.pushState(null, '', '/c/living-room?brand=Northmoor&sz=40#tile-3');
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Español (EE. UU.)' }));
    expect(hrefOf('Español (EE. UU.)')).toBe('https://es.shop.example/c/living-room?brand=Northmoor&sz=40&postalCode=30303');
    expect(hrefOf('English (Canada)')).toBe('https://ca.shop.example/c/living-room?brand=Northmoor&sz=40');

    history.pushState(null, '', '/p/P1001?color=sage');
    fireEvent.focusIn(screen.getByRole('link', { name: 'English (Canada)' }));
    expect(hrefOf('English (Canada)')).toBe('https://ca.shop.example/p/P1001?color=sage');
  });

  it("leaves the monthly-payment range out of the links to another country's site, where it would be C$ for $", async () => {
    writeConfig({ locale: 'en-US' });
    history.replaceState(null, '', '/c/living-room?pmin=40&pmax=120&brand=Crestline');
    await mount(`<lto-locale-switcher main-host="www.shop.example">${US}</lto-locale-switcher>`);
    expect(hrefOf('Español (EE. UU.)')).toBe('https://es.shop.example/c/living-room?pmin=40&pmax=120&brand=Crestline&postalCode=30303');
    expect(hrefOf('English (Canada)')).toBe('https://ca.shop.example/c/living-room?brand=Crestline');

    // From the Canadian site, both US links leave it out.
    document.body.innerHTML = '';
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD' });
    const canadian = US.replace(' aria-current="true"', '').replace('hreflang="en-CA">', 'hreflang="en-CA" aria-current="true">');
    await mount(`<lto-locale-switcher main-host="www.shop.example">${canadian}</lto-locale-switcher>`);
    expect(hrefOf('English (US)')).toBe('https://www.shop.example/c/living-room?brand=Crestline');
    expect(hrefOf('Español (EE. UU.)')).toBe('https://es.shop.example/c/living-room?brand=Crestline&postalCode=30303');
    expect(hrefOf('English (Canada)')).toBe('https://ca.shop.example/c/living-room?pmin=40&pmax=120&brand=Crestline');
  });

  it("never carries the page's own postalCode to another site: only the zip the Spanish link had", async () => {
    writeConfig({ locale: 'es-US' });
    history.replaceState(null, '', '/stores?postalCode=30305');
    await mount(`<lto-locale-switcher main-host="www.shop.example">${ES}</lto-locale-switcher>`);
    expect(hrefOf('English (US)')).toBe('https://www.shop.example/stores');
    expect(hrefOf('English (Canada)')).toBe('https://ca.shop.example/stores');
  });

  it("on the Spanish site points the English link at the main host (SPEC 2.1), and Canada's at its own", async () => {
    writeConfig({ locale: 'es-US' });
    const written = ES.replace('https://www.shop.example/', 'https://es.shop.example/en/');
    await mount(`<lto-locale-switcher main-host="www.shop.example">${written}</lto-locale-switcher>`);
    expect(hrefOf('English (US)')).toBe('https://www.shop.example/c/living-room?brand=Crestline');
    expect(hrefOf('English (Canada)')).toBe('https://ca.shop.example/c/living-room?brand=Crestline');
  });

  it('leaves the hosts as written on an English site, and without a main host', async () => {
    writeConfig();
    const written = US.replace('https://www.shop.example/', 'https://us.shop.example/');
    await mount(`<lto-locale-switcher main-host="www.shop.example">${written}</lto-locale-switcher>`);
    expect(hrefOf('English (US)')).toBe('https://us.shop.example/c/living-room?brand=Crestline');

    document.body.innerHTML = '';
    writeConfig({ locale: 'es-US' });
    await mount(`<lto-locale-switcher>${ES.replace('https://www.shop.example/', 'https://es.shop.example/en/')}</lto-locale-switcher>`);
    expect(hrefOf('English (US)')).toBe('https://es.shop.example/c/living-room?brand=Crestline');
  });

  it('ignores a main host that is not a host name, with a warning, and keeps the links working', async () => {
    writeConfig({ locale: 'es-US' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount(`<lto-locale-switcher main-host="https://evil.example/x">${ES}</lto-locale-switcher>`);
    expect(warn.mock.calls.join('\n')).toContain('<lto-locale-switcher> attribute "main-host" is invalid');
    expect(hrefOf('English (US)')).toBe('https://www.shop.example/c/living-room?brand=Crestline');
  });
});
