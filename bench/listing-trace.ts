/**
 * `npx tsx bench/listing-trace.ts`: one load of the benchmark's listing page (widgets on, same
 * throttling and phone) under a Chromium trace, printing every main-thread task of LONG_MS (50)
 * or more with what filled it (script evaluation, timers, style, layout, paint ...). The benchmark
 * says how long the tasks are; this says whose they are. Run after building. Environment:
 * TRACE_MS how long to record (6000), LONG_MS, MIN_EVENT_MS the shortest event listed (2), EVENTS
 * how many events a task lists at most (14).
 */
import { openListing, withListingServer } from './listing-setup';

interface Frame {
  url: string;
  functionName: string;
  lineNumber: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: {
    data?: { url?: string; functionName?: string; stackTrace?: Frame[] };
    beginData?: { stackTrace?: Frame[] };
  };
}

const LONG_MS = Number(process.env.LONG_MS ?? 50);
const MIN_EVENT_MS = Number(process.env.MIN_EVENT_MS ?? 2);
const EVENTS = Number(process.env.EVENTS ?? 14);

/** The renderer's main thread: the one that runs the page's HTML parsing. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const parse = events.find((e) => e.name === 'ParseHTML');
  if (!parse) throw new Error('no ParseHTML in the trace');
  return { pid: parse.pid, tid: parse.tid };
}

/** The event's name, the file it ran, and for a forced style or layout the script that forced it. */
function label(event: TraceEvent): string {
  const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? '';
  const file = url ? ` ${url.replace(/^.*\//, '')}` : '';
  const forcer = event.args?.beginData?.stackTrace?.[0];
  const forced = forcer ? ` forced by ${forcer.functionName || '(anonymous)'} ${forcer.url.replace(/^.*\//, '')}:${forcer.lineNumber}` : '';
  return `${event.name}${file}${forced}`;
}

await withListingServer(async ({ browser, url, csp, on }) => {
  const { context, page, cdp } = await openListing(browser, url, on, {
    csp,
    beforeLoad: (session) =>
      session.send('Tracing.start', {
        categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline',
        transferMode: 'ReturnAsStream',
      }),
  });
  await page.waitForTimeout(Number(process.env.TRACE_MS ?? 6000));
  const above = await page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((el) => el.localName.startsWith('lto-') && el.getBoundingClientRect().top < innerHeight)
      .map((el) => `${el.localName} at ${Math.round(el.getBoundingClientRect().top)} px`),
  );
  console.log('islands above the fold:', above);
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e: { stream?: string }) => resolve(e.stream!)));
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = (await cdp.send('IO.read', { handle: stream })) as { data: string; eof: boolean };
    text += chunk.data;
    if (chunk.eof) break;
  }
  const events = (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  const start = Math.min(...onMain.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur! >= LONG_MS * 1000);
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end && e.dur! >= MIN_EVENT_MS * 1000);
    console.log(`task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur! / 1000).toFixed(0)} ms`);
    for (const e of inside.slice(0, EVENTS)) console.log(`   ${((e.ts - task.ts) / 1000).toFixed(0).padStart(4)} +${(e.dur! / 1000).toFixed(1).padStart(6)} ms  ${label(e)}`);
  }
  await context.close();
});
