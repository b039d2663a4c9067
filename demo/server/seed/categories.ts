export interface CategorySeed {
  key: string;
  en: string;
  es: string;
}

export const CATEGORIES: readonly CategorySeed[] = [
  { key: 'living-room', en: 'Living Room', es: 'Sala' },
  { key: 'bedroom', en: 'Bedroom', es: 'Dormitorio' },
  { key: 'dining', en: 'Dining Room', es: 'Comedor' },
  { key: 'appliances', en: 'Appliances', es: 'Electrodomésticos' },
  { key: 'electronics', en: 'Electronics', es: 'Electrónica' },
  { key: 'computers', en: 'Computers', es: 'Computadoras' },
];
