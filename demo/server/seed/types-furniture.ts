import type { CategoryTypes } from './product-type.js';

export const UPHOLSTERY_BRANDS = ['Ashford Home', 'Crestline', 'Marlow & Finch', 'Lakehouse Living'];
export const CASEGOODS_BRANDS = ['Oak Hollow', 'Ashford Home', 'Birchwood Co.', 'Crestline'];
const BEDDING_BRANDS = ['DreamRest', 'Slumberwell', 'Cloudline'];

export const LIVING_ROOM: CategoryTypes = {
  category: 'living-room',
  models: [
    'Harbor', 'Brookline', 'Cambria', 'Dalton', 'Everly', 'Fairmont', 'Greyson', 'Halston', 'Irving', 'Jasper',
    'Kendall', 'Langston', 'Madison', 'Newport', 'Oakley', 'Preston', 'Quincy', 'Radley', 'Sutton', 'Tanner',
    'Vaughn', 'Wexford', 'Yardley', 'Ashby', 'Beckett', 'Carlisle', 'Dorset', 'Ellison', 'Finley', 'Garrison',
  ],
  types: [
    { key: 'sofa', kind: 'sofa', count: 8, price: [599, 1499], palette: 'upholstery', brands: UPHOLSTERY_BRANDS,
      name: (m) => ({ en: `${m} Sofa`, es: `Sofá ${m}` }) },
    { key: 'sectional', kind: 'sectional', count: 6, price: [1199, 2799], palette: 'upholstery', brands: UPHOLSTERY_BRANDS,
      name: (m, r) => r.chance(0.5)
        ? { en: `${m} 3-Piece Sectional`, es: `Sofá seccional ${m} de 3 piezas` }
        : { en: `${m} Sectional with Chaise`, es: `Sofá seccional ${m} con diván` } },
    { key: 'loveseat', kind: 'sofa', count: 3, price: [499, 1099], palette: 'upholstery', brands: UPHOLSTERY_BRANDS,
      name: (m) => ({ en: `${m} Loveseat`, es: `Sofá de dos plazas ${m}` }) },
    { key: 'recliner', kind: 'chair', count: 5, price: [399, 1099], palette: 'leather', brands: UPHOLSTERY_BRANDS,
      name: (m, r) => r.chance(0.5)
        ? { en: `${m} Power Recliner`, es: `Sillón reclinable eléctrico ${m}` }
        : { en: `${m} Rocker Recliner`, es: `Sillón reclinable mecedora ${m}` } },
    { key: 'sleeper', kind: 'sofa', count: 3, price: [799, 1599], palette: 'upholstery', brands: UPHOLSTERY_BRANDS,
      name: (m) => ({ en: `${m} Queen Sleeper Sofa`, es: `Sofá cama ${m} tamaño queen` }) },
    { key: 'accent-chair', kind: 'chair', count: 2, price: [249, 599], palette: 'upholstery', brands: UPHOLSTERY_BRANDS,
      name: (m) => ({ en: `${m} Accent Chair`, es: `Sillón decorativo ${m}` }) },
    { key: 'coffee-table', kind: 'table', count: 2, price: [149, 449], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} Coffee Table`, es: `Mesa de centro ${m}` }) },
    { key: 'tv-stand', kind: 'cabinet', count: 1, price: [249, 699], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} 70" TV Stand`, es: `Mueble para TV ${m} de 70"` }) },
  ],
};

export const BEDROOM: CategoryTypes = {
  category: 'bedroom',
  models: [
    'Aspen', 'Bristol', 'Chandler', 'Delmar', 'Elmwood', 'Foxhall', 'Glendale', 'Hollis', 'Ivywood', 'Juniper',
    'Keaton', 'Lennox', 'Monroe', 'Norwood', 'Orchard', 'Palmer', 'Riverton', 'Sawyer', 'Thornton', 'Willow',
    'Winslow', 'Avalon', 'Belmont', 'Cedar Ridge', 'Dover', 'Easton', 'Fulton', 'Hartley', 'Linden', 'Marston',
  ],
  types: [
    { key: 'queen-bed', kind: 'bed', count: 5, price: [499, 1199], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m, r) => r.chance(0.5)
        ? { en: `${m} Queen Panel Bed`, es: `Cama de paneles ${m} tamaño queen` }
        : { en: `${m} Queen Upholstered Bed`, es: `Cama tapizada ${m} tamaño queen` } },
    { key: 'king-bed', kind: 'bed', count: 3, price: [699, 1499], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} King Storage Bed`, es: `Cama con almacenaje ${m} tamaño king` }) },
    { key: 'queen-mattress', kind: 'mattress', count: 5, price: [499, 1499], palette: 'mattress', brands: BEDDING_BRANDS,
      name: (m, r) => r.chance(0.5)
        ? { en: `${m} 12" Hybrid Queen Mattress`, es: `Colchón híbrido ${m} tamaño queen de 12"` }
        : { en: `${m} 10" Memory Foam Queen Mattress`, es: `Colchón de espuma viscoelástica ${m} tamaño queen de 10"` } },
    { key: 'king-mattress', kind: 'mattress', count: 2, price: [899, 1899], palette: 'mattress', brands: BEDDING_BRANDS,
      name: (m) => ({ en: `${m} 14" Pillow Top King Mattress`, es: `Colchón acolchado ${m} tamaño king de 14"` }) },
    { key: 'dresser', kind: 'cabinet', count: 4, price: [399, 999], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} 6-Drawer Dresser`, es: `Cómoda ${m} de 6 cajones` }) },
    { key: 'nightstand', kind: 'cabinet', count: 3, price: [149, 349], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} 2-Drawer Nightstand`, es: `Mesa de noche ${m} de 2 cajones` }) },
    { key: 'bedroom-set', kind: 'bed', count: 4, price: [1499, 3499], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} 5-Piece Queen Bedroom Set`, es: `Juego de dormitorio ${m} tamaño queen de 5 piezas` }) },
    { key: 'chest', kind: 'cabinet', count: 2, price: [349, 799], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} 5-Drawer Chest`, es: `Cajonera ${m} de 5 cajones` }) },
    { key: 'bunk-bed', kind: 'bed', count: 2, price: [499, 999], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} Twin-over-Full Bunk Bed`, es: `Litera ${m} individual sobre matrimonial` }) },
  ],
};

export const DINING: CategoryTypes = {
  category: 'dining',
  models: [
    'Abbott', 'Bayside', 'Cortland', 'Danbury', 'Emerson', 'Fenwick', 'Gable', 'Hampton', 'Isla', 'Jameson',
    'Kingsley', 'Larkin', 'Merritt', 'Nolan', 'Ogden', 'Pierce', 'Rowan', 'Sheffield', 'Trenton', 'Upton',
    'Verona', 'Whitaker', 'Ashland', 'Barlow', 'Clifton', 'Drake', 'Everett', 'Fowler', 'Granger', 'Holbrook',
  ],
  types: [
    { key: 'dining-set-5', kind: 'dining-set', count: 6, price: [599, 1399], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} 5-Piece Dining Set`, es: `Juego de comedor ${m} de 5 piezas` }) },
    { key: 'dining-set-7', kind: 'dining-set', count: 4, price: [999, 1899], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} 7-Piece Dining Set`, es: `Juego de comedor ${m} de 7 piezas` }) },
    { key: 'counter-set', kind: 'dining-set', count: 4, price: [699, 1499], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} Counter-Height Dining Set`, es: `Juego de comedor alto ${m}` }) },
    { key: 'dining-table', kind: 'table', count: 4, price: [299, 899], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} Extendable Dining Table`, es: `Mesa de comedor extensible ${m}` }) },
    { key: 'dining-chairs', kind: 'stool', count: 4, price: [149, 399], palette: 'upholstery', brands: UPHOLSTERY_BRANDS,
      name: (m) => ({ en: `${m} Dining Chairs (Set of 2)`, es: `Sillas de comedor ${m} (juego de 2)` }) },
    { key: 'bar-stools', kind: 'stool', count: 4, price: [149, 349], palette: 'leather', brands: UPHOLSTERY_BRANDS,
      name: (m) => ({ en: `${m} Counter Stools (Set of 2)`, es: `Bancos altos ${m} (juego de 2)` }) },
    { key: 'buffet', kind: 'cabinet', count: 2, price: [399, 899], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} Sideboard Buffet`, es: `Aparador ${m}` }) },
    { key: 'bench', kind: 'table', count: 2, price: [149, 299], palette: 'wood', brands: CASEGOODS_BRANDS,
      name: (m) => ({ en: `${m} Dining Bench`, es: `Banca de comedor ${m}` }) },
  ],
};
