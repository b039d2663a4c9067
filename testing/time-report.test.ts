import { describe, expect, test } from 'vitest';
import type { TestModule } from 'vitest/node';
import { fileSeconds, timeSummary } from './time-report';

const files = [
  { file: 'demo/e2e/a.test.ts', project: 'browser', seconds: 40 },
  { file: 'demo/e2e/b.test.ts', project: 'browser', seconds: 20 },
  { file: 'src/core/c.test.ts', project: 'unit', seconds: 1.5 },
];

describe('the time report printed after every run', () => {
  test('gives the wall time, each project with its worker time, and the slowest files first', () => {
    const lines = timeSummary(files, 95.04, ['unit', 'browser']);
    expect(lines[0]).toBe('Test time: 95.0 s wall for 3 files');
    expect(lines).toContain('  browser: 2 files, 60.0 s of worker time');
    expect(lines).toContain('  unit: 1 files, 1.5 s of worker time');
    const slowest = lines.slice(lines.indexOf('  slowest files:') + 1);
    expect(slowest.map((line) => line.trim().split(/\s+/)[2])).toEqual(['demo/e2e/a.test.ts', 'demo/e2e/b.test.ts', 'src/core/c.test.ts']);
    expect(lines.some((line) => line.includes('OVER BUDGET'))).toBe(false);
  });

  test('says when a run is over its budget: a minute for unit and node tests, ten for the whole suite', () => {
    expect(timeSummary(files.slice(2), 61, ['unit']).at(-1)).toBe('  OVER BUDGET: 61 s against 60 s for the unit and node tests');
    expect(timeSummary(files, 200, ['unit', 'browser']).some((line) => line.includes('OVER BUDGET'))).toBe(false);
    expect(timeSummary(files, 601, ['unit', 'browser']).at(-1)).toBe('  OVER BUDGET: 601 s against 600 s for the whole suite');
  });

  test("counts a window once for the files of a worker that keeps it, as each of them reports its set-up", () => {
    const file = (project: string, environmentSetupDuration: number, duration: number) =>
      ({ project: { name: project }, diagnostic: () => ({ environmentSetupDuration, prepareDuration: 0, setupDuration: 0, collectDuration: 0, duration }) }) as unknown as TestModule;
    const counted = new Set<string>();
    const seconds = [file('jsdom', 3000, 1000), file('jsdom', 3000, 500), file('jsdom', 2900, 500), file('unit', 3000, 500)].map((f) => fileSeconds(f, counted));
    expect(seconds).toEqual([4, 0.5, 3.4, 3.5]);
  });
});
