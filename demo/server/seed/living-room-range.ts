import type { CategoryTypes, ProductTypeSeed } from './product-type.js';
import { CASEGOODS_BRANDS, LIVING_ROOM, UPHOLSTERY_BRANDS } from './types-furniture.js';

/**
 * The living room's wider range: the products added after the first catalogue so the listing page
 * has 100+ products to refine, sort and page through. Two more upholstery makers and one more
 * case-goods maker join, and four sub-categories a furniture store carries (reclining sofas,
 * ottomans, end tables) appear. Sofas of every kind lead, as they do in a living-room department.
 */
const MORE_UPHOLSTERY = [...UPHOLSTERY_BRANDS, 'Northmoor', 'Wrenfield'];
const MORE_CASEGOODS = [...CASEGOODS_BRANDS, 'Alder & Oak'];

const existing = (key: string): ProductTypeSeed => {
  const type = LIVING_ROOM.types.find((t) => t.key === key);
  if (!type) throw new Error(`no living-room type ${key}`);
  return type;
};

/** An existing type with its own count here; upholstery and case goods from the wider brand lists. */
const more = (key: string, count: number): ProductTypeSeed => {
  const type = existing(key);
  return { ...type, count, brands: type.palette === 'wood' ? MORE_CASEGOODS : MORE_UPHOLSTERY };
};

export const LIVING_ROOM_RANGE: CategoryTypes = {
  category: 'living-room',
  // None of these is a model name anywhere else in the catalogue, so every product name stays unique.
  models: [
    'Abernathy', 'Bancroft', 'Calloway', 'Davenport', 'Ellsworth', 'Fairhaven', 'Galloway', 'Hadley', 'Ingram', 'Jensen',
    'Kingsbury', 'Lockwood', 'Mercer', 'Northcott', 'Oakhurst', 'Pemberton', 'Quinlan', 'Redmond', 'Stanton', 'Thatcher',
    'Underwood', 'Vance', 'Whitfield', 'Yorkshire', 'Alcott', 'Blakely', 'Carrington', 'Delaney', 'Emory', 'Fitzgerald',
    'Gilmore', 'Hawthorne', 'Ashworth', 'Jefferson', 'Kensington', 'Lancaster', 'Montgomery', 'Nash', 'Ormond', 'Prescott',
    'Remington', 'Sinclair', 'Templeton', 'Ventura', 'Wakefield', 'Bellamy', 'Chatham', 'Dunmore', 'Elmhurst', 'Fremont',
    'Grantham', 'Huxley', 'Kirkland', 'Lowell', 'Mayfield', 'Norwich', 'Pembrook', 'Rockport', 'Salem', 'Tilden',
    'Westbrook', 'Aldridge', 'Brantley', 'Cromwell', 'Dempsey', 'Everton', 'Forrester', 'Hollister', 'Kimball', 'Langley',
    'Merrick', 'Newbury', 'Oxford', 'Pickett', 'Rutherford', 'Sherwood', 'Thornbury', 'Whitmore', 'Wilder', 'Winthrop',
  ],
  types: [
    more('sofa', 14),
    more('sectional', 12),
    more('loveseat', 7),
    { key: 'reclining-sofa', kind: 'sofa', count: 9, price: [899, 1999], palette: 'leather', brands: MORE_UPHOLSTERY,
      name: (m, r) => r.chance(0.5)
        ? { en: `${m} Power Reclining Sofa`, es: `Sofá reclinable eléctrico ${m}` }
        : { en: `${m} Reclining Sofa`, es: `Sofá reclinable ${m}` } },
    more('sleeper', 5),
    more('recliner', 9),
    more('accent-chair', 7),
    { key: 'ottoman', kind: 'stool', count: 4, price: [149, 399], palette: 'upholstery', brands: MORE_UPHOLSTERY,
      name: (m) => ({ en: `${m} Storage Ottoman`, es: `Otomana con almacenaje ${m}` }) },
    more('coffee-table', 5),
    { key: 'end-table', kind: 'table', count: 4, price: [99, 299], palette: 'wood', brands: MORE_CASEGOODS,
      name: (m) => ({ en: `${m} End Table`, es: `Mesa auxiliar ${m}` }) },
    more('tv-stand', 4),
  ],
};
