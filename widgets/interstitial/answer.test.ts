import { describe, expect, it } from 'vitest';
import { messagePart } from './answer';

describe("the server's message inside SPEC 8's error sentence", () => {
  it.each([
    ['Invalid phone number', 'Invalid phone number'],
    ['Invalid phone number.', 'Invalid phone number'],
    ['Error: Invalid phone number. ', 'Invalid phone number'],
    ['error - Unable to process SMS opt in', 'Unable to process SMS opt in'],
    ['   ', ''],
  ])('%j → %j', (message, part) => {
    expect(messagePart(message)).toBe(part);
  });
});
