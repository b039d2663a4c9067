import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

interface HarnessProps {
  onClose?: () => void;
  dismissible?: boolean;
  focusSearch?: boolean;
  startOpen?: boolean;
}

/** A page with an opener button and a store-search dialog, the way a widget would own one. */
function StoreSearch({ onClose = () => {}, dismissible, focusSearch = false, startOpen = false }: HarnessProps) {
  const [open, setOpen] = useState(startOpen);
  const searchRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Find a store
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Choose your store"
        closeLabel="Close"
        dismissible={dismissible}
        initialFocus={focusSearch ? searchRef : undefined}
      >
        <label>
          Zip code <input name="zip" />
        </label>
        <button type="button" ref={searchRef}>
          Search
        </button>
        <p tabIndex={-1}>No store within 50 miles.</p>
      </Dialog>
    </>
  );
}

async function openDialog(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<StoreSearch {...props} />);
  await user.click(screen.getByRole('button', { name: 'Find a store' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Choose your store' }) };
}

describe('Dialog', () => {
  it('is not in the page while closed', () => {
    render(<StoreSearch />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title', async () => {
    const { dialog } = await openDialog();

    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Choose your store' })).toBeTruthy();
  });

  it('moves focus to the first focusable element when opened', async () => {
    const { dialog } = await openDialog();

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('moves focus to the initialFocus element when given', async () => {
    await openDialog({ focusSearch: true });

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });

  it('keeps Tab inside: from the last element to the first, Shift+Tab from the first to the last', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const zip = screen.getByRole('textbox', { name: 'Zip code' });
    const search = screen.getByRole('button', { name: 'Search' });

    await user.tab();
    expect(document.activeElement).toBe(zip);
    await user.tab();
    expect(document.activeElement).toBe(search);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(search);
  });

  it('keeps Tab inside from a message given the focus after the last control (a thank-you): on to the first, back to the one before it', async () => {
    const { user } = await openDialog();
    const message = screen.getByText('No store within 50 miles.');

    act(() => message.focus());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    act(() => message.focus());
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search' }));
  });

  it('asks its owner to close on Escape', async () => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose });

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks its owner to close from the close button', async () => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose });

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape and has no close button when not dismissible', async () => {
    const onClose = vi.fn();
    const { user } = await openDialog({ onClose, dismissible: false });

    await user.keyboard('{Escape}');

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Choose your store' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it("handles the browser's own close request (cancel event) through its owner", async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ onClose });

    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });

    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("refuses the browser's own close request when not dismissible", async () => {
    const onClose = vi.fn();
    const { dialog } = await openDialog({ onClose, dismissible: false });

    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });

    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('returns focus to the element that opened it when it closes', async () => {
    const { user } = await openDialog();
    const opener = screen.getByRole('button', { name: 'Find a store' });
    expect(document.activeElement).not.toBe(opener);

    await user.keyboard('{Escape}');

    expect(document.activeElement).toBe(opener);
  });

  it('can be opened again after closing, with focus moving in again', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Find a store' }));

    expect(screen.getByRole('dialog', { name: 'Choose your store' }).contains(document.activeElement)).toBe(true);
  });
});

describe('a dialog opened from inside another', () => {
  function Nested() {
    const [outer, setOuter] = useState(true);
    const [inner, setInner] = useState(false);
    return (
      <Dialog open={outer} onClose={() => setOuter(false)} title="My Account" closeLabel="Close">
        <button type="button" onClick={() => setInner(true)}>
          Details
        </button>
        <Dialog open={inner} onClose={() => setInner(false)} title="Details" closeLabel="Close details">
          <button type="button">Got it</button>
        </Dialog>
      </Dialog>
    );
  }

  it('closes on its own Escape and leaves the outer one open, which Escape then closes', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Details' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'My Account' })).toBeNull();
  });
});
