import { describe, expect, test } from 'vitest';
import { createSessionTokens } from './session-tokens.js';

const ISSUER = 'http://localhost:4173/oidc';

describe('session tokens of the credential login', () => {
  test('name their account once', () => {
    const tokens = createSessionTokens();
    const token = tokens.issue(ISSUER, 'approved@example.com');
    expect(tokens.consume(ISSUER, token)).toBe('approved@example.com');
    expect(tokens.consume(ISSUER, token)).toBeNull();
  });

  test('last two minutes', () => {
    let now = 1_000_000;
    const tokens = createSessionTokens(() => now);
    const kept = tokens.issue(ISSUER, 'zero@example.com');
    const late = tokens.issue(ISSUER, 'zero@example.com');
    now += 119_000;
    expect(tokens.consume(ISSUER, kept)).toBe('zero@example.com');
    now += 1_000;
    expect(tokens.consume(ISSUER, late)).toBeNull();
  });

  test('are good only at the issuer that made them', () => {
    const tokens = createSessionTokens();
    const token = tokens.issue(ISSUER, 'approved@example.com');
    expect(tokens.consume('http://es.localhost:4173/oidc', token)).toBeNull();
    expect(tokens.consume(ISSUER, token)).toBeNull();
  });
});
