import { describe, expect, it } from 'vitest';
import { smsOutcome } from './outcome';

describe('the footer SMS outcome of an answer (SPEC 8)', () => {
  it('is an error when success is false or there is no answer, whatever the status', () => {
    expect(smsOutcome({ success: false, status: ['Requires manual opt in: 55555'] }, '')).toEqual({ kind: 'error' });
    expect(smsOutcome(undefined, '55555')).toEqual({ kind: 'error' });
  });

  it('reads the number to text JOIN to after the marker, else takes the configured one', () => {
    expect(smsOutcome({ success: true, status: ['Requires manual opt in: 1-844-555-0142'] }, '')).toEqual({ kind: 'manual-opt-in', joinNumber: '1-844-555-0142' });
    expect(smsOutcome({ success: true, status: ['Requires manual opt in'] }, '55555')).toEqual({ kind: 'manual-opt-in', joinNumber: '55555' });
    expect(smsOutcome({ success: true, status: ['Requires manual opt in'] }, '')).toEqual({ kind: 'error' });
  });

  it('finds an unserviced area code anywhere in status[0], and counts any other success as sent', () => {
    expect(smsOutcome({ success: true, status: ['Error: Unable to process SMS opt in'] }, '')).toEqual({ kind: 'unserviced-area' });
    expect(smsOutcome({ success: true, status: ['ok'] }, '')).toEqual({ kind: 'confirmation-sent' });
    expect(smsOutcome({ success: true, status: [] }, '')).toEqual({ kind: 'confirmation-sent' });
    expect(smsOutcome({ success: true, status: [42, 'Unable to process SMS opt in'] }, '')).toEqual({ kind: 'confirmation-sent' });
  });
});
