/**
 * Finds what looks like a shopper's personal data in free text meant for a log or an analytics
 * event, so it can be refused before it is stored or sent. It errs on the side of refusing: a log
 * line loses nothing by not carrying a long number, a date or an address.
 *
 * The text is first brought to one form, so another way of writing the same thing is caught too:
 * compatibility forms folded (NFKC: full-width digits and '＠', '﹫'), invisible format characters
 * dropped (a zero-width space between digits), and the digits of every script read as 0-9.
 * Then:
 * - 'number': 9 or more digits in one run, whatever short separators sit between them (spaces,
 *   dots, dashes of any kind, slashes, parentheses): SSNs, phone numbers, card and account numbers;
 * - 'date': day, month and year, day or month first or year first, with any separator but ':'
 *   ('04/12/1990', '1990-12-04', '4.12.90');
 * - 'email': an address, with '@' or a written-out look-alike ('[at]', '(at)', or ' at ' with the
 *   dots written ' dot ');
 * - 'token': what looks like a secret handed out by a server (a session id, an access token, a
 *   password reset key): a JSON web token, 32 or more hex digits in a row, or 20 or more letters,
 *   digits and base64 marks in a row mixing upper case, lower case and digits. Words joined by
 *   dashes ('spring-sale-2025') and product ids ('P1001-2') are not tokens.
 * Nothing here imports from the widgets or the demo: it is the one detector both use.
 */
export type PersonalDataKind = 'number' | 'date' | 'email' | 'token';

/** The value of a decimal digit of any script (\p{Nd}): scripts lay their digits out in runs of ten. */
function digitValue(code: number): number {
  let start = code;
  while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
  return (code - start) % 10;
}

/** The one form every check reads (see above); HTML's '&#64;' and '&commat;' are an '@' too. */
export function normalizeForScan(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/&#0*64;|&#x0*40;|&commat;/gi, '@')
    .replace(/\p{Nd}/gu, (digit) => String(digitValue(digit.codePointAt(0)!)));
}

/** Separators between digits: up to three characters that are neither letters nor digits (nor line breaks). */
const SEP = String.raw`[^\p{L}\p{N}\n]{0,3}`;
const LONG_NUMBER = new RegExp(String.raw`(?<!\d)\d(?:${SEP}\d){8,}`, 'u');

const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
const MONTH = String.raw`(?:0?[1-9]|1[0-2])`;
const YEAR = String.raw`(?:1[89]\d\d|20\d\d|\d\d)`;
/** Any one mark between spaces but ':' (10:11:12 is a time of day). */
const DATE_SEP = String.raw`\s?[^\p{L}\p{N}\n:]\s?`;
const DATE = new RegExp(
  String.raw`(?<!\d)(?:${DAY}${DATE_SEP}${MONTH}|${MONTH}${DATE_SEP}${DAY})${DATE_SEP}${YEAR}(?!\d)|(?<!\d)(?:1[89]\d\d|20\d\d)${DATE_SEP}${MONTH}${DATE_SEP}${DAY}(?!\d)`,
  'u',
);

// The characters an address may have before its '@' (RFC 5322 atext and dots: '!#$%&'*+/=?^_`{|}~-').
const LOCAL_CHAR = "[\\p{L}\\p{N}.!#$%&'*+/=?^_`{|}~-]";
// The lookbehind starts an address only where a word starts: no quadratic retries inside a long word.
const LOCAL = `(?<!${LOCAL_CHAR})${LOCAL_CHAR}+`;
const LABEL = String.raw`[\p{L}\p{N}-]+`;
const BRACKETED = (word: string) => String.raw`\s*[([{<]\s*${word}\s*[)\]}>]\s*`;
const SPOKEN = (word: string) => String.raw`\s+${word}\s+`;
/** 'ana@example.com', 'ana [at] example.com', 'ana (at) example (dot) com', 'ana at example dot com'. */
const EMAILS = [
  String.raw`${LOCAL}@${LABEL}(?:\.${LABEL})*\.\p{L}{2,}`,
  String.raw`${LOCAL}${BRACKETED('at')}${LABEL}(?:(?:\.|${BRACKETED('dot')})${LABEL})*(?:\.|${BRACKETED('dot')})\p{L}{2,}`,
  String.raw`${LOCAL}${SPOKEN('at')}${LABEL}(?:(?:${BRACKETED('dot')}|${SPOKEN('dot')})${LABEL})*(?:${BRACKETED('dot')}|${SPOKEN('dot')})\p{L}{2,}`,
].map((source) => new RegExp(source, 'iu'));

const TOKENS = [
  /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/,
  /(?<![\da-f])[\da-f]{32,}(?![\da-f])/i,
  // Bounded, so a long word costs one pass: the lookaheads read at most the run they start.
  /(?<![\w+/=])(?=[\w+/=]{0,200}\d)(?=[\w+/=]{0,200}[a-z])(?=[\w+/=]{0,200}[A-Z])[\w+/=]{20,}/,
];

/** The first kind of personal data the text seems to carry, or null. */
export function findPersonalData(text: string): PersonalDataKind | null {
  const scanned = normalizeForScan(text);
  if (EMAILS.some((email) => email.test(scanned))) return 'email';
  if (DATE.test(scanned)) return 'date';
  if (LONG_NUMBER.test(scanned)) return 'number';
  if (TOKENS.some((token) => token.test(scanned))) return 'token';
  return null;
}

export const looksPersonal = (text: string): boolean => findPersonalData(text) !== null;
