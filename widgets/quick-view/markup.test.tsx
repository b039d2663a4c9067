/**
 * The server markup contract (README "Server markup"): drawn over markup.html, the button changes
 * nothing a shopper could see; a click given before its code ran opens the dialog once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_ACTIONS } from '../../src/core/replay';
import { fakeServer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { writeConfig } from '../../testing/widget-page';
import './element';

const fixture = markupFixture(import.meta.url);
const TAG = 'url="/p/P1001" source="category" name="Harbor Sofa"';

describe('<lto-quick-view> over its server markup', () => {
  beforeEach(() => writeConfig());

  it('is drawn exactly as the server drew it', async () => {
    const { server, drawn } = await drawOver('lto-quick-view', TAG, fixture);
    expect(drawn).toEqual(server);
    expect(screen.getByRole('button', { name: 'Quick view Harbor Sofa' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens the dialog once for a click given before its code ran, asking for the product once', async () => {
    const server = fakeServer({
      record: (url) => ({ path: url.pathname, source: url.searchParams.get('source') }),
      fallback: () => ({ body: '<div class="quickview"><h3>Harbor Sofa</h3></div>' }),
      contentType: 'text/html',
    });
    document.body.innerHTML = `<lto-quick-view ${TAG}>${fixture}</lto-quick-view>`;
    const island = document.querySelector('lto-quick-view')! as Element & { [EARLY_ACTIONS]?: unknown };
    island[EARLY_ACTIONS] = [{ type: 'click', path: [0, 0] }];
    await act(async () => island.dispatchEvent(new Event('focusin', { bubbles: true })));
    const dialog = await screen.findByRole('dialog', { name: 'Quick view' });
    await waitFor(() => expect(dialog).toHaveTextContent('Harbor Sofa'));
    expect(server.calls).toEqual([{ path: '/p/P1001', source: 'category' }]);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
