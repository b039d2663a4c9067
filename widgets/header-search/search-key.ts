/** Lower case without accents, so 'sofa' matches 'Sofá' and 'SOFA' alike. */
export const searchKey = (text: string): string => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
