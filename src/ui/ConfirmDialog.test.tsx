import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

const QUESTION = 'You can compare up to 6 products. Remove the oldest product from the compare list and add this one?';

/** A compare toggle asking before it replaces the oldest item. */
function SeventhAdd({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Compare Harbor Sofa
      </button>
      <ConfirmDialog
        open={open}
        title="Please confirm"
        message={QUESTION}
        confirmLabel="OK"
        cancelLabel="Cancel"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

async function ask() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<SeventhAdd onConfirm={onConfirm} onCancel={onCancel} />);
  await user.click(screen.getByRole('button', { name: 'Compare Harbor Sofa' }));
  return { user, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is a modal alert dialog named by its title and described by its message', async () => {
    await ask();

    const dialog = screen.getByRole('alertdialog', { name: 'Please confirm', description: QUESTION });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('starts with focus on Cancel, the answer that changes nothing', async () => {
    await ask();

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('OK confirms', async () => {
    const { user, onConfirm, onCancel } = await ask();

    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Cancel answers no', async () => {
    const { user, onConfirm, onCancel } = await ask();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape answers no', async () => {
    const { user, onConfirm, onCancel } = await ask();

    await user.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Enter on the focused Cancel answers no', async () => {
    const { user, onConfirm, onCancel } = await ask();

    await user.keyboard('{Enter}');

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Tab cycles between its two buttons', async () => {
    const { user } = await ask();

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('gives focus back to the toggle that asked once answered', async () => {
    const { user } = await ask();

    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Compare Harbor Sofa' }));
  });
});
