/**
 * The server's form (README "Server markup"), read once when the widget is first drawn: where it
 * goes, the fields it keeps (the other refinements, the order, the size) and the min and max the
 * boxes hold. The widget draws the same form and builds its addresses from these.
 */
export interface ServerForm {
  action: string;
  /** The hidden fields, in order. */
  kept: readonly (readonly [string, string])[];
  min: string;
  max: string;
  /** The boxes' ids, kept when the widget draws them. */
  ids: { min: string | undefined; max: string | undefined };
}

/** Never carried into a new range: the range itself, the page of results, a fragment request. */
const REPLACED = new Set(['pmin', 'pmax', 'start', 'format']);

export function readServerForm(element: Element): ServerForm {
  const form = element.querySelector('form');
  const input = (name: string) => form?.querySelector<HTMLInputElement>(`input[name="${name}"]:not([type="hidden"])`);
  const box = (name: string) => input(name)?.value ?? '';
  const ids = { min: input('pmin')?.id || undefined, max: input('pmax')?.id || undefined };
  if (!form) {
    // No markup to read: this page's listing, with what its address says.
    const here = new URL(location.href);
    return { action: here.pathname, kept: [...here.searchParams].filter(([name]) => !REPLACED.has(name)), min: '', max: '', ids: { min: undefined, max: undefined } };
  }
  const kept = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"][name]')].map((input) => [input.name, input.value] as const);
  return { action: form.getAttribute('action') ?? '', kept: kept.filter(([name]) => !REPLACED.has(name)), min: box('pmin'), max: box('pmax'), ids };
}

/**
 * The listing with a monthly payment range: the form's action with its kept fields and pmin and
 * pmax, as the form would submit them (a GET form's fields take the place of the action's query),
 * from the first result.
 */
export function refinedAddress(form: Pick<ServerForm, 'action' | 'kept'>, request: { pmin: number; pmax: number }): string {
  const url = new URL(form.action || location.href, document.baseURI);
  url.search = '';
  url.hash = '';
  for (const [name, value] of form.kept) url.searchParams.append(name, value);
  url.searchParams.set('pmin', String(request.pmin));
  url.searchParams.set('pmax', String(request.pmax));
  return url.href;
}
