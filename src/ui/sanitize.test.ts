// @vitest-environment jsdom
// The sanitizer's own proof runs in jsdom, a DOM DOMPurify's authors support; widget tests run in
// happy-dom with the fixes of testing/happy-dom-fixes.ts.
import { describe, expect, it, vi } from 'vitest';
import { sanitizeToNodes, sanitizeToNodesInSteps, warmUp } from './sanitize';

const html = (nodes: DocumentFragment) => {
  const box = document.createElement('div');
  box.append(nodes);
  return box.innerHTML;
};

const PAGE = `<div class="listing" data-total="3"><p onclick="steal()">Viewing 3 of 3</p><script>steal()</script>
<div data-feed>
<article aria-posinset="1"><lto-product-tile pid="P1" url="javascript:steal()"><a href="/p/P1" onmouseover="steal()">Sofa</a><img src="x" onerror="steal()"></lto-product-tile></article>
<article aria-posinset="2"><h3>Chair</h3><iframe src="/evil"></iframe><style>*{display:none}</style><article>inner</article></article>
<article aria-posinset="3"><a href="javascript:steal()">Table</a><lto-favorite pid="P3"></lto-favorite></article>
</div><a href="/c/living-room?start=3" data-more>Load more</a></div>`;

describe('the warm-up run (warmSanitizer)', () => {
  it('leaves the page as it was, and the next answer sanitized as without it, while it is still under way', async () => {
    const before = document.documentElement.outerHTML;
    warmUp();
    // Its tiles' steps are still to come: the answer's own take-out of its tiles must not be mixed with them.
    expect(html(await sanitizeToNodesInSteps(PAGE, 'article', -1))).toBe(html(sanitizeToNodes(PAGE)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.documentElement.outerHTML).toBe(before);
  });
});

describe('a long fragment sanitized in steps', () => {
  it('gives the nodes sanitizing it in one go gives: the same tiles in the same places, with nothing unsafe left in them or around them', async () => {
    const stepped = html(await sanitizeToNodesInSteps(PAGE, 'article', -1));
    expect(stepped).toBe(html(sanitizeToNodes(PAGE)));
    expect(stepped).not.toMatch(/steal|<script|<iframe|<style|onerror|javascript:/);
    expect(stepped.match(/<article/g)).toHaveLength(4);
    expect(stepped).toMatch(/<article aria-posinset="1"><lto-product-tile pid="P1">.*<\/article>\s*<article aria-posinset="2">.*<article>inner<\/article><\/article>\s*<article aria-posinset="3">/s);
  });

  it('leaves the page free between its steps: the tiles are sanitized in tasks after the one that asked', async () => {
    const order: string[] = [];
    const done = sanitizeToNodesInSteps(PAGE, 'article', -1).then(() => order.push('sanitized'));
    setTimeout(() => order.push('a task of the page'), 0);
    await done;
    expect(order).toEqual(['a task of the page', 'sanitized']);
  });

  it('takes nothing out of what other code sanitizes meanwhile', () => {
    void sanitizeToNodesInSteps(PAGE, 'article', -1);
    expect(html(sanitizeToNodes('<article><h3>Quick view</h3></article>'))).toBe('<article><h3>Quick view</h3></article>');
  });

  it('drops a part that is unsafe as a whole, and a form that hides its own methods behind its fields', async () => {
    const page = '<p>Results</p><script>steal()</script><form action="/x"><input name="matches"><input name="replaceWith"><input name="ownerDocument"></form>';
    const stepped = html(await sanitizeToNodesInSteps(page, 'script, form', -1));
    expect(stepped).toBe(html(sanitizeToNodes(page)));
    expect(stepped).not.toContain('steal');
  });

  it('parses the fragment whole where the browser refuses to write into a document apart from the page', async () => {
    vi.resetModules();
    const write = vi.spyOn(Document.prototype, 'write').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    try {
      const fresh = await import('./sanitize');
      expect(html(await fresh.sanitizeToNodesInSteps(PAGE, 'article', -1))).toBe(html(sanitizeToNodes(PAGE)));
    } finally {
      write.mockRestore();
    }
  });
});
