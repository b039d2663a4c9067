import * as v from 'valibot';

/**
 * The pictures of each variant of a product, as the platform writes them into the `variants`
 * attribute of <lto-product-media>: `[{"pid": "P1001-1", "images": [{"src", "alt", "zoom"}]}]`.
 * A variant with no picture, a picture with no alt text or a script URL makes the whole attribute
 * invalid, and the element keeps the server's markup.
 */

/** A URL that would run script where an image was expected. */
const SCRIPT_URL = /^(?:javascript|vbscript):/i;
const ImageUrl = v.pipe(
  v.string(),
  v.trim(),
  // Browsers ignore whitespace and control characters inside a scheme.
  // eslint-disable-next-line no-control-regex
  v.check((url) => !SCRIPT_URL.test(url.replace(/[\u0000-\u0020]/g, '')), 'not a script URL'),
);

const ImageSchema = v.object({
  src: v.pipe(ImageUrl, v.nonEmpty()),
  /** The picture is the product: it always says what it shows ('Harbor Sofa, Navy, side view'). */
  alt: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  /** A larger picture for the zoom view; '' or absent: src itself. */
  zoom: v.optional(ImageUrl, ''),
});

export type MediaImage = v.InferOutput<typeof ImageSchema>;

const VariantImagesSchema = v.object({
  pid: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  images: v.pipe(v.array(ImageSchema), v.minLength(1)),
});

export type MediaVariant = v.InferOutput<typeof VariantImagesSchema>;

/** The `variants` attribute: at least one variant, pids unique. */
export const MediaVariantsSchema = v.pipe(
  v.array(VariantImagesSchema),
  v.minLength(1),
  v.check((variants) => new Set(variants.map((variant) => variant.pid)).size === variants.length, 'variant pids must be unique'),
);

/** The SPEC-side input shape (what a server writes), for stories, tests and the demo. */
export type MediaVariantInput = v.InferInput<typeof VariantImagesSchema>;
