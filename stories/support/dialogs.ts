import { expect, waitFor, within } from 'storybook/test';

/**
 * The modal dialog named `name`, once it is open and ready for the shopper. A modal <dialog> is
 * queried from the document, as assistive technology would. It appears in the DOM before its
 * effects have run (in a browser React runs them after paint): until focus has moved in, the
 * widget may still fill its fields, and keys typed meanwhile land elsewhere.
 */
export async function findDialog(name: string): Promise<HTMLElement> {
  const dialog = await within(document.body).findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}
