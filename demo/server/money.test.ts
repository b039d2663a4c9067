import { describe, expect, test } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  test('US dollars with a $ and thousands separators', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(4999, 'USD')).toBe('$49.99');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(100000000, 'USD')).toBe('$1,000,000.00');
  });

  test('Canadian dollars with C$', () => {
    expect(formatMoney(123456, 'CAD')).toBe('C$1,234.56');
  });

  test('negative amounts keep the sign in front', () => {
    expect(formatMoney(-1999, 'USD')).toBe('-$19.99');
  });
});
