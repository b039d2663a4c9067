import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStore } from '../../src/core/store';
import { changeLocation } from '../../src/core/store/location-actions';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const SPANISH_LINK = '<a hreflang="es" href="https://es.shop.example/c/tvs?pmin=1">Español</a><a href="/c/tvs">TVs</a>';

describe('<lto-zip-banner>', () => {
  it('draws exactly the server markup of its contract (markup.html)', async () => {
    writeConfig({ page: { zip: '30303' } });
    const { server, drawn } = await drawOver('lto-zip-banner', 'zip="30303"', markupFixture(import.meta.url));
    expect(drawn).toEqual(server);
  });

  it("shows the shopper's zip as a link to the store locator that opens the zip modal", async () => {
    writeConfig({ page: { zip: '30303' } });
    await mount('<lto-zip-banner href="/stores"><a href="/stores">Zip code: 30303</a></lto-zip-banner>');
    const link = screen.getByRole('link', { name: 'Change your zip code, now 30303' });
    expect(link).toHaveTextContent('Zip code: 30303');
    expect(link).toHaveAttribute('href', '/stores');
    expect(link).toHaveAttribute('data-lto-zip-modal');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('asks for a zip when none is known, and takes the zip attribute when the config block has none', async () => {
    writeConfig();
    await mount('<lto-zip-banner></lto-zip-banner><lto-zip-banner zip="30305" class="second"></lto-zip-banner>');
    expect(screen.getByRole('link', { name: 'Set your zip code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change your zip code, now 30305' })).toBeInTheDocument();
  });

  it('follows a zip set anywhere on the page', async () => {
    writeConfig({ page: { zip: '30303' } });
    await mount('<lto-zip-banner></lto-zip-banner>');
    await act(async () => changeLocation({ zip: '30305' }));
    expect(screen.getByRole('link', { name: 'Change your zip code, now 30305' })).toHaveTextContent('Zip code: 30305');
  });

  it('adds the zip to Spanish-language links as ?postalCode= (SPEC 2.1) and follows a change', async () => {
    writeConfig({ page: { zip: '30303' } });
    await mount(`<lto-zip-banner></lto-zip-banner>${SPANISH_LINK}`);
    const spanish = screen.getByRole('link', { name: 'Español' });
    expect(spanish).toHaveAttribute('href', 'https://es.shop.example/c/tvs?pmin=1&postalCode=30303');
    expect(screen.getByRole('link', { name: 'TVs' })).toHaveAttribute('href', '/c/tvs');

    await act(async () => changeLocation({ zip: '30305' }));
    expect(spanish).toHaveAttribute('href', 'https://es.shop.example/c/tvs?pmin=1&postalCode=30305');
  });

  it("carries no Canadian postal code to the Spanish site, the US's: it is no place there", async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', page: { zip: 'K1A 0B1' } });
    await mount(`<lto-zip-banner></lto-zip-banner>${SPANISH_LINK}`);
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', 'https://es.shop.example/c/tvs?pmin=1');
  });

  it('leaves links alone on the Spanish site itself, and speaks Spanish', async () => {
    writeConfig({ locale: 'es-US', page: { zip: '30303' } });
    await mount(`<lto-zip-banner></lto-zip-banner>${SPANISH_LINK}`);
    expect(screen.getByRole('link', { name: 'Cambiar tu código postal, ahora 30303' })).toHaveTextContent('Código postal: 30303');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', 'https://es.shop.example/c/tvs?pmin=1');
  });

  it('says postal code on the Canadian site', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', page: { zip: 'M5V 3L9' } });
    await mount('<lto-zip-banner></lto-zip-banner>');
    expect(screen.getByRole('link', { name: 'Change your postal code, now M5V 3L9' })).toHaveTextContent('Postal code: M5V 3L9');
  });
});
