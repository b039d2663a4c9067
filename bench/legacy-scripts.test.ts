import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

/**
 * The classic scripts for browsers that run no modules (a widget's legacy.js, built as
 * dist/{widget}-legacy.js: tsup.config.ts). Those browsers (IE 6-10, the old Android browser)
 * stop at the first syntax newer than ES5, so each must parse as an ES5 script; and each is
 * small, since they are the browsers on the slowest connections. Needs a fresh build: `npm test`
 * builds first.
 */
const BUDGET_GZIP = 1.5 * 1024;

const widgets = readdirSync('widgets').filter((name) => existsSync(`widgets/${name}/legacy.js`));

describe('legacy (nomodule) scripts', () => {
  it('the browser check has one', () => {
    expect(widgets).toContain('browser-check');
  });

  it.each(widgets)('dist/%s-legacy.js parses as an ES5 script and is under 1.5 KB gzip', (widget) => {
    const code = readFileSync(`dist/${widget}-legacy.js`, 'utf8');
    expect(() => parse(code, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
    expect(gzipSync(code).length).toBeLessThan(BUDGET_GZIP);
  });

  it('an ES6 line would not pass', () => {
    expect(() => parse('let shown = () => 1;', { ecmaVersion: 5, sourceType: 'script' })).toThrow();
  });
});
