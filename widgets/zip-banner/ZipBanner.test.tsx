import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStore } from '../../src/core/store';
import { changeLocation } from '../../src/core/store/location-actions';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const SPANISH_LINK = '<a hreflang="es" href="https://es.shop.example/c/tvs?pmin=1">Español</a><a href="/c/tvs">TVs</a>';

describe('<lto-zip-banner>', () => {
  it("shows the shopper's zip, and a click asks for the zip modal through the store bus", async () => {
    writeConfig({ page: { zip: '30303' } });
    await mount('<lto-zip-banner><a href="/stores">Zip code: 30303</a></lto-zip-banner>');
    const button = screen.getByRole('button', { name: 'Change your zip code, now 30303' });
    expect(button).toHaveTextContent('Zip code: 30303');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(button);

    expect(getStore().getState().location.zipModalOpen).toBe(true);
  });

  it('asks for a zip when none is known, and takes the zip attribute when the config block has none', async () => {
    writeConfig();
    await mount('<lto-zip-banner></lto-zip-banner><lto-zip-banner zip="30305" class="second"></lto-zip-banner>');
    expect(screen.getByRole('button', { name: 'Set your zip code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change your zip code, now 30305' })).toBeInTheDocument();
  });

  it('follows a zip set anywhere on the page', async () => {
    writeConfig({ page: { zip: '30303' } });
    await mount('<lto-zip-banner></lto-zip-banner>');
    await act(async () => changeLocation({ zip: '30305' }));
    expect(screen.getByRole('button', { name: 'Change your zip code, now 30305' })).toHaveTextContent('Zip code: 30305');
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

  it('leaves links alone on the Spanish site itself, and speaks Spanish', async () => {
    writeConfig({ locale: 'es-US', page: { zip: '30303' } });
    await mount(`<lto-zip-banner></lto-zip-banner>${SPANISH_LINK}`);
    expect(screen.getByRole('button', { name: 'Cambiar tu código postal, ahora 30303' })).toHaveTextContent('Código postal: 30303');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', 'https://es.shop.example/c/tvs?pmin=1');
  });

  it('says postal code on the Canadian site', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', page: { zip: 'M5V 3L9' } });
    await mount('<lto-zip-banner></lto-zip-banner>');
    expect(screen.getByRole('button', { name: 'Change your postal code, now M5V 3L9' })).toHaveTextContent('Postal code: M5V 3L9');
  });
});
