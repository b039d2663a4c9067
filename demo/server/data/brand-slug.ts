/**
 * A brand's segment in its landing page's address (/brand/{slug}): its name in lower case, accents
 * dropped, every run of other characters one hyphen ('Marlow & Finch' is marlow-finch).
 */
export const brandSlug = (brand: string): string =>
  brand
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
