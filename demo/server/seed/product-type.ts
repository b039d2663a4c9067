import type { PaletteName } from './colors.js';
import type { Rng } from './prng.js';

/** Which silhouette the image route draws for a product. */
export type ShapeKind =
  | 'sofa' | 'sectional' | 'chair' | 'table' | 'cabinet' | 'bed' | 'mattress' | 'dining-set' | 'stool'
  | 'fridge' | 'washer' | 'range' | 'microwave'
  | 'tv' | 'soundbar' | 'speaker' | 'headphones' | 'console'
  | 'laptop' | 'desktop' | 'tablet';

export interface LocalizedName {
  en: string;
  es: string;
}

export interface ProductTypeSeed {
  key: string;
  kind: ShapeKind;
  count: number;
  /** Cash price range in whole dollars. */
  price: readonly [number, number];
  palette: PaletteName;
  brands: readonly string[];
  /** English puts the model first ('Harbor Sofa'), Spanish the product word ('Sofá Harbor'). */
  name(model: string, rng: Rng): LocalizedName;
}

export interface CategoryTypes {
  category: string;
  /** Model or series names, used once each within the category. */
  models: readonly string[];
  types: readonly ProductTypeSeed[];
}
