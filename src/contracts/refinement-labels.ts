/**
 * SPEC 2.6: the refinement label 'Washer & Dryer Sets' is displayed as 'Washer & Dryer'. The
 * Spanish label is shortened alike, so both sites read the same. The platform may write either;
 * the refinements widget shows the shorter one.
 */
const SHORTER_LABELS: Readonly<Record<string, string>> = {
  'Washer & Dryer Sets': 'Washer & Dryer',
  'Juegos de lavadora y secadora': 'Lavadora y secadora',
};

/** A refinement value's label as shown: the shorter one where SPEC gives one, else as written. */
export const refinementLabel = (label: string): string => SHORTER_LABELS[label] ?? label;
