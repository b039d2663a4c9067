import type { Page } from 'playwright-core';

/** Null when the document fits its window; else how wide it is and what sticks out past the edge. */
export function overflowOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    // The farthest out first: what stretches the page, rather than what its scroll area hides.
    const past = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 4)
      .map((el) => `${el.localName}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (${(el.textContent ?? '').trim().slice(0, 30)})`);
    return `${root.scrollWidth}px wide in a ${root.clientWidth}px window; past the edge: ${past.join(', ')}`;
  });
}
