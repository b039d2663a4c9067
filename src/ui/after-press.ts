import { useRef } from 'react';

/**
 * What leaving a field shows (its error, use-field-error.ts) waits until the press that left it
 * is over. Pressing a form's button takes the focus off the last field before the button is
 * released; an error drawn at once above the button moves it down under the pointer, and the
 * click lands on the error instead: the shopper's submit was lost (a mouse press, and a finger's
 * tap too, whose mouse events come after the finger is lifted). So the error is drawn once the
 * press has ended and its click has been handled (which, on a submit, marks the fields itself),
 * and when no press is under way (Tab) in the next task: the same moment to the eye.
 */
let pressing = false;
let waiting: (() => void)[] = [];

function runWaiting(): void {
  // A new press began meanwhile: its end runs them.
  if (pressing) return;
  const tasks = waiting;
  waiting = [];
  for (const task of tasks) task();
}

function released(): void {
  pressing = false;
  // The click comes after the release, in the same task.
  setTimeout(runWaiting, 0);
}

// Listened to from the start: the press that takes the focus off a field begins before its blur.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressing = true), true);
  document.addEventListener('pointerup', released, true);
  document.addEventListener('pointercancel', released, true);
  // A key pressed means no press is under way: one whose end never came (lost to a drag out of
  // the window) holds nothing back any longer.
  document.addEventListener('keydown', () => pressing && released(), true);
}

/** Runs `task` once the pointer press under way (if any) has ended and its click was handled. */
function afterPress(task: () => void): void {
  waiting.push(task);
  if (!pressing) setTimeout(runWaiting, 0);
}

/**
 * A form's focus-out checks, drawn after the press (afterPress), unless a submit came in between:
 * the submit marked the fields itself, and a focus-out drawn after it must not undo that (an
 * empty field, left alone on focus-out, is marked on submit). `submitted` is called by the submit.
 */
export function useFocusOutDrawing() {
  const submits = useRef(0);
  return {
    submitted(): void {
      submits.current++;
    },
    later(draw: () => void): void {
      const before = submits.current;
      afterPress(() => {
        if (submits.current === before) draw();
      });
    },
  };
}
