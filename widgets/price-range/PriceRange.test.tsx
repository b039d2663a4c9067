import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { markupFixture } from '../../testing/markup-contract';
import { mount, writeConfig } from '../../testing/widget-page';
import './element';

const LISTING = 'http://localhost:3000/c/living-room?brand=Crestline&srule=newest';

/**
 * The price range of markup.html (bounds $23 to $277, $40 to $80 in force) inside a stand-in for
 * <lto-product-grid>: it takes the links marked data-lto-grid-link that are clicked in it, as the
 * grid does, and records where they go.
 */
async function drawRange(fixture = 'markup.html', bounds = 'lower="23" upper="277"') {
  const followed: string[] = [];
  await mount(`<div id="grid"><lto-price-range ${bounds}>${markupFixture(import.meta.url, fixture)}</lto-price-range></div>`);
  document.getElementById('grid')!.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-lto-grid-link]');
    if (!link) return;
    event.preventDefault();
    followed.push(link.href);
  });
  const island = document.querySelector('lto-price-range')!;
  await act(async () => void island.dispatchEvent(new Event('focusin', { bubbles: true })));
  await waitFor(() => expect(island).toHaveAttribute('data-lto-ready'));
  return { followed, island };
}

const minThumb = () => screen.getByRole('slider', { name: 'Minimum monthly payment' });
const maxThumb = () => screen.getByRole('slider', { name: 'Maximum monthly payment' });
const minBox = () => screen.getByRole('textbox', { name: 'Min ($)' });
const maxBox = () => screen.getByRole('textbox', { name: 'Max ($)' });
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));
const refined = (pmin: number, pmax: number) => `${LISTING}&pmin=${pmin}&pmax=${pmax}`;

async function retype(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
}

describe('<lto-price-range> slider, by keyboard', () => {
  beforeEach(() => writeConfig({ urls: {} }));

  it('moves a thumb by 1 with the arrows and by 10 with Page Up and Down, saying the amount, the boxes following', async () => {
    const { followed } = await drawRange();
    minThumb().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(minThumb()).toHaveValue('42');
    expect(minThumb()).toHaveAttribute('aria-valuetext', '$42');
    expect(minBox()).toHaveValue('42');
    await userEvent.keyboard('{PageDown}{ArrowLeft}{ArrowDown}');
    expect(minThumb()).toHaveValue('30');
    await userEvent.keyboard('{PageUp}');
    expect(minThumb()).toHaveAttribute('aria-valuetext', '$40');
    expect(followed, 'keys alone show nothing yet, while the shopper goes on').toEqual([]);
  });

  it('takes a thumb to its limits with Home and End, never within 2 of the other thumb (SPEC 5.4)', async () => {
    await drawRange();
    minThumb().focus();
    await userEvent.keyboard('{End}');
    expect(minThumb()).toHaveValue('78');
    await userEvent.keyboard('{ArrowRight}{PageUp}');
    expect(minThumb()).toHaveValue('78');
    await userEvent.keyboard('{Home}');
    expect(minThumb()).toHaveValue('23');
    expect(minBox()).toHaveValue('23');

    maxThumb().focus();
    await userEvent.keyboard('{Home}');
    expect(maxThumb()).toHaveValue('25');
    expect(maxThumb()).toHaveAttribute('aria-valuetext', '$25');
    await userEvent.keyboard('{End}');
    expect(maxThumb()).toHaveValue('277');
    expect(maxBox()).toHaveValue('277');
  });

  it('shows nothing while the shopper stays on the slider, however long they pause to hear the value', async () => {
    const { followed } = await drawRange();
    minThumb().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{PageUp}');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(followed).toEqual([]);
    expect(minThumb()).toHaveFocus();
  });

  it('shows a changed range at once when the focus leaves the slider, not when it goes to the other thumb', async () => {
    const { followed } = await drawRange();
    minThumb().focus();
    await userEvent.keyboard('{PageDown}');
    await userEvent.tab();
    expect(maxThumb()).toHaveFocus();
    expect(followed).toEqual([]);
    await userEvent.tab();
    expect(followed).toEqual([refined(30, 80)]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(followed, 'and not again').toHaveLength(1);
  });

  it('shows nothing when the shopper only passes through the slider, or presses a key that cannot move a thumb', async () => {
    const { followed } = await drawRange();
    maxThumb().focus();
    await userEvent.keyboard('{End}{Enter}');
    expect(followed).toEqual([refined(40, 277)]);
    // At its limit already: these keys change nothing, so leaving shows nothing more.
    await userEvent.keyboard('{End}{ArrowRight}');
    minThumb().focus();
    await userEvent.tab();
    await userEvent.tab();
    expect(followed).toHaveLength(1);
  });

  it('shows the range on Enter: the listing with pmin and pmax, its other refinements and order kept', async () => {
    const { followed } = await drawRange();
    maxThumb().focus();
    await userEvent.keyboard('{PageUp}{PageUp}{Enter}');
    expect(followed).toEqual([refined(40, 100)]);
  });

  it('shows the range when a drag lets go, and not while it moves', async () => {
    const { followed } = await drawRange();
    fireEvent.pointerDown(maxThumb());
    fireEvent.input(maxThumb(), { target: { value: '120' } });
    expect(maxBox()).toHaveValue('120');
    expect(followed).toEqual([]);
    fireEvent.change(maxThumb(), { target: { value: '120' } });
    expect(followed).toEqual([refined(40, 120)]);
  });

  it('stops a dragged thumb short of the other one', async () => {
    await drawRange();
    fireEvent.pointerDown(minThumb());
    fireEvent.input(minThumb(), { target: { value: '200' } });
    expect(minThumb()).toHaveValue('78');
    expect(minBox()).toHaveValue('78');
  });
});

describe('<lto-price-range> boxes (SPEC 5.4)', () => {
  beforeEach(() => writeConfig({ urls: {} }));

  it('shows what is typed on Apply, the slider following the boxes', async () => {
    const { followed } = await drawRange();
    await retype(minBox(), '55');
    expect(minThumb()).toHaveValue('55');
    await retype(maxBox(), '150');
    await apply();
    expect(followed).toEqual([refined(55, 150)]);
  });

  it('Enter in a box applies too', async () => {
    const { followed } = await drawRange();
    await retype(maxBox(), '90{Enter}');
    expect(followed).toEqual([refined(40, 90)]);
  });

  it.each([
    ['a min above the max: the max becomes min+1', '90', '60', 90, 91],
    ['equal min and max: pmax is sent as max+1', '50', '50', 50, 51],
    ['a min below its bound goes to the bound', '5', '60', 23, 60],
    ['a negative min goes to the bound', '-10', '60', 23, 60],
    ['a max above its bound goes to the bound + 1', '40', '900', 40, 278],
    ['a min above every product shows them all', '400', '500', 23, 278],
    ['what is not a digit never goes in (SPEC 5.1)', '$4a0', '1,000', 40, 278],
  ])('%s', async (_case, min, max, pmin, pmax) => {
    const { followed } = await drawRange();
    await retype(minBox(), min);
    await retype(maxBox(), max);
    await apply();
    expect(followed).toEqual([refined(pmin, pmax)]);
  });

  it('writes the adjusted range back in the boxes', async () => {
    await drawRange();
    await retype(minBox(), '90');
    await retype(maxBox(), '60');
    await apply();
    expect(minBox()).toHaveValue('90');
    expect(maxBox()).toHaveValue('91');
    expect(maxThumb(), 'the slider agrees with the Max box').toHaveValue('91');
  });

  it('takes digits only, typed or pasted, and says nothing of letters (SPEC 5.1)', async () => {
    const { followed } = await drawRange();
    await retype(minBox(), '4a5');
    expect(minBox()).toHaveValue('45');
    await userEvent.clear(maxBox());
    await userEvent.paste('$1 20.x');
    expect(maxBox()).toHaveValue('120');
    await userEvent.tab();
    expect(minBox()).not.toHaveAttribute('aria-invalid');
    expect(maxBox()).not.toHaveAttribute('aria-invalid');
    await apply();
    expect(followed).toEqual([refined(45, 120)]);
  });

  it('refines only when both boxes hold an amount: an empty one is marked, and takes the focus', async () => {
    const { followed } = await drawRange();
    await retype(maxBox(), '');
    await apply();
    expect(followed).toEqual([]);
    expect(maxBox()).toHaveAttribute('aria-invalid', 'true');
    expect(maxBox()).toHaveAccessibleDescription('Enter an amount, like 45.');
    expect(maxBox()).toHaveFocus();
    // Said too: with Enter in that box the focus would not have moved (SPEC 5).
    await waitFor(() => expect(document.querySelector('[data-lto-live-region="assertive"]')).toHaveTextContent('Enter an amount, like 45.'));
    expect(minBox()).not.toHaveAttribute('aria-invalid');

    await userEvent.type(maxBox(), '70');
    expect(maxBox()).not.toHaveAttribute('aria-invalid');
    await apply();
    expect(followed).toEqual([refined(40, 70)]);
  });

  it('marks an empty box on Apply, not when the shopper leaves it', async () => {
    const { followed } = await drawRange();
    await retype(minBox(), '');
    await userEvent.tab();
    expect(minBox()).not.toHaveAttribute('aria-invalid');
    await apply();
    expect(followed).toEqual([]);
    expect(minBox()).toHaveAttribute('aria-invalid', 'true');
    expect(minBox()).toHaveFocus();
  });
});

describe('<lto-price-range> on the other sites', () => {
  it('says amounts in C$ on the Canadian site', async () => {
    writeConfig({ locale: 'en-CA', country: 'CA', currency: 'CAD', urls: {} });
    const { followed } = await drawRange('markup-ca.html', 'lower="16" upper="399"');
    const thumb = screen.getByRole('slider', { name: 'Maximum monthly payment' });
    thumb.focus();
    await userEvent.keyboard('{PageDown}');
    expect(thumb).toHaveAttribute('aria-valuetext', 'C$389');
    expect(screen.getByRole('textbox', { name: 'Max (C$)' })).toHaveValue('389');
    await userEvent.keyboard('{Enter}');
    expect(followed).toEqual(['http://localhost:3000/c/living-room?pmin=16&pmax=389']);
  });

  it('speaks Spanish on the Spanish site', async () => {
    writeConfig({ locale: 'es-US', urls: {} });
    await drawRange();
    expect(screen.getByRole('slider', { name: 'Pago mensual mínimo' })).toHaveAttribute('aria-valuetext', '$40');
    expect(screen.getByRole('slider', { name: 'Pago mensual máximo' })).toBeInTheDocument();
    await retype(screen.getByRole('textbox', { name: 'Mín. ($)' }), '');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByRole('textbox', { name: 'Mín. ($)' })).toHaveAccessibleDescription('Escribe una cantidad, como 45.');
  });
});
