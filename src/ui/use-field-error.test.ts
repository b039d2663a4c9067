import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldError } from './use-field-error';

const fiveDigits = (value: string) => /^\d{5}$/.test(value.trim());

describe('useFieldError', () => {
  it('never shows while typing, shows on focus-out of a wrong value, and goes once the value is right', () => {
    const { result } = renderHook(() => useFieldError(fiveDigits));
    act(() => result.current.onChange('123'));
    expect(result.current.shown).toBe(false);
    act(() => result.current.onBlur('123'));
    expect(result.current.shown).toBe(true);
    act(() => result.current.onChange('1234'));
    expect(result.current.shown).toBe(true);
    act(() => result.current.onChange('12345'));
    expect(result.current.shown).toBe(false);
  });

  it('leaves an empty field alone on focus-out, but not on submit', () => {
    const { result } = renderHook(() => useFieldError(fiveDigits));
    act(() => result.current.onBlur('  '));
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
  it('shows on focus-out of an empty field, and goes once a right value is typed', () => {
    const { result } = renderHook(() => useFieldError(fiveDigits, { flagEmptyOnBlur: true }));
    act(() => result.current.onBlur(''));
    expect(result.current.shown).toBe(true);
    act(() => result.current.onChange('1234'));
    expect(result.current.shown).toBe(true);
    act(() => result.current.onChange('12345'));
    expect(result.current.shown).toBe(false);
  });
});
