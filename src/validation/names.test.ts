import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldError, siteRules } from './field';
import { containsNumerals, middleInitialField, nameField } from './names';

describe('first and last names', () => {
  it.each(['José', 'Zoë', "O'Brien", 'O’Brien', 'Smith-Jones', 'Mary Ann', 'Nguyễn', 'Françoise', 'Ñúñez', 'Łukasz'])('takes %j', (name) => {
    expect(fieldError(nameField({ required: true }), name)).toBeUndefined();
  });

  it.each(['A', 'Ana!', 'Ana_María', 'J. R.', 'ana@example.com'])('refuses %j (at least 2 letters, apostrophes, hyphens, spaces)', (name) => {
    expect(fieldError(nameField(), name)).toBe('ACCEPT_MORE_THAN_ONE_INPUT_TEXTVAL_ERROR');
  });

  it('refuses numerals unless the site allows them in names', () => {
    expect(fieldError(nameField(), 'Ana 2')).toBe('ONLY_LETTERS_ERROR');
    expect(fieldError(nameField({ allowNumeralsInNameFields: true }), 'Ana 2')).toBeUndefined();
    expect(fieldError(nameField({ allowNumeralsInNameFields: true }), 'Ana!2')).toBe('ACCEPT_MORE_THAN_ONE_INPUT_TEXTVAL_ERROR');
  });

  it('reads the preference from the config block however it is written', () => {
    expect(siteRules({ allowNumeralsInNameFields: true }).allowNumeralsInNameFields).toBe(true);
    expect(siteRules({ allowNumeralsInNameFields: 'TRUE' }).allowNumeralsInNameFields).toBe(true);
    expect(siteRules({ allowNumeralsInNameFields: 'false' }).allowNumeralsInNameFields).toBe(false);
    expect(siteRules({}).allowNumeralsInNameFields).toBe(false);
  });

  it('trims before checking, and asks for a required name', () => {
    expect(fieldError(nameField(), '  Al  ')).toBeUndefined();
    expect(fieldError(nameField({ required: true }), '   ')).toBe('REQUIRED');
  });

  it('takes any generated name of letters (accented too), apostrophes, hyphens and inner spaces', () => {
    const letters = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{2,12}$/);
    const name = fc.tuple(letters, fc.constantFrom('', ' ', '-', "'", '’'), letters).map(([a, sep, b]) => `${a}${sep}${b}`);
    fc.assert(fc.property(name, (value) => fieldError(nameField({ required: true }), value) === undefined));
  });

  it('refuses any name with a digit, and takes it once the site allows numerals', () => {
    const withDigit = fc.tuple(fc.stringMatching(/^[A-Za-z]{1,8}$/), fc.integer({ min: 0, max: 9 }), fc.stringMatching(/^[a-z]{0,8}$/)).map(([a, d, b]) => `${a}${d}${b}`);
    fc.assert(
      fc.property(withDigit, (value) => containsNumerals(value) && fieldError(nameField(), value) === 'ONLY_LETTERS_ERROR' && fieldError(nameField({ allowNumeralsInNameFields: true }), value) === undefined),
    );
  });
});

describe('middle initial', () => {
  it('may be empty, takes one letter (accented too), refuses other characters and numerals', () => {
    expect(fieldError(middleInitialField(), '')).toBeUndefined();
    expect(fieldError(middleInitialField(), 'É')).toBeUndefined();
    expect(fieldError(middleInitialField(), 'J.')).toBe('ACCEPT_INPUT_MIDDLETEXTVAL_ERROR');
    expect(fieldError(middleInitialField(), '3')).toBe('ONLY_LETTERS_ERROR');
    expect(fieldError(middleInitialField({ allowNumeralsInNameFields: true }), '3')).toBeUndefined();
  });

  it('takes any single letter', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]$/), (letter) => fieldError(middleInitialField({ required: true }), letter) === undefined));
  });
});
