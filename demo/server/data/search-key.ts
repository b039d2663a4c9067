/** Lower case without accents, so 'sofa' finds 'Sofá' and 'SOFA' alike. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
