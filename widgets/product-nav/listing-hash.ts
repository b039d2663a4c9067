/**
 * The listing hash of the page (SPEC 2.6: the tile wrote `#start=N` into the link) as query
 * parameters, or null when there is none. A plain anchor ('#reviews') is not a listing hash.
 * Its own module: the autoloader's wake module reads it before any widget code is on the page.
 */
export function listingHash(hash: string): URLSearchParams | null {
  const text = hash.replace(/^#/, '');
  if (!text.includes('=')) return null;
  const params = new URLSearchParams(text);
  params.delete('pid');
  return [...params.keys()].length > 0 ? params : null;
}

