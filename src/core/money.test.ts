import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCents } from './money';

afterEach(() => {
  vi.restoreAllMocks();
});

const us = { locale: 'en-US', currency: 'USD' } as const;
const canada = { locale: 'en-CA', currency: 'CAD' } as const;
const spanishUs = { locale: 'es-US', currency: 'USD' } as const;

function configBlock(content: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'lto-config';
  script.textContent = JSON.stringify(content);
  document.head.append(script);
}

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

  it('uses the page currency from the config block by default', () => {
    configBlock({ locale: 'en-CA', country: 'CA', currency: 'CAD' });

    expect(formatCents(4999)).toBe('C$49.99');
  });

  it('uses US dollars when the page has no config block (the config warns once)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    expect(formatCents(4999)).toBe('$49.99');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
