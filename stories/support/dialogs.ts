import { expect, waitFor, within } from 'storybook/test';

/**
 * The modal dialog named `name`, once it is open and ready for the shopper. A modal <dialog> is
 * queried from the document, as assistive technology would. It appears in the DOM before its
 * effects have run (in a browser React runs them after paint): until focus has moved in, the
 * widget may still fill its fields, and keys typed meanwhile land elsewhere.
 *
 * The wait looks first for focus inside a dialog, which costs nothing to check after each change
 * of the page, and only then asks for the dialog by role and name: that query computes the styles
 * of the dialog and its ancestors, which the test's DOM works out afresh after every change while
 * the dialog's content is drawn.
 */
export async function findDialog(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    expect(document.activeElement?.closest('dialog, [role="dialog"]'), 'focus inside a dialog').toBeTruthy();
    const dialog = within(document.body).getByRole('dialog', { name });
    expect(dialog.contains(document.activeElement)).toBe(true);
    return dialog;
  });
}
