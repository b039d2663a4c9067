import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFieldError } from './use-field-error';

const fiveDigits = (value: string) => /^\d{5}$/.test(value.trim());
/** What leaving a field shows is drawn in a task after (after-press.ts). */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const press = (type: 'pointerdown' | 'pointerup') => act(() => void document.body.dispatchEvent(new PointerEvent(type, { bubbles: true })));

// No press left under way by an earlier test (one that pressed and never released).
beforeEach(() => press('pointerup'));

describe('useFieldError', () => {
  it('never shows while typing, shows on focus-out of a wrong value, and goes once the value is right', async () => {
    const { result } = renderHook(() => useFieldError(fiveDigits));
    act(() => result.current.onChange('123'));
    expect(result.current.shown).toBe(false);
    act(() => result.current.onBlur('123'));
    await nextTask();
    expect(result.current.shown).toBe(true);
    act(() => result.current.onChange('1234'));
    expect(result.current.shown).toBe(true);
    act(() => result.current.onChange('12345'));
    expect(result.current.shown).toBe(false);
  });

  it('leaves an empty field alone on focus-out, but not on submit', async () => {
    const { result } = renderHook(() => useFieldError(fiveDigits));
    act(() => result.current.onBlur('  '));
    await nextTask();
    expect(result.current.shown).toBe(false);
    let ok = true;
    act(() => {
      ok = result.current.check('');
    });
    expect(ok).toBe(false);
    expect(result.current.shown).toBe(true);
    act(() => {
      ok = result.current.check('30303');
    });
    expect(ok).toBe(true);
    expect(result.current.shown).toBe(false);
  });
});

describe('useFieldError for a field marked when left empty (SPEC 5: e-mail and SMS)', () => {
  it('shows on focus-out of an empty field, and goes once a right value is typed', async () => {
    const { result } = renderHook(() => useFieldError(fiveDigits, { flagEmptyOnBlur: true }));
    act(() => result.current.onBlur(''));
    await nextTask();
    expect(result.current.shown).toBe(true);
    act(() => result.current.onChange('1234'));
    expect(result.current.shown).toBe(true);
    act(() => result.current.onChange('12345'));
    expect(result.current.shown).toBe(false);
  });
});

describe('useFieldError when a press takes the focus off the field (the form\'s button pressed)', () => {
  it('draws the error only once the press is over, so the button does not move under the pointer before the click', async () => {
    const { result } = renderHook(() => useFieldError(fiveDigits));
    press('pointerdown');
    act(() => result.current.onBlur('3030'));
    await nextTask();
    expect(result.current.shown).toBe(false);
    press('pointerup');
    await nextTask();
    expect(result.current.shown).toBe(true);
    expect(result.current.checked).toBe('3030');
  });

  it('keeps what the submit of that click showed: a focus-out drawn after it does not take its error away', async () => {
    const { result } = renderHook(() => useFieldError(fiveDigits));
    press('pointerdown');
    // Left empty: a focus-out alone would show nothing, the submit must.
    act(() => result.current.onBlur(''));
    press('pointerup');
    act(() => void result.current.check(''));
    await nextTask();
    expect(result.current.shown).toBe(true);
  });
});
