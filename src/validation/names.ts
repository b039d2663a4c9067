import { field, type FieldOptions, type FieldSchema, type Rule, type SiteRules } from './field';

/**
 * Names (SPEC 5.2): letters of any alphabet with their accents, digits, apostrophes (typed ' or
 * the ’ phones put in), hyphens and spaces. Digits are refused with their own message unless the
 * site preference allowNumeralsInNameFields is set.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\d'’\s-]+$/u;
const DIGIT = /\d/;

export function containsNumerals(value: string): boolean {
  return DIGIT.test(value);
}

function numerals(site: SiteRules): Rule[] {
  return site.allowNumeralsInNameFields ? [] : [[(value) => !containsNumerals(value), 'ONLY_LETTERS_ERROR']];
}

/** firstName / firstname, lastName / lastname: at least 2 characters. */
export function nameField(options: FieldOptions & SiteRules = {}): FieldSchema {
  return field(
    [[(value) => NAME_CHARACTERS.test(value) && [...value].length >= 2, 'ACCEPT_MORE_THAN_ONE_INPUT_TEXTVAL_ERROR'], ...numerals(options)],
    options,
  );
}

/** middleInitial / secondname: the same characters, usually empty. */
export function middleInitialField(options: FieldOptions & SiteRules = {}): FieldSchema {
  return field([[(value) => NAME_CHARACTERS.test(value), 'ACCEPT_INPUT_MIDDLETEXTVAL_ERROR'], ...numerals(options)], options);
}
