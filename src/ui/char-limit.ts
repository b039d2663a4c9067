import type { ClipboardEvent, KeyboardEvent } from 'react';
import { blocksTypingAtLimit, pasteWithinLimit } from '../validation/masks';

/**
 * A textarea's limit as the shopper meets it (SPEC 5.1): typing stops at the limit, a paste is
 * cut to the room left and the caret goes after what went in. Spread on the <textarea>; `change`
 * sets the field's value as typing does.
 */
export function charLimitHandlers(limit: number | undefined, change: (value: string) => void) {
  if (limit === undefined) return {};
  return {
    onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
      const box = event.currentTarget;
      if (blocksTypingAtLimit(box.value, limit, event, box.selectionEnd - box.selectionStart)) event.preventDefault();
    },
    onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
      event.preventDefault();
      const box = event.currentTarget;
      const pasted = pasteWithinLimit(box.value, box.selectionStart, box.selectionEnd, event.clipboardData.getData('text'), limit);
      change(pasted.value);
      requestAnimationFrame(() => box.setSelectionRange(pasted.caret, pasted.caret));
    },
  };
}
