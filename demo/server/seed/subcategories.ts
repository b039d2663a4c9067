import type { LocalizedName } from './product-type.js';

export interface SubcategorySeed extends LocalizedName {
  /** The product type key (products.type_key), which the listing refines by as `subcat`. */
  key: string;
}

/**
 * The refinement label of every product type, in the order a merchandiser lists them within
 * their department. The labels are the platform's own; the listing page shows some of them
 * shorter (SPEC 2.6: 'Washer & Dryer Sets' reads 'Washer & Dryer'), which is the view's rule.
 */
export const SUBCATEGORIES: readonly SubcategorySeed[] = [
  { key: 'sofa', en: 'Sofas', es: 'Sofás' },
  { key: 'sectional', en: 'Sectionals', es: 'Seccionales' },
  { key: 'loveseat', en: 'Loveseats', es: 'Sofás de dos plazas' },
  { key: 'reclining-sofa', en: 'Reclining Sofas', es: 'Sofás reclinables' },
  { key: 'sleeper', en: 'Sleeper Sofas', es: 'Sofás cama' },
  { key: 'recliner', en: 'Recliners', es: 'Sillones reclinables' },
  { key: 'accent-chair', en: 'Accent Chairs', es: 'Sillones decorativos' },
  { key: 'ottoman', en: 'Ottomans', es: 'Otomanas' },
  { key: 'coffee-table', en: 'Coffee Tables', es: 'Mesas de centro' },
  { key: 'end-table', en: 'End Tables', es: 'Mesas auxiliares' },
  { key: 'tv-stand', en: 'TV Stands', es: 'Muebles para TV' },
  { key: 'queen-bed', en: 'Queen Beds', es: 'Camas queen' },
  { key: 'king-bed', en: 'King Beds', es: 'Camas king' },
  { key: 'bunk-bed', en: 'Bunk Beds', es: 'Literas' },
  { key: 'bedroom-set', en: 'Bedroom Sets', es: 'Juegos de dormitorio' },
  { key: 'queen-mattress', en: 'Queen Mattresses', es: 'Colchones queen' },
  { key: 'king-mattress', en: 'King Mattresses', es: 'Colchones king' },
  { key: 'dresser', en: 'Dressers', es: 'Cómodas' },
  { key: 'chest', en: 'Chests', es: 'Cajoneras' },
  { key: 'nightstand', en: 'Nightstands', es: 'Mesas de noche' },
  { key: 'dining-set-5', en: '5-Piece Dining Sets', es: 'Juegos de comedor de 5 piezas' },
  { key: 'dining-set-7', en: '7-Piece Dining Sets', es: 'Juegos de comedor de 7 piezas' },
  { key: 'counter-set', en: 'Counter-Height Sets', es: 'Juegos de comedor altos' },
  { key: 'dining-table', en: 'Dining Tables', es: 'Mesas de comedor' },
  { key: 'dining-chairs', en: 'Dining Chairs', es: 'Sillas de comedor' },
  { key: 'bar-stools', en: 'Bar Stools', es: 'Bancos altos' },
  { key: 'buffet', en: 'Sideboards & Buffets', es: 'Aparadores' },
  { key: 'bench', en: 'Dining Benches', es: 'Bancas de comedor' },
  { key: 'french-door-fridge', en: 'French Door Refrigerators', es: 'Refrigeradores de puertas francesas' },
  { key: 'side-fridge', en: 'Side-by-Side Refrigerators', es: 'Refrigeradores de dos puertas' },
  { key: 'top-fridge', en: 'Top-Freezer Refrigerators', es: 'Refrigeradores con congelador superior' },
  { key: 'freezer', en: 'Freezers', es: 'Congeladores' },
  { key: 'front-washer', en: 'Front-Load Washers', es: 'Lavadoras de carga frontal' },
  { key: 'top-washer', en: 'Top-Load Washers', es: 'Lavadoras de carga superior' },
  { key: 'dryer', en: 'Dryers', es: 'Secadoras' },
  { key: 'laundry-pair', en: 'Washer & Dryer Sets', es: 'Juegos de lavadora y secadora' },
  { key: 'range', en: 'Ranges', es: 'Estufas' },
  { key: 'dishwasher', en: 'Dishwashers', es: 'Lavavajillas' },
  { key: 'microwave', en: 'Microwaves', es: 'Hornos de microondas' },
  { key: 'tv', en: 'TVs', es: 'Televisores' },
  { key: 'sound-bar', en: 'Sound Bars', es: 'Barras de sonido' },
  { key: 'home-theater', en: 'Home Theater Systems', es: 'Sistemas de cine en casa' },
  { key: 'speaker', en: 'Bluetooth Speakers', es: 'Altavoces Bluetooth' },
  { key: 'headphones', en: 'Headphones', es: 'Audífonos' },
  { key: 'console', en: 'Gaming Consoles', es: 'Consolas de videojuegos' },
  { key: 'laptop', en: 'Laptops', es: 'Computadoras portátiles' },
  { key: 'gaming-laptop', en: 'Gaming Laptops', es: 'Computadoras portátiles para videojuegos' },
  { key: 'two-in-one', en: '2-in-1 Laptops', es: 'Computadoras portátiles 2 en 1' },
  { key: 'desktop', en: 'Desktop Computers', es: 'Computadoras de escritorio' },
  { key: 'all-in-one', en: 'All-in-One Computers', es: 'Computadoras todo en uno' },
  { key: 'monitor', en: 'Monitors', es: 'Monitores' },
  { key: 'tablet', en: 'Tablets', es: 'Tabletas' },
];
