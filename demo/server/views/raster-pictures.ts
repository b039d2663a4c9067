import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

/*
 * The demo's image service answers a picture asked for at a size (sw/sh, as a store's image
 * service takes them, SPEC 3.2) as a raster picture, as a store's are: the browser decodes a PNG
 * off the page's main thread, where an SVG picture is a document of its own that the page's main
 * thread styles, lays out and paints. Drawn by resvg.
 */

/** A colour swatch: a round chip of the variant colour with a faint rim, so white shows on white. */
const swatchSvg = (fill: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><circle cx="16" cy="16" r="15" fill="${fill}" stroke="#1f2328" stroke-opacity=".35" stroke-width="1"/></svg>`;

let ready: Promise<void> | undefined;
/** resvg's WebAssembly, loaded once: Resvg draws only after it. */
export const resvgReady = (): Promise<void> =>
  (ready ??= readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm)));

/** `svg` drawn `width` pixels wide (its shape kept), as a PNG. */
export async function pngOf(svg: string, width: number): Promise<Uint8Array<ArrayBuffer>> {
  await resvgReady();
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng());
}

/**
 * The swatch as a PNG `size` CSS pixels square, drawn at twice that for a screen of two device
 * pixels a CSS pixel (as SVG, swatches were about 45% of a listing's main-thread work for each
 * 'load more' at 4x CPU, a tile having several).
 */
export const swatchPng = (fill: string, size: number): Promise<Uint8Array<ArrayBuffer>> => pngOf(swatchSvg(fill), size * 2);
