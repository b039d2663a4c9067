import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { localPath } from './redirects.js';

const ORIGIN = 'http://localhost:4173';

describe('localPath: only a path of this site, after normalisation', () => {
  test.each([
    ['/stores?zip=notfound', '/stores?zip=notfound'],
    ['/c/living-room/', '/c/living-room/'],
    ['/x/../account', '/account'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    [`${ORIGIN}/account?error=1`, '/account?error=1'],
    ['stores', '/stores'],
  ])('%s is the local path %s', (target, path) => {
    expect(localPath(target, ORIGIN)).toBe(path);
  });

  test.each(['/.//evil.example/', '/x/..//evil.example', '//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/', `http://es.localhost:4173/`, '', null, undefined, `/${'a'.repeat(1000)}`])(
    '%j is refused',
    (target) => {
      expect(localPath(target, ORIGIN)).toBeNull();
    },
  );
});

test('no server file but redirects.ts answers with a redirect of its own (c.redirect, a Location header)', () => {
  const serverDir = fileURLToPath(new URL('.', import.meta.url));
  const sources = readdirSync(serverDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'redirects.ts',
  );
  expect(sources.length).toBeGreaterThan(50);
  const redirects = (source: string) => /\.redirect\(|(?:\.header|headers\.(?:set|append))\(\s*['"]location['"]/i.test(source) || /\bLocation['"]?\s*:/.test(source);
  const redirecting = sources.filter((file) => redirects(readFileSync(`${serverDir}${file}`, 'utf8')));
  expect(redirecting).toEqual([]);
});
