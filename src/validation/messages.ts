import type { Catalogues } from '../core/i18n';

/**
 * The texts behind the field error keys: SPEC 8's field error resources (SPEC gives no wording, so
 * it is ours) and the few keys of our own that the field rules need. A form widget merges them
 * into its catalogue with `withFieldMessages`; only forms download them.
 */
const en = {
  REQUIRED: 'Please fill in this field.',
  INVALID_PHONE: 'Please enter a valid 10-digit phone number.',
  VALIDATE_EMAIL_REGEX: 'Please enter a valid email address, like name@example.com.',
  VALIDATE_CONFIRMEMAIL_REGEX: "The email addresses don't match.",
  VALIDATE_CITY_REGEX: 'Please enter a valid city.',
  ACCEPT_INPUT_TEXTVAL_ERROR: 'Please enter at least 2 characters.',
  VALIDATE_STATE_REGEX: 'Please enter a 2-letter state code.',
  // Same text as <lto-zip-modal>'s: one key has one wording across the library.
  VALIDATE_ZIP_REGEX: 'Please enter a valid 5-digit zip code.',
  ACCEPT_MORE_THAN_ONE_INPUT_TEXTVAL_ERROR: 'Please enter at least 2 letters, using only letters, spaces, hyphens and apostrophes.',
  ACCEPT_INPUT_MIDDLETEXTVAL_ERROR: 'Please use only letters for the middle initial.',
  ONLY_LETTERS_ERROR: 'Please use letters only, no numbers.',
  ACCEPT_INPUT_ADDRESSTEXTVAL_ERROR: 'Please use only letters, numbers, spaces and , . \' - in the address.',
  ACCEPT_INPUT_ADDRESSTEXTVALNOPOBOX_ERROR: "Please enter a street address. We can't deliver to a PO box.",
  VALIDATE_POBOX_ADDRESS_REGEX: "We can't deliver to a PO box. Please enter a street address.",
  VALIDATE_EXT_REGEX: 'Please use numbers only for the extension.',
  GIFT_CERT_AMOUNT_INVALID: 'Please enter an amount from $5 to $5,000.',
  VALIDATE_SOCIAL_SECURITY_REGEX: 'Please enter a valid 9-digit Social Security number.',
  DATE_MONTH_INVALID: 'Please enter a month from 1 to 12.',
  DATE_DAY_INVALID: 'Please enter a valid day for that month.',
  DATE_YEAR_INVALID: 'Please enter a valid 4-digit year.',
  BIRTH_DATE_FUTURE: "Your date of birth can't be in the future.",
  ENTER_DATE_INVALID: 'Please enter a valid date as MM/DD/YYYY.',
  VALIDATE_IDENTIFICATION_REGEX: 'Please enter a valid ID number, using letters, numbers and single dashes.',
  VALIDATE_RESIDENCE_YEARS_REGEX: 'Please enter a number of years from 0 to 99.',
  VALIDATE_RESIDENCE_MONTHS_REGEX: 'Please enter a number of months from 0 to 11.',
  CHAR_LIMIT_MSG: '{count} characters left',
  AGREEMENT_NUMBER_INVALID: 'Please enter a valid agreement number.',
  PASSWORD_MINLENGTH: 'Your password needs at least 5 characters.',
  OPTIN_REQUIRED: 'Please check this box to sign up.',
  CHOICE_INVALID: 'Please choose one of the options.',
  ACCEPT_TERMS_REQUIRED: 'Please accept the lease agreement to continue.',
  CREDITCARD: 'Please enter a valid card number.',
  CARD_EXPIRY_INVALID: 'Please enter a valid expiration date as MM/YY.',
  CARD_CVV_INVALID: 'Please enter the 3- or 4-digit security code.',
  NUMBER: 'Please enter a valid number.',
  DIGITS: 'Please use numbers only.',
  MAXLENGTH: 'This text is too long. Please shorten it.',
};

export type FieldMessageKey = keyof typeof en;

export const fieldMessages: Catalogues<FieldMessageKey> = {
  en,
  es: {
    REQUIRED: 'Completa este campo.',
    INVALID_PHONE: 'Escribe un número de teléfono válido de 10 dígitos.',
    VALIDATE_EMAIL_REGEX: 'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
    VALIDATE_CONFIRMEMAIL_REGEX: 'Los correos electrónicos no coinciden.',
    VALIDATE_CITY_REGEX: 'Escribe una ciudad válida.',
    ACCEPT_INPUT_TEXTVAL_ERROR: 'Escribe al menos 2 caracteres.',
    VALIDATE_STATE_REGEX: 'Escribe el código de 2 letras del estado.',
    VALIDATE_ZIP_REGEX: 'Escribe un código postal válido de 5 dígitos.',
    ACCEPT_MORE_THAN_ONE_INPUT_TEXTVAL_ERROR: 'Escribe al menos 2 letras; solo se permiten letras, espacios, guiones y apóstrofos.',
    ACCEPT_INPUT_MIDDLETEXTVAL_ERROR: 'Usa solo letras para la inicial del segundo nombre.',
    ONLY_LETTERS_ERROR: 'Usa solo letras, sin números.',
    ACCEPT_INPUT_ADDRESSTEXTVAL_ERROR: 'Usa solo letras, números, espacios y , . \' - en la dirección.',
    ACCEPT_INPUT_ADDRESSTEXTVALNOPOBOX_ERROR: 'Escribe una dirección con calle. No hacemos entregas a apartados postales.',
    VALIDATE_POBOX_ADDRESS_REGEX: 'No hacemos entregas a apartados postales. Escribe una dirección con calle.',
    VALIDATE_EXT_REGEX: 'Usa solo números para la extensión.',
    GIFT_CERT_AMOUNT_INVALID: 'Escribe un monto de $5 a $5,000.',
    VALIDATE_SOCIAL_SECURITY_REGEX: 'Escribe un número de Seguro Social válido de 9 dígitos.',
    DATE_MONTH_INVALID: 'Escribe un mes del 1 al 12.',
    DATE_DAY_INVALID: 'Escribe un día válido para ese mes.',
    DATE_YEAR_INVALID: 'Escribe un año válido de 4 dígitos.',
    BIRTH_DATE_FUTURE: 'Tu fecha de nacimiento no puede ser una fecha futura.',
    ENTER_DATE_INVALID: 'Escribe una fecha válida con el formato MM/DD/AAAA.',
    VALIDATE_IDENTIFICATION_REGEX: 'Escribe un número de identificación válido, con letras, números y guiones sencillos.',
    VALIDATE_RESIDENCE_YEARS_REGEX: 'Escribe una cantidad de años del 0 al 99.',
    VALIDATE_RESIDENCE_MONTHS_REGEX: 'Escribe una cantidad de meses del 0 al 11.',
    CHAR_LIMIT_MSG: 'Quedan {count} caracteres',
    AGREEMENT_NUMBER_INVALID: 'Escribe un número de contrato válido.',
    PASSWORD_MINLENGTH: 'Tu contraseña debe tener al menos 5 caracteres.',
    OPTIN_REQUIRED: 'Marca esta casilla para suscribirte.',
    CHOICE_INVALID: 'Elige una de las opciones.',
    ACCEPT_TERMS_REQUIRED: 'Acepta el contrato de arrendamiento para continuar.',
    CREDITCARD: 'Escribe un número de tarjeta válido.',
    CARD_EXPIRY_INVALID: 'Escribe una fecha de vencimiento válida con el formato MM/AA.',
    CARD_CVV_INVALID: 'Escribe el código de seguridad de 3 o 4 dígitos.',
    NUMBER: 'Escribe un número válido.',
    DIGITS: 'Usa solo números.',
    MAXLENGTH: 'Este texto es demasiado largo. Acórtalo, por favor.',
  },
  enCA: {
    // Same text as <lto-zip-modal>'s Canadian English.
    VALIDATE_ZIP_REGEX: 'Please enter a valid postal code, like A1A 1A1.',
    VALIDATE_STATE_REGEX: 'Please enter a 2-letter province code.',
    GIFT_CERT_AMOUNT_INVALID: 'Please enter an amount from C$5 to C$5,000.',
    // A Canadian applicant gives their Social Insurance Number in the field (identity.ts).
    VALIDATE_SOCIAL_SECURITY_REGEX: 'Please enter a valid 9-digit Social Insurance Number.',
  },
};

/**
 * The field error texts for forms whose postal rule takes either form on every site (SPEC 5.2:
 * postal, zip, orderTrackingPostalCode): a shopper on the US site may give a Canadian address, so
 * VALIDATE_ZIP_REGEX names both forms there. The forms that keep to the site's country (the
 * sign-up forms, the zip modal) say the site's own form; Canada's text already names its code.
 */
export const fieldMessagesEitherPostalCode: Catalogues<FieldMessageKey> = {
  en: { ...fieldMessages.en, VALIDATE_ZIP_REGEX: 'Please enter a valid 5-digit zip code or Canadian postal code, like A1A 1A1.' },
  es: { ...fieldMessages.es, VALIDATE_ZIP_REGEX: 'Escribe un código postal válido de 5 dígitos o uno canadiense, como A1A 1A1.' },
  enCA: fieldMessages.enCA,
};

/** A widget's catalogues with the field error texts under them (the widget's own texts win). */
export function withFieldMessages<K extends string>(own: Catalogues<K>, fields: Catalogues<FieldMessageKey> = fieldMessages): Catalogues<K | FieldMessageKey> {
  return {
    en: { ...fields.en, ...own.en },
    es: { ...fields.es, ...own.es },
    enCA: { ...fields.enCA, ...own.enCA } as Partial<Record<K | FieldMessageKey, string>>,
  };
}
