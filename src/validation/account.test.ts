import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema, passwordField } from './account';

const errors = (input: Record<string, string>) => v.safeParse(loginSchema(), input).issues?.map((issue) => [issue.path?.[0]?.key, issue.message]);

describe('login and register', () => {
  it('takes a trimmed e-mail username and a password of 5 characters or more', () => {
    const result = v.safeParse(loginSchema(), { username: '  ana@example.com ', password: ' abcd' });
    expect(result.output).toEqual({ username: 'ana@example.com', password: ' abcd' });
  });

  it('marks an empty username and password, a username that is no e-mail and a short password', () => {
    expect(errors({ username: '', password: '' })).toEqual([
      ['username', 'REQUIRED'],
      ['password', 'REQUIRED'],
    ]);
    expect(errors({ username: 'ana', password: 'abcd' })).toEqual([
      ['username', 'VALIDATE_EMAIL_REGEX'],
      ['password', 'PASSWORD_MINLENGTH'],
    ]);
  });

  it('never trims a password and takes every one of 5 characters or more', () => {
    fc.assert(fc.property(fc.string({ minLength: 5, maxLength: 30 }), (password) => v.parse(passwordField(), password) === password));
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 4, unit: 'grapheme-ascii' }), (password) => !v.safeParse(passwordField(), password).success));
  });
});
