/**
 * The reload replaces the picker itself (it lives in the content it reloads): the old island asks
 * here for focus on the option the shopper chose, and the new island of the same product takes it
 * once it has mounted.
 */
const wanted = new Map<string, string>();

export function focusAfterReload(product: string, variation: string): void {
  wanted.set(product, variation);
}

/** The variation whose option should take focus, once: undefined when none was asked for. */
export function takeFocusRequest(product: string): string | undefined {
  const variation = wanted.get(product);
  wanted.delete(product);
  return variation;
}

/** The option of `variation` that the picker under `root` shows chosen: its checked swatch, or its select. */
export function chosenOption(root: ParentNode, variation: string): HTMLElement | null {
  const group = Array.from(root.querySelectorAll<HTMLElement>('[data-variation]')).find((el) => el.dataset.variation === variation);
  return group?.matches('select') ? group : (group?.querySelector<HTMLElement>('[aria-checked="true"]') ?? null);
}
