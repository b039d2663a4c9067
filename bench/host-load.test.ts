import { describe, expect, test } from 'vitest';
import { cpuShares } from './host-load';

/** A /proc/stat text whose all-CPU line has these counters (nice, iowait, irq and softirq at 0). */
const stat = (user: number, system: number, idle: number, steal: number) =>
  `cpu  ${user} 0 ${system} ${idle} 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\nintr 1 2 3\n`;

describe('how busy the machine was during a benchmark', () => {
  test('shares of the time between the readings: 500 user + 100 system busy, 300 stolen, 1,100 idle', () => {
    expect(cpuShares(stat(1000, 100, 5000, 10), stat(1500, 200, 6100, 310))).toEqual({ stolen: 15, busy: 30 });
  });

  test('no time between the readings says nothing was taken', () => {
    expect(cpuShares(stat(1, 1, 1, 1), stat(1, 1, 1, 1))).toEqual({ stolen: 0, busy: 0 });
  });
});
