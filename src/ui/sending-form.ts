/**
 * A server form that a behaviour widget sends its own way (a compare or saved-items removal):
 * while its request is on its way the form says it is busy (`aria-busy`, which ui.css shows on its
 * button) and its button takes no second press; a refusal is said under the form, as an alert with
 * the runtime's notice look, and taken away again at the next try.
 */
const sending = new WeakSet<HTMLFormElement>();

/** The value of the form's field `name`, an input (empty when there is none). */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** Whether the form's request is on its way. */
export const isSending = (form: HTMLFormElement): boolean => sending.has(form);

export interface Sending {
  /** The request is answered: the form takes presses again. */
  done(): void;
  /** The request was refused: the form takes presses again, and `text` is said under it. */
  refused(text: string): void;
}

/**
 * Marks `form` as sending (the button pressed, `submitter`, or else its first, busy; the last
 * refusal's notice, of class `noticeClass`, gone), or returns undefined when it is already: the
 * press is then ignored.
 */
export function startSending(form: HTMLFormElement, submitter: HTMLElement | null, noticeClass: string): Sending | undefined {
  if (sending.has(form)) return undefined;
  const button = submitter ?? form.querySelector('button');
  sending.add(form);
  form.setAttribute('aria-busy', 'true');
  button?.setAttribute('aria-disabled', 'true');
  form.parentElement?.querySelector(`:scope > .${noticeClass}`)?.remove();
  const done = () => {
    sending.delete(form);
    form.removeAttribute('aria-busy');
    button?.removeAttribute('aria-disabled');
  };
  return {
    done,
    refused(text) {
      done();
      const notice = form.ownerDocument.createElement('p');
      notice.className = `${noticeClass} lto-form-notice lto-notice lto-notice--error`;
      notice.setAttribute('role', 'alert');
      notice.textContent = text;
      form.after(notice);
    },
  };
}
