/**
 * A refusal's message under the server's form it answers (a behaviour widget sent the form in its
 * own way, and the request was refused): an alert, with the runtime's notice look (ui.css), marked
 * with the widget's class so the next try takes it away again (`clearNoticeUnder`).
 */
export function noticeUnder(form: HTMLFormElement, className: string, text: string): void {
  const notice = form.ownerDocument.createElement('p');
  notice.className = `${className} lto-notice lto-notice--error`;
  notice.setAttribute('role', 'alert');
  notice.textContent = text;
  form.after(notice);
}

/** Takes away the message `noticeUnder` put under the form, if any. */
export function clearNoticeUnder(form: HTMLFormElement, className: string): void {
  form.parentElement?.querySelector(`:scope > .${className}`)?.remove();
}
