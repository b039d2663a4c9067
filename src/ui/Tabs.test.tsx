import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { markTabPanel, tabPanelProps, Tabs } from './Tabs';

const SIZES = [
  { key: 'small', label: 'Small' },
  { key: 'medium', label: 'Medium' },
  { key: 'large', label: 'Large' },
];

/** Three tabs, each with its own panel, as a widget would draw them. */
function Sizes({ onSelect }: { onSelect?: (key: string) => void }) {
  const [selected, setSelected] = useState('medium');
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Sizes"
        tabs={SIZES}
        selected={selected}
        onSelect={(key) => {
          setSelected(key);
          onSelect?.(key);
        }}
        tabId={(key) => `tab-${key}`}
        panelId={(key) => `panel-${key}`}
        className="sizes"
        tabClassName="sizes__tab"
      />
      {SIZES.map((size) => (
        <div key={size.key} {...tabPanelProps({ id: `panel-${size.key}`, labelledBy: `tab-${size.key}`, active: size.key === selected })}>
          {`${size.label} fits`}
        </div>
      ))}
      <button type="button">After</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a named tablist whose selected tab controls the panel it names, the only one shown', () => {
    render(<Sizes />);
    expect(screen.getByRole('tablist', { name: 'Sizes' })).toBe(tab('Small').parentElement);
    expect(tab('Medium')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Small')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Medium' });
    expect(tab('Medium')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('Medium fits');
    expect(screen.getAllByRole('tabpanel')).toEqual([panel]);
    expect(screen.getByText('Small fits')).not.toBeVisible();
  });

  it('marks tabs and panels data-state="active" or "inactive" for stylesheets', () => {
    render(<Sizes />);
    expect(SIZES.map(({ label }) => tab(label).dataset.state)).toEqual(['inactive', 'active', 'inactive']);
    expect(screen.getByText('Medium fits')).toHaveAttribute('data-state', 'active');
    expect(screen.getByText('Large fits')).toHaveAttribute('data-state', 'inactive');
  });

  it('is one Tab stop, the selected tab; its panel is one of its own', async () => {
    render(<Sizes />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(tab('Medium')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tablist')).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(tab('Medium')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Medium' })).toHaveAttribute('tabindex', '0');
  });

  it('moves and chooses with the arrow keys, wrapping at the ends (automatic activation)', async () => {
    const chosen = vi.fn();
    render(<Sizes onSelect={chosen} />);
    tab('Medium').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Large')).toHaveFocus();
    expect(tab('Large')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Large')).toHaveAttribute('tabindex', '0');
    expect(tab('Medium')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Large' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Small')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Large')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(tab('Medium')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(tab('Large')).toHaveFocus();
    expect(chosen.mock.calls.map(([key]) => key)).toEqual(['large', 'small', 'large', 'medium', 'large']);
  });

  it('goes to the first tab with Home and the last with End', async () => {
    render(<Sizes />);
    tab('Medium').focus();
    await userEvent.keyboard('{Home}');
    expect(tab('Small')).toHaveFocus();
    expect(tab('Small')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(tab('Large')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Large' })).toBeVisible();
  });

  it('chooses the tab clicked, and leaves other keys to the browser', async () => {
    render(<Sizes />);
    await userEvent.click(tab('Small'));
    expect(tab('Small')).toHaveAttribute('aria-selected', 'true');
    const typed = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    tab('Small').dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(false);
    expect(tab('Small')).toHaveFocus();
  });

  it('does nothing without onSelect (a static print of the markup)', async () => {
    render(<Tabs tabs={SIZES} selected="small" tabId={(key) => `t-${key}`} panelId={() => 'p'} className="sizes" tabClassName="sizes__tab" />);
    tab('Small').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Small')).toHaveFocus();
    await userEvent.click(tab('Large'));
    expect(tab('Large')).toHaveAttribute('aria-selected', 'false');
  });

  it("gives a panel it does not draw (a server fragment's section) the same attributes", () => {
    const section = document.createElement('section');
    section.setAttribute('tabindex', '-1');
    markTabPanel(section, { id: 'p1', labelledBy: 't1', active: false, tabStop: false });
    expect([section.id, section.getAttribute('role'), section.getAttribute('aria-labelledby'), section.dataset.state, section.hidden]).toEqual([
      'p1',
      'tabpanel',
      't1',
      'inactive',
      true,
    ]);
    expect(section.hasAttribute('tabindex')).toBe(false);
    markTabPanel(section, { id: 'p1', labelledBy: 't1' });
    expect([section.dataset.state, section.hidden, section.tabIndex]).toEqual(['active', false, 0]);
  });
});
