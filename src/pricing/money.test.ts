import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

const us = { locale: 'en-US', currency: 'USD' } as const;
const canada = { locale: 'en-CA', currency: 'CAD' } as const;
const spanishUs = { locale: 'es-US', currency: 'USD' } as const;

describe('formatCents', () => {
  it('writes US dollars with a $ sign, grouped thousands and two decimals', () => {
    expect(formatCents(123456, us)).toBe('$1,234.56');
    expect(formatCents(1999, us)).toBe('$19.99');
    expect(formatCents(5, us)).toBe('$0.05');
    expect(formatCents(100000000, us)).toBe('$1,000,000.00');
  });

  it('writes zero as $0.00', () => {
    expect(formatCents(0, us)).toBe('$0.00');
  });

  it('writes Canadian dollars with C$', () => {
    expect(formatCents(123456, canada)).toBe('C$1,234.56');
    expect(formatCents(1999, canada)).toBe('C$19.99');
  });

  it('writes US dollars the same way on a Spanish US page', () => {
    expect(formatCents(123456, spanishUs)).toBe('$1,234.56');
  });

  it('puts the minus sign before the currency sign', () => {
    expect(formatCents(-1999, us)).toBe('-$19.99');
    expect(formatCents(-123456, canada)).toBe('-C$1,234.56');
  });
});
