import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressLineField, cityField, isPoBox, poBoxField, postalField, stateField } from './address';
import { fieldError } from './field';

const PO_BOXES = [
  'P.O. Box 123',
  'PO Box 123',
  'po box 123',
  'P O Box 12',
  'P. O. Box 12',
  'POBox 4',
  'POBox4',
  'pobox 4',
  'P.O.B. 45',
  'P-O Box 45',
  'P.O.Box 45',
  'Post-Office Box 9',
  'POB 45',
  'Post Office Box 9',
  'post office 9',
  'Postal Box 3',
  'Post Box 3',
  'PO Bin 7',
  'P.O. Bin 7',
  'Box 123',
  'BOX #123',
  'box# 5',
  'Box No. 5',
  '123 Main St, PO Box 5',
  'Apartado Postal 12',
  'Apdo. 12',
  'Caja postal 3',
  'Case postale 55',
];

const STREETS = ['123 Main St', '8 Post Office Rd', '3 Pobiner St', '6 Post Boxwood Ct', '12 Boxwood Ln', '5 Post Oak Blvd', '9 Poblano Dr', '77 Box Elder St', '4 Postal Way', "1 O'Connell St.", '10, rue Saint-Érié', 'Apt 5'];

describe('PO boxes', () => {
  it.each(PO_BOXES)('finds the PO box in %j', (address) => {
    expect(isPoBox(address)).toBe(true);
    expect(fieldError(poBoxField(), address)).toBe('VALIDATE_POBOX_ADDRESS_REGEX');
    expect(fieldError(addressLineField(), address.replace('#', ''))).toBe('ACCEPT_INPUT_ADDRESSTEXTVALNOPOBOX_ERROR');
  });

  it("tells a street address with a character it may not have about the character, not about PO boxes ('Apt #4')", () => {
    expect(fieldError(addressLineField(), '12 Main St Apt #4')).toBe('ACCEPT_INPUT_ADDRESSTEXTVAL_ERROR');
    expect(fieldError(addressLineField({ allowPoBox: true }), '12 Main St Apt #4')).toBe('ACCEPT_INPUT_ADDRESSTEXTVAL_ERROR');
    expect(fieldError(addressLineField(), '12 Main St Apt 4')).toBeUndefined();
  });

  it.each(STREETS)('takes the street address %j', (address) => {
    expect(isPoBox(address)).toBe(false);
    expect(fieldError(addressLineField({ required: true }), address)).toBeUndefined();
  });

  it('finds any generated PO box spelling, whatever its case and number', () => {
    const spelling = fc.constantFrom('P.O. Box', 'PO Box', 'P O Box', 'Post Office Box', 'Postal Box', 'PO Bin', 'Box', 'Box #', 'POB');
    const caseOf = fc.constantFrom((s: string) => s, (s: string) => s.toLowerCase(), (s: string) => s.toUpperCase());
    fc.assert(fc.property(spelling, caseOf, fc.integer({ min: 1, max: 99999 }), (s, change, n) => isPoBox(`${change(s)} ${n}`)));
  });

  it('keeps the PO box when the field allows one, checking only the characters', () => {
    expect(fieldError(addressLineField({ allowPoBox: true }), 'PO Box 12')).toBeUndefined();
    expect(fieldError(addressLineField({ allowPoBox: true }), '12 Main St #4')).toBe('ACCEPT_INPUT_ADDRESSTEXTVAL_ERROR');
  });
});

describe('city, state, postal code', () => {
  it('takes cities with accents, periods, apostrophes and hyphens, and at least 2 characters', () => {
    for (const city of ['Montréal', 'St. John’s', "Coeur d'Alene", 'Winston-Salem', 'Trois-Rivières']) expect(fieldError(cityField({ required: true }), city)).toBeUndefined();
    expect(fieldError(cityField(), 'X')).toBe('ACCEPT_INPUT_TEXTVAL_ERROR');
    expect(fieldError(cityField(), 'Atlanta!')).toBe('VALIDATE_CITY_REGEX');
    expect(fieldError(cityField({ required: true }), '')).toBe('REQUIRED');
  });

  it('takes any generated city of letters (accented too) with spaces, periods, apostrophes and hyphens', () => {
    const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{2,10}$/);
    const city = fc.tuple(word, fc.constantFrom('', ' ', '-', '. ', "'", ', '), word).map(([a, sep, b]) => `${a}${sep}${b}`);
    fc.assert(fc.property(city, (value) => fieldError(cityField({ required: true }), value) === undefined));
    fc.assert(fc.property(word, fc.constantFrom('!', '@', '#', '/', '&', '_'), (value, bad) => fieldError(cityField(), value + bad) === 'VALIDATE_CITY_REGEX'));
  });

  it('takes any generated street address that is no box, and refuses any address line with a character outside the set', () => {
    const street = fc.tuple(fc.integer({ min: 1, max: 99999 }), fc.stringMatching(/^[A-Z][a-zé]{2,10}$/), fc.constantFrom('St', 'Ave.', 'Rd', 'Blvd', 'Ln')).map(([n, name, kind]) => `${n} ${name} ${kind}`);
    fc.assert(fc.property(street.filter((s) => !/\b(?:box|bin|po|pob)\b/i.test(s)), (value) => fieldError(addressLineField({ required: true }), value) === undefined));
    fc.assert(fc.property(street, fc.constantFrom('#', '/', '@', '&', '!', ';'), (value, bad) => fieldError(addressLineField({ allowPoBox: true }), `${value} ${bad}`) === 'ACCEPT_INPUT_ADDRESSTEXTVAL_ERROR'));
  });

  it('takes exactly two letters as a state', () => {
    expect(fieldError(stateField(), 'ga')).toBeUndefined();
    for (const state of ['G', 'GAA', 'G1']) expect(fieldError(stateField(), state)).toBe('VALIDATE_STATE_REGEX');
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z]{2}$/), (state) => fieldError(stateField(), state) === undefined));
  });

  it("takes the site's country's postal form, and either form without a country", () => {
    expect(fieldError(postalField({ country: 'US' }), '30303')).toBeUndefined();
    expect(fieldError(postalField({ country: 'US' }), 'M5V 3L9')).toBe('VALIDATE_ZIP_REGEX');
    expect(fieldError(postalField({ country: 'CA' }), 'M5V 3L9')).toBeUndefined();
    expect(fieldError(postalField({ country: 'CA' }), '30303')).toBe('VALIDATE_ZIP_REGEX');
    expect(fieldError(postalField(), 'm5v3l9')).toBeUndefined();
    expect(fieldError(postalField({ required: true }), '')).toBe('REQUIRED');
  });

  it('takes every generated 5-digit zip and refuses any other count of digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{5}$/), (zip) => fieldError(postalField({ country: 'US' }), zip) === undefined));
    fc.assert(fc.property(fc.stringMatching(/^\d{1,4}$|^\d{6,9}$/), (zip) => fieldError(postalField(), zip) === 'VALIDATE_ZIP_REGEX'));
  });
});
