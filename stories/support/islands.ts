import { expect, waitFor } from 'storybook/test';

/**
 * The island `tag` inside `container`, once React has drawn it (`data-lto-ready`). Until then the
 * server's markup inside may look the same (the lease terms' tabs do) but answers nothing, so a
 * play function waits for this before clicking.
 */
export async function findIsland(container: HTMLElement, tag: `lto-${string}`): Promise<HTMLElement> {
  let island: HTMLElement | null = null;
  await waitFor(() => {
    island = container.querySelector<HTMLElement>(`${tag}[data-lto-ready]`);
    return expect(island).not.toBeNull();
  });
  return island!;
}
