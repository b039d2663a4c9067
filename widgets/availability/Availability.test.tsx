import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailabilityAnswer } from '../../src/contracts/availability';
import { selectVariant } from '../../src/core/store/selection-actions';
import { fakeServer, type Answer } from '../../testing/fake-server';
import { drawOver, markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const URLS = { getAvailability: '/availability' };

const politely = () => document.querySelector('[aria-live="polite"]');
const lines = () => Array.from(document.querySelectorAll('.lto-availability__line'), (p) => p.textContent);

/** A fake getAvailability: records pid and Quantity of each request. */
function fakeAvailability(...answers: Answer[]) {
  const server = fakeServer({
    record: (url) => ({ path: url.pathname, query: Object.fromEntries(url.searchParams) }),
    fallback: () => ({ body: answer({ IN_STOCK: 1 }) }),
  });
  if (answers.length) server.answer('/availability', ...answers);
  return server;
}

function answer(levels: Partial<Record<'IN_STOCK' | 'PREORDER' | 'BACKORDER' | 'NOT_AVAILABLE', number>>, extra: Record<string, unknown> = {}) {
  return {
    levels: { IN_STOCK: 0, PREORDER: 0, BACKORDER: 0, NOT_AVAILABLE: 0, ...levels },
    inStockMsg: '',
    preOrderMsg: '',
    backOrderMsg: '',
    inStockDate: '',
    ...extra,
  } satisfies AvailabilityAnswer;
}

/** The lines as the server's template writes them (markup.html). */
const written = (...texts: string[]) => `<div class="lto-availability">${texts.map((text) => `<p class="lto-availability__line">${text}</p>`).join('')}</div>`;

/** An availability tag without server text, so it asks at once. */
const tag = (extra = '') => `<lto-availability pid="P1-1" product="P1" ${extra}></lto-availability>`;

async function shows(expected: string[]) {
  await waitFor(() => expect(lines()).toEqual(expected));
}

describe('<lto-availability>', () => {
  beforeEach(() => writeConfig({ urls: URLS }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks GET {getAvailability}?pid={pid}&Quantity={n} when the server rendered no text', async () => {
    const server = fakeAvailability();
    await mount(tag('quantity="2"'));
    await shows(['In stock']);
    expect(server.calls).toEqual([{ path: '/availability', query: { pid: 'P1-1', Quantity: '2' } }]);
  });

  it.each([
    ['missing', '', '1'],
    ['not a number', 'quantity="two"', '1'],
    ['0', 'quantity="0"', '1'],
    ['4', 'quantity="4"', '4'],
  ])('sends Quantity 1 unless it is a positive number (%s → %s)', async (_case, attribute, sent) => {
    const server = fakeAvailability();
    await mount(tag(attribute));
    await shows(['In stock']);
    expect(server.calls[0]?.query['Quantity']).toBe(sent);
  });

  describe('combines the levels into lines', () => {
    it.each([
      ['all in stock: IN_STOCK', answer({ IN_STOCK: 2 }, { inStockMsg: '2 in stock' }), ['In stock']],
      ['all on pre-order: PREORDER', answer({ PREORDER: 2 }), ['Available for pre-order']],
      ['all on back order: BACKORDER', answer({ BACKORDER: 2 }), ['Available on back order']],
      ['none available: NOT_AVAILABLE', answer({ NOT_AVAILABLE: 2 }), ['This item is currently not available.']],
      ['every level 0: NOT_AVAILABLE', answer({}), ['This item is currently not available.']],
      [
        'some in stock, the rest on back order: the server\'s two messages',
        answer({ IN_STOCK: 1, BACKORDER: 2 }, { inStockMsg: '1 item in stock', backOrderMsg: '2 items on back order' }),
        ['1 item in stock', '2 items on back order'],
      ],
      [
        'some in stock, the rest on pre-order without server messages: IN_STOCK + PREORDER',
        answer({ IN_STOCK: 1, PREORDER: 1 }),
        ['In stock', 'Available for pre-order'],
      ],
      [
        'some in stock, the rest not available: REMAIN_NOT_AVAILABLE',
        answer({ IN_STOCK: 2, NOT_AVAILABLE: 1 }, { inStockMsg: '2 in stock' }),
        ['2 in stock', 'The rest of the quantity you chose is not available. Please lower the quantity.'],
      ],
      [
        'back order with an in-stock date: IN_STOCK_DATE with the date in the page locale',
        answer({ BACKORDER: 1 }, { inStockDate: '2025-12-05' }),
        ['Available on back order', 'Expected in stock on December 5, 2025.'],
      ],
      [
        'pre-order with a date and the rest not available',
        answer({ PREORDER: 1, NOT_AVAILABLE: 2 }, { preOrderMsg: '1 item for pre-order', inStockDate: '2026-01-20T00:00:00Z' }),
        ['1 item for pre-order', 'Expected in stock on January 20, 2026.', 'The rest of the quantity you chose is not available. Please lower the quantity.'],
      ],
      [
        'a date the widget cannot read is shown as the server sent it',
        answer({ NOT_AVAILABLE: 1 }, { inStockDate: 'early spring' }),
        ['Expected in stock on early spring.', 'This item is currently not available.'],
      ],
      ['an in-stock date while all is in stock is not shown', answer({ IN_STOCK: 1 }, { inStockDate: '2025-12-05' }), ['In stock']],
      ['levels sent as numeric text', { levels: { IN_STOCK: '0', BACKORDER: '3' } }, ['Available on back order']],
      ['no answer (null): ITEM_STATUS_NOTAVAILABLE', null, ['Availability is not known for this item right now.']],
      ['an answer without levels: ITEM_STATUS_NOTAVAILABLE', {}, ['Availability is not known for this item right now.']],
    ])('%s', async (_case, body, expected) => {
      fakeAvailability({ body });
      await mount(tag());
      await shows(expected);
    });
  });

  describe('with the server text for its own pid and quantity', () => {
    const rendered = (extra = '') =>
      `<lto-availability pid="P1-1" product="P1" quantity="1" ${extra}>${written('In stock')}</lto-availability>`;

    it('shows it without asking', async () => {
      const server = fakeAvailability();
      await mount(rendered());
      expect(await screen.findByText('In stock')).toHaveClass('lto-availability__line');
      expect(server.calls).toEqual([]);
    });

    it('follows the selected variant: asks for it, shows and announces its lines; back to the first, the server text again', async () => {
      const server = fakeAvailability({ body: answer({ BACKORDER: 1 }, { inStockDate: '2025-12-05' }) });
      await mount(rendered());
      await shows(['In stock']);

      await act(async () => selectVariant('P1', 'P1-2'));
      await shows(['Available on back order', 'Expected in stock on December 5, 2025.']);
      expect(server.calls).toEqual([{ path: '/availability', query: { pid: 'P1-2', Quantity: '1' } }]);
      await waitFor(() => expect(politely()).toHaveTextContent('Available on back order Expected in stock on December 5, 2025.'));

      await act(async () => selectVariant('P1', 'P1-1'));
      await shows(['In stock']);
      expect(server.calls).toHaveLength(1);
    });

    it('ignores the selection of another product', async () => {
      const server = fakeAvailability();
      await mount(rendered());
      await act(async () => selectVariant('P2', 'P2-2'));
      await shows(['In stock']);
      expect(server.calls).toEqual([]);
    });

    it('asks again when the quantity changes', async () => {
      const server = fakeAvailability({ body: answer({ IN_STOCK: 2, NOT_AVAILABLE: 1 }, { inStockMsg: '2 in stock' }) });
      await mount(rendered());
      const element = document.querySelector('lto-availability')!;
      await act(async () => element.setAttribute('quantity', '3'));
      await shows(['2 in stock', 'The rest of the quantity you chose is not available. Please lower the quantity.']);
      expect(server.calls).toEqual([{ path: '/availability', query: { pid: 'P1-1', Quantity: '3' } }]);
    });

    it.each([
      ['an answer that is not JSON', { body: '<html>sign in</html>' }, /answer could not be read/],
      ['an answer of the wrong shape', { body: { levels: { IN_STOCK: 'many' } } }, /answer could not be read/],
      ['HTTP 500', { status: 500, body: '' }, /request failed/],
      ['a network failure', 'network-error', /request failed/],
    ] as const)('%s for another quantity: ITEM_STATUS_NOTAVAILABLE and one warning; no BAD_RESPONSE alert', async (_case, failure, warning) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      fakeAvailability(failure as Answer, failure as Answer);
      await mount(rendered());
      const element = document.querySelector('lto-availability')!;
      await act(async () => element.setAttribute('quantity', '2'));
      await shows(['Availability is not known for this item right now.']);
      await act(async () => element.setAttribute('quantity', '5'));
      await waitFor(() => expect(element.querySelector('[aria-busy]')).toBeNull());
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(warning);
      expect(document.querySelector('[role="alert"]:not(:empty)')).toBeNull();
    });
  });

  it('keeps the server text when its own pid is asked again and the answer cannot be read', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeAvailability({ body: 'not json' });
    // Rendered for quantity 2, asked for 1: then back to 2 shows the server's text again.
    await mount(`<lto-availability pid="P1-1" product="P1" quantity="2">${written('Only 1 left')}</lto-availability>`);
    await shows(['Only 1 left']);
    const element = document.querySelector('lto-availability')!;
    await act(async () => element.setAttribute('quantity', '1'));
    await shows(['Availability is not known for this item right now.']);
    await act(async () => element.setAttribute('quantity', '2'));
    await shows(['Only 1 left']);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows the answer for the last variant chosen when answers come out of order', async () => {
    const server = fakeAvailability();
    server.answer('/availability', { body: answer({ PREORDER: 1 }) }, { body: answer({ NOT_AVAILABLE: 1 }) });
    await mount(`<lto-availability pid="P1-1" product="P1">${written('In stock')}</lto-availability>`);
    server.hold();
    await act(async () => selectVariant('P1', 'P1-2'));
    await act(async () => selectVariant('P1', 'P1-3'));
    await server.release();
    await shows(['This item is currently not available.']);
    expect(server.calls.map((call) => call.query['pid'])).toEqual(['P1-2', 'P1-3']);
  });

  it('is busy while asking', async () => {
    const server = fakeAvailability();
    server.hold();
    await mount(tag());
    await waitFor(() => expect(document.querySelector('.lto-availability')).toHaveAttribute('aria-busy', 'true'));
    await server.release();
    await shows(['In stock']);
    expect(document.querySelector('.lto-availability')).not.toHaveAttribute('aria-busy');
  });

  it('speaks Spanish on the Spanish site, with the date in Spanish', async () => {
    document.head.innerHTML = '';
    writeConfig({ locale: 'es-US', urls: URLS });
    fakeAvailability(
      { body: answer({ IN_STOCK: 1, NOT_AVAILABLE: 1 }) },
      { body: answer({ PREORDER: 1 }, { inStockDate: '2025-12-05' }) },
      { body: answer({ BACKORDER: 1 }) },
      { body: answer({ NOT_AVAILABLE: 1 }) },
      { body: null },
    );
    await mount(tag());
    await shows(['Disponible', 'El resto de la cantidad que elegiste no está disponible. Reduce la cantidad.']);
    await act(async () => selectVariant('P1', 'P1-2'));
    await shows(['Disponible en preventa', 'Fecha prevista de llegada: 5 de diciembre de 2025.']);
    await act(async () => selectVariant('P1', 'P1-3'));
    await shows(['Disponible bajo pedido']);
    await act(async () => selectVariant('P1', 'P1-4'));
    await shows(['Este artículo no está disponible por el momento.']);
    await act(async () => selectVariant('P1', 'P1-5'));
    await shows(['Por ahora no sabemos la disponibilidad de este artículo.']);
  });

  it('uses resources from the config block', async () => {
    document.head.innerHTML = '';
    writeConfig({ urls: URLS, resources: { IN_STOCK: 'Ready to ship' } });
    fakeAvailability();
    await mount(tag());
    await shows(['Ready to ship']);
  });

  it('without a getAvailability endpoint: ITEM_STATUS_NOTAVAILABLE for a variant it has no text for, one warning', async () => {
    document.head.innerHTML = '';
    writeConfig({ urls: {} });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeAvailability();
    await mount(`<lto-availability pid="P1-1" product="P1">${written('In stock')}</lto-availability>`);
    await shows(['In stock']);
    await act(async () => selectVariant('P1', 'P1-2'));
    await shows(['Availability is not known for this item right now.']);
    expect(server.calls).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('getAvailability');
  });

  it('keeps the server markup and warns once, naming the tag and attribute, without a pid', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await mount('<lto-availability><p class="server">In stock</p></lto-availability>');
    expect(screen.getByText('In stock')).toHaveClass('server');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/<lto-availability> attribute "pid" is missing/);
  });

  describe('over the server markup (README "Server markup", markup.html)', () => {
    const attributes = 'pid="P1001-1" product="P1001" quantity="1"';

    it('draws exactly the lines the template wrote, without asking', async () => {
      const server = fakeAvailability();
      const { server: before, drawn } = await drawOver('lto-availability', attributes, markupFixture(import.meta.url));
      expect(drawn).toEqual(before);
      expect(server.calls).toEqual([]);
    });

    it('a variant chosen before the code ran is asked for and shown once it is drawn', async () => {
      const server = fakeAvailability({ body: answer({ IN_STOCK: 1 }) });
      document.body.innerHTML = `<lto-availability ${attributes}>${markupFixture(import.meta.url)}</lto-availability>`;
      // It follows lto:variant-change (widgets/registry.ts): the selection is in the store when it mounts.
      selectVariant('P1001', 'P1001-3');
      await shows(['In stock']);
      expect(server.calls).toEqual([{ path: '/availability', query: { pid: 'P1001-3', Quantity: '1' } }]);
    });
  });
});
