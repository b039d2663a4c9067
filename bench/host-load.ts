import { existsSync, readFileSync } from 'node:fs';

/** Shares of the machine's CPU time between two readings of Linux's /proc/stat, in percent. */
export interface CpuShares {
  /** Time the host gave to other machines while this one had work (steal). */
  stolen: number;
  /** Time this machine's processes and kernel ran. */
  busy: number;
}

/** The CPU line's counters: user nice system idle iowait irq softirq steal. */
function counters(stat: string): number[] {
  const line = stat.split('\n').find((l) => /^cpu\s/.test(l));
  if (!line) throw new Error('no cpu line in /proc/stat');
  return line.trim().split(/\s+/).slice(1, 9).map(Number);
}

/** The shares between two /proc/stat texts. */
export function cpuShares(before: string, after: string): CpuShares {
  const a = counters(before);
  const b = counters(after);
  const d = b.map((value, i) => value - (a[i] ?? 0));
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = d;
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  if (total <= 0) return { stolen: 0, busy: 0 };
  return { stolen: (100 * steal) / total, busy: (100 * (user + nice + system + irq + softirq)) / total };
}

const STAT = '/proc/stat';

/**
 * Starts watching how busy the machine is; the function returned says it for the time since, as a
 * line to print beside a benchmark's timings. This machine is a guest of a shared host: with a
 * tenth of its CPU time taken by other guests, the same build's keystrokes ran twice as long. A
 * timing should be read with that figure. Where there is no /proc/stat, nothing is said.
 */
export function watchHostLoad(): () => string {
  if (!existsSync(STAT)) return () => '';
  const before = readFileSync(STAT, 'utf8');
  return () => {
    const { stolen, busy } = cpuShares(before, readFileSync(STAT, 'utf8'));
    return `  machine during the run: ${busy.toFixed(0)}% of CPU time busy, ${stolen.toFixed(0)}% taken by the host for other machines (timings run long when that is more than a few %)`;
  };
}
