export interface ColorSeed {
  key: string;
  en: string;
  es: string;
  hex: string;
}

export const COLORS: readonly ColorSeed[] = [
  { key: 'gray', en: 'Gray', es: 'Gris', hex: '#8a8f98' },
  { key: 'charcoal', en: 'Charcoal', es: 'Carbón', hex: '#3d4148' },
  { key: 'beige', en: 'Beige', es: 'Beige', hex: '#d9c8a9' },
  { key: 'navy', en: 'Navy', es: 'Azul marino', hex: '#26395f' },
  { key: 'brown', en: 'Brown', es: 'Café', hex: '#6e4b34' },
  { key: 'cream', en: 'Cream', es: 'Crema', hex: '#efe6d2' },
  { key: 'sage', en: 'Sage Green', es: 'Verde salvia', hex: '#8fa58a' },
  { key: 'rust', en: 'Rust', es: 'Óxido', hex: '#a5522e' },
  { key: 'espresso', en: 'Espresso', es: 'Espresso', hex: '#3b2a20' },
  { key: 'walnut', en: 'Walnut', es: 'Nogal', hex: '#7a5535' },
  { key: 'oak', en: 'Natural Oak', es: 'Roble natural', hex: '#c29a6b' },
  { key: 'white', en: 'White', es: 'Blanco', hex: '#f7f7f5' },
  { key: 'black', en: 'Black', es: 'Negro', hex: '#222326' },
  { key: 'stainless', en: 'Stainless Steel', es: 'Acero inoxidable', hex: '#b8bdc3' },
  { key: 'black-stainless', en: 'Black Stainless', es: 'Acero inoxidable negro', hex: '#4a4d52' },
  { key: 'silver', en: 'Silver', es: 'Plateado', hex: '#c9ccd1' },
  { key: 'blue', en: 'Blue', es: 'Azul', hex: '#2f6fb3' },
  { key: 'red', en: 'Red', es: 'Rojo', hex: '#b3303a' },
];

export const PALETTES = {
  upholstery: ['gray', 'charcoal', 'beige', 'navy', 'brown', 'cream', 'sage', 'rust'],
  leather: ['brown', 'black', 'espresso', 'gray'],
  wood: ['espresso', 'walnut', 'oak', 'white', 'gray', 'black'],
  mattress: ['white'],
  appliance: ['white', 'stainless', 'black-stainless', 'black'],
  tech: ['black', 'silver', 'white', 'blue', 'red'],
  computer: ['silver', 'charcoal', 'black', 'blue'],
} as const satisfies Record<string, readonly string[]>;

export type PaletteName = keyof typeof PALETTES;
