import type { Reporter, TestModule, Vitest } from 'vitest/node';

/**
 * Prints, at the end of every run, the wall time and where it went: each project's files and the
 * slowest of them. The suite's budget (README): `npm test` under 10 minutes on a 2-core machine,
 * `npm run test:unit` under a minute. A run over its budget says so on its last line; it does
 * not fail, as the time depends on the machine, but it is printed where everyone sees it.
 */
const SLOWEST = 12;
const BUDGET_S = { all: 600, unit: 60 };

export interface FileTime {
  file: string;
  project: string;
  seconds: number;
}

/**
 * What a file cost its worker: environment, set-up, import, then its tests and hooks. A worker that
 * keeps its window from file to file (isolate: false) sets it up once but reports that set-up with
 * each of its files, the same figure every time: `counted` keeps it to the first (a window is about
 * 3 s in the jsdom project, which counted 75 s it never spent).
 */
export function fileSeconds(module: TestModule, counted = new Set<string>()): number {
  const d = module.diagnostic();
  const environment = `${module.project.name} ${d.environmentSetupDuration}`;
  const setup = counted.has(environment) ? 0 : d.environmentSetupDuration;
  counted.add(environment);
  return (setup + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) / 1000;
}

export function timeSummary(files: readonly FileTime[], wallSeconds: number, projects: readonly string[]): string[] {
  const lines = [`Test time: ${wallSeconds.toFixed(1)} s wall for ${files.length} files`];
  for (const project of projects) {
    const mine = files.filter((f) => f.project === project);
    if (mine.length === 0) continue;
    const sum = mine.reduce((total, f) => total + f.seconds, 0);
    lines.push(`  ${project}: ${mine.length} files, ${sum.toFixed(1)} s of worker time`);
  }
  lines.push(`  slowest files:`);
  for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) {
    lines.push(`    ${f.seconds.toFixed(1).padStart(6)} s  ${f.file} (${f.project})`);
  }
  const unitOnly = projects.length > 0 && projects.every((p) => p !== 'browser');
  const budget = unitOnly ? BUDGET_S.unit : BUDGET_S.all;
  if (wallSeconds > budget) lines.push(`  OVER BUDGET: ${wallSeconds.toFixed(0)} s against ${budget} s for ${unitOnly ? 'the unit and node tests' : 'the whole suite'}`);
  return lines;
}

export default class TimeReport implements Reporter {
  #vitest: Vitest | undefined;
  #started = performance.now();

  onInit(vitest: Vitest): void {
    this.#vitest = vitest;
    this.#started = performance.now();
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (modules.length === 0) return;
    const root = this.#vitest?.config.root ?? process.cwd();
    const counted = new Set<string>();
    const files = modules.map((module) => ({
      file: module.moduleId.startsWith(root) ? module.moduleId.slice(root.length + 1) : module.moduleId,
      project: module.project.name,
      seconds: fileSeconds(module, counted),
    }));
    const projects = [...new Set(files.map((f) => f.project))];
    const wall = (performance.now() - this.#started) / 1000;
    this.#vitest?.logger.log(['', ...timeSummary(files, wall, projects)].join('\n'));
  }
}
