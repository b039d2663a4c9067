import { useState, type MouseEvent } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { warnOnce } from '../../src/core/warn';
import type { attributes } from './element';
import { messages } from './messages';
import { FragmentDialog } from './FragmentDialog';
import { readServerLink } from './server-link';

/** A click that means 'open here'; a modified or middle click keeps the browser's own (new tab). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The generic modal dialog of SPEC 2.2: the server's link stays a link (it navigates without our
 * script, and a modified click still opens a tab); a plain click shows its href's format=ajax
 * fragment in a dialog instead.
 */
export function DialogLink({ width, heading, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const [link] = useState(() => readServerLink(element));
  const [open, setOpen] = useState(false);

  if (!link) {
    warnOnce('<lto-dialog-link> has no link with an http(s) href inside: nothing to open');
    return <span>{element.textContent}</span>;
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a href={link.href} className={link.className || undefined} aria-haspopup="dialog" onClick={onClick}>
        {link.text}
      </a>
      {open ? (
        <FragmentDialog href={link.href} width={width} title={heading || link.text} closeLabel={t('dialog.close')} t={t} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
