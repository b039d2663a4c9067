import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { attributeName, flag, integer, json, oneOf, parseAttributes, requiredText, text, webUrl } from './attributes';

/** What the attribute helpers make of one raw attribute (undefined = attribute absent). */
function read<T>(schema: v.GenericSchema<string | undefined, T>, raw: string | undefined) {
  const result = v.safeParse(schema, raw);
  return result.success ? { ok: true as const, value: result.output } : { ok: false as const };
}

describe('attribute helpers', () => {
  it('text: the attribute as written, the fallback when absent, and an empty value kept as empty', () => {
    const schema = text('A label', 'Default');
    expect(read(schema, 'Harbor Sofa')).toEqual({ ok: true, value: 'Harbor Sofa' });
    expect(read(schema, undefined)).toEqual({ ok: true, value: 'Default' });
    expect(read(schema, '')).toEqual({ ok: true, value: '' });
  });

  it('requiredText: rejects an absent or blank attribute and trims the value', () => {
    const schema = requiredText('Product id');
    expect(read(schema, ' P1001 ')).toEqual({ ok: true, value: 'P1001' });
    expect(read(schema, undefined).ok).toBe(false);
    expect(read(schema, '').ok).toBe(false);
    expect(read(schema, '   ').ok).toBe(false);
  });

  it('flag: a present attribute (even bare) is true, absent or "false" is false', () => {
    const schema = flag('Open on load');
    expect(read(schema, '')).toEqual({ ok: true, value: true });
    expect(read(schema, 'open')).toEqual({ ok: true, value: true });
    expect(read(schema, 'true')).toEqual({ ok: true, value: true });
    expect(read(schema, undefined)).toEqual({ ok: true, value: false });
    expect(read(schema, 'false')).toEqual({ ok: true, value: false });
    expect(read(schema, ' FALSE ')).toEqual({ ok: true, value: false });
  });

  it('integer: whole numbers only, "12abc" rejected rather than read as 12', () => {
    const schema = integer('Count', '3');
    expect(read(schema, '12')).toEqual({ ok: true, value: 12 });
    expect(read(schema, ' -4 ')).toEqual({ ok: true, value: -4 });
    expect(read(schema, undefined)).toEqual({ ok: true, value: 3 });
    expect(read(schema, '12abc').ok).toBe(false);
    expect(read(schema, '1.5').ok).toBe(false);
    expect(read(schema, '').ok).toBe(false);
  });

  it('integer: values outside the range are rejected, the bounds themselves accepted', () => {
    const schema = integer('Slots', '6', { min: 1, max: 6 });
    expect(read(schema, '1')).toEqual({ ok: true, value: 1 });
    expect(read(schema, '6')).toEqual({ ok: true, value: 6 });
    expect(read(schema, '0').ok).toBe(false);
    expect(read(schema, '7').ok).toBe(false);
  });

  it('oneOf: one of the listed words, the fallback when absent, anything else rejected', () => {
    const schema = oneOf('Size', ['small', 'large'], 'small');
    expect(read(schema, 'large')).toEqual({ ok: true, value: 'large' });
    expect(read(schema, undefined)).toEqual({ ok: true, value: 'small' });
    expect(read(schema, 'huge').ok).toBe(false);
    expect(read(schema, 'LARGE').ok).toBe(false);
  });

  it('json: parses and checks the shape; bad JSON and the wrong shape are rejected', () => {
    const schema = json('Items', v.array(v.object({ pid: v.string() })), '[]');
    expect(read(schema, '[{"pid":"P1"}]')).toEqual({ ok: true, value: [{ pid: 'P1' }] });
    expect(read(schema, undefined)).toEqual({ ok: true, value: [] });
    expect(read(schema, '[{"pid":"P1"')).toEqual({ ok: false });
    expect(read(schema, '{"pid":"P1"}')).toEqual({ ok: false });
    expect(read(schema, '[{"pid":1}]')).toEqual({ ok: false });
  });
});

describe('webUrl', () => {
  const base = 'https://shop.example/c/sofas?page=2';
  it('resolves http(s) URLs, absolute or relative to the page', () => {
    expect(webUrl('/p/P1001?color=navy', base)?.href).toBe('https://shop.example/p/P1001?color=navy');
    expect(webUrl('P1002', base)?.href).toBe('https://shop.example/c/P1002');
    expect(webUrl('http://other.example/p/1', base)?.href).toBe('http://other.example/p/1');
  });

  it('refuses every other scheme and what is not a URL', () => {
    for (const value of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.example', 'ftp://shop.example/x', 'http://[bad']) {
      expect(webUrl(value, base), value).toBeUndefined();
    }
  });
});

describe('attributeName', () => {
  it('turns camelCase props into kebab-case attribute names', () => {
    expect(attributeName('productId')).toBe('product-id');
    expect(attributeName('maxItemCount')).toBe('max-item-count');
    expect(attributeName('pid')).toBe('pid');
  });
});

describe('parseAttributes', () => {
  const schema = v.object({
    productId: requiredText('Product id'),
    count: integer('Count', '2', { min: 1, max: 6 }),
    size: oneOf('Size', ['small', 'large'], 'small'),
    items: json('Items', v.array(v.string()), '[]'),
  });

  function parse(attributes: Record<string, string>) {
    const warn = vi.fn<(message: string) => void>();
    const props = parseAttributes('lto-demo', schema, (name) => attributes[name] ?? null, warn);
    return { props, warn };
  }

  it('reads each prop from its kebab-case attribute', () => {
    const { props, warn } = parse({ 'product-id': 'P1001', count: '4', size: 'large', items: '["a"]' });

    expect(props).toEqual({ productId: 'P1001', count: 4, size: 'large', items: ['a'] });
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not read a camelCase attribute name', () => {
    const { props } = parse({ productId: 'P1001' });
    expect(props).toBeUndefined();
  });

  it('uses the default for a bad optional attribute and warns once naming the tag and attribute', () => {
    const { props, warn } = parse({ 'product-id': 'P1001', count: '12abc' });

    expect(props).toEqual({ productId: 'P1001', count: 2, size: 'small', items: [] });
    expect(warn).toHaveBeenCalledTimes(1);
    const message = warn.mock.calls[0]![0];
    expect(message).toContain('lto-demo');
    expect(message).toContain('"count"');
  });

  it.each([
    ['count', '12abc'],
    ['count', '99'],
    ['size', 'jane.doe@example.com'],
    ['items', '{"email":"jane.doe@example.com"'],
    ['items', '[{"email":"jane.doe@example.com"}]'],
  ])('never puts the value of a bad %s attribute (%s) into the warning', (name, value) => {
    const { warn } = parse({ 'product-id': 'P1001', [name]: value });

    expect(warn).toHaveBeenCalledTimes(1);
    const message = warn.mock.calls[0]![0];
    expect(message).toContain(`"${name}"`);
    expect(message).not.toContain(value);
    expect(message).not.toContain('jane.doe');
  });

  it('yields undefined and warns when a required attribute is missing', () => {
    const { props, warn } = parse({ count: '3' });

    expect(props).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('lto-demo');
    expect(warn.mock.calls[0]![0]).toContain('"product-id"');
    expect(warn.mock.calls[0]![0]).toContain('missing');
  });

  it('yields undefined when a required attribute is blank', () => {
    const { props, warn } = parse({ 'product-id': '  ' });

    expect(props).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
