import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

/** A colour swatch: a round chip of the variant colour with a faint rim, so white shows on white. */
const swatchSvg = (fill: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="15" fill="${fill}" stroke="#1f2328" stroke-opacity=".35" stroke-width="1"/></svg>`;

let ready: Promise<void> | undefined;
/** resvg's WebAssembly, loaded once: Resvg draws only after it. */
export const resvgReady = (): Promise<void> =>
  (ready ??= readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm)));

/**
 * The swatch as a PNG `size` CSS pixels square, drawn at twice that for a screen of two device
 * pixels a CSS pixel. A raster picture, as a store's swatches are: the browser decodes it off the
 * page's main thread, where an SVG picture is a document of its own to style, lay out and paint
 * on it (about 45% of a listing's main-thread work for each 'load more' at 4x CPU, a tile having
 * several swatches).
 */
export async function swatchPng(fill: string, size: number): Promise<Uint8Array<ArrayBuffer>> {
  await resvgReady();
  return new Uint8Array(new Resvg(swatchSvg(fill), { fitTo: { mode: 'width', value: size * 2 } }).render().asPng());
}
