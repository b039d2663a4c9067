import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { parse } from 'acorn';
import { describe, expect, it } from 'vitest';

/**
 * The classic scripts for browsers that run no modules (a widget's legacy.js, built as
 * dist/{widget}-legacy.js: tsup.config.ts). Those browsers stop at the first syntax they do not
 * know, and IE 6-8 know ES3 (no reserved word as a property name, `x.catch`), so each must parse
 * as an ES3 script; and each is small, since they are the browsers on the slowest connections.
 * The APIs a script calls are not checked here (legacy.js keeps to what IE 6 has, or tests for
 * it). Needs a fresh build: `npm test` builds first.
 */
const ES3 = { ecmaVersion: 3, allowReserved: 'never', sourceType: 'script' } as const;
const BUDGET_GZIP = 1.5 * 1024;

const widgets = readdirSync('widgets').filter((name) => existsSync(`widgets/${name}/legacy.js`));

describe('legacy (nomodule) scripts', () => {
  it('the browser check has one', () => {
    expect(widgets).toContain('browser-check');
  });

  it.each(widgets)('dist/%s-legacy.js parses as an ES3 script and is under 1.5 KB gzip', (widget) => {
    const code = readFileSync(`dist/${widget}-legacy.js`, 'utf8');
    expect(() => parse(code, ES3)).not.toThrow();
    expect(gzipSync(code).length).toBeLessThan(BUDGET_GZIP);
  });

  it('an ES6 line would not pass, nor a reserved word as a property name', () => {
    expect(() => parse('let shown = () => 1;', ES3)).toThrow();
    expect(() => parse('request.catch(done);', ES3)).toThrow();
  });
});
