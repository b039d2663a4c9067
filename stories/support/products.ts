import type { CompareItem } from '../../src/core/store/compare-slice';

/**
 * A living-room catalogue for the stories, shaped like what the demo server renders into the tags.
 * Images are inline SVG data URLs drawn here: Storybook must work offline and fetch nothing.
 */
export interface StoryProduct {
  pid: string;
  uuid: string;
  name: string;
  brand: string;
  category: string;
  /** Monthly lease payment in cents (SPEC 9.1 money is whole cents). */
  monthlyCents: number;
  img: string;
}

type Shape = 'sofa' | 'loveseat' | 'sectional' | 'recliner' | 'chair' | 'ottoman' | 'table' | 'tvstand';

const LEGS = (y: number, xs: number[], colour: string) =>
  xs.map((x) => `<rect x="${x}" y="${y}" width="6" height="10" rx="1" fill="${colour}"/>`).join('');

/** Simple silhouettes on a soft background, 120×120, in the product's colour. */
function drawing(shape: Shape, colour: string): string {
  const dark = '#3b3b3b';
  switch (shape) {
    case 'sofa':
      return `<rect x="14" y="42" width="92" height="30" rx="8" fill="${colour}"/><rect x="8" y="56" width="104" height="26" rx="7" fill="${colour}"/><rect x="8" y="52" width="16" height="30" rx="6" fill="${colour}" stroke="#0002"/><rect x="96" y="52" width="16" height="30" rx="6" fill="${colour}" stroke="#0002"/>${LEGS(82, [14, 100], dark)}`;
    case 'loveseat':
      return `<rect x="26" y="42" width="68" height="30" rx="8" fill="${colour}"/><rect x="20" y="56" width="80" height="26" rx="7" fill="${colour}"/><rect x="20" y="52" width="14" height="30" rx="6" fill="${colour}" stroke="#0002"/><rect x="86" y="52" width="14" height="30" rx="6" fill="${colour}" stroke="#0002"/>${LEGS(82, [26, 88], dark)}`;
    case 'sectional':
      return `<rect x="8" y="44" width="74" height="26" rx="7" fill="${colour}"/><rect x="8" y="58" width="74" height="24" rx="6" fill="${colour}"/><rect x="70" y="44" width="42" height="50" rx="7" fill="${colour}" stroke="#0002"/>${LEGS(82, [12], dark)}${LEGS(94, [104], dark)}`;
    case 'recliner':
      return `<rect x="34" y="30" width="50" height="46" rx="10" fill="${colour}"/><rect x="28" y="58" width="62" height="24" rx="7" fill="${colour}" stroke="#0002"/><rect x="44" y="84" width="44" height="8" rx="3" fill="${colour}"/>${LEGS(92, [34, 80], dark)}`;
    case 'chair':
      return `<rect x="38" y="30" width="44" height="40" rx="8" fill="${colour}"/><rect x="34" y="62" width="52" height="18" rx="6" fill="${colour}" stroke="#0002"/><path d="M40 80 l-4 16 M80 80 l4 16" stroke="${dark}" stroke-width="4" stroke-linecap="round"/>`;
    case 'ottoman':
      return `<rect x="30" y="56" width="60" height="28" rx="10" fill="${colour}"/><path d="M30 64 h60" stroke="#0002" stroke-width="2"/>${LEGS(84, [36, 78], dark)}`;
    case 'table':
      return `<rect x="16" y="54" width="88" height="8" rx="2" fill="${colour}"/><rect x="22" y="74" width="76" height="4" rx="1" fill="${colour}" opacity=".8"/><path d="M22 62 v28 M98 62 v28" stroke="${colour}" stroke-width="5"/>`;
    case 'tvstand':
      return `<rect x="34" y="22" width="52" height="30" rx="2" fill="${dark}"/><rect x="14" y="60" width="92" height="26" rx="3" fill="${colour}"/><path d="M45 60 v26 M75 60 v26" stroke="#0003" stroke-width="2"/>${LEGS(86, [18, 96], dark)}`;
  }
}

export function productImage(shape: Shape, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120"><rect width="120" height="120" rx="8" fill="#f3f1ed"/>${drawing(shape, colour)}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const product = (
  pid: string,
  uuid: string,
  name: string,
  brand: string,
  monthlyCents: number,
  shape: Shape,
  colour: string,
): StoryProduct => ({ pid, uuid, name, brand, category: 'living-room', monthlyCents, img: productImage(shape, colour) });

/** Oldest first is the order the stories add them to the compare list. */
export const PRODUCTS: readonly StoryProduct[] = [
  product('P1001', '9b1d3c2e-4f6a-4b8e-9a1d-1c2b3d4e5f60', 'Harbor Sofa', 'Coastline Home', 8999, 'sofa', '#5b7c99'),
  product('P1002', '2f7a9c41-8e3b-4d2a-b6c5-7d8e9f0a1b22', 'Avery Loveseat', 'Coastline Home', 6499, 'loveseat', '#a0795a'),
  product('P1003', '6c4e2a18-3b9d-4f7e-8a2c-5e6f7a8b9c33', 'Monterey 3-Piece Sectional', 'Rowan & Pike', 15999, 'sectional', '#7d8471'),
  product('P1004', 'b3d5f7a9-1c2e-4a6b-8d0f-2a4c6e8a0b44', 'Dalton Power Recliner', 'Northfield', 7499, 'recliner', '#6b4f3a'),
  product('P1005', 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a55', 'Camden Accent Chair', 'Rowan & Pike', 3299, 'chair', '#c9a227'),
  product('P1006', '0a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c66', 'Willow Storage Ottoman', 'Northfield', 1999, 'ottoman', '#8e6c8a'),
  product('P1007', '5d6e7f80-9a1b-4c2d-8e3f-4a5b6c7d8e77', 'Ridgeway Coffee Table', 'Oak & Anvil', 2799, 'table', '#8b5a2b'),
  product('P1008', 'c7d8e9f0-a1b2-4c3d-9e4f-5a6b7c8d9e88', 'Everett 65" TV Stand', 'Oak & Anvil', 3899, 'tvstand', '#4a4a4a'),
];

/** The compare item the server would render for a product (SPEC 3.3). */
export function compareItem({ pid, uuid, name, img, category }: StoryProduct): CompareItem {
  return { pid, uuid, name, img, category };
}

/** The first `count` products as the server's compare list, oldest first. */
export function compareList(count: number): CompareItem[] {
  return PRODUCTS.slice(0, count).map(compareItem);
}
