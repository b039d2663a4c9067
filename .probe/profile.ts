import { openListing, withListingServer } from '../bench/listing-setup';
await withListingServer(async ({ browser, url, csp, on }) => {
  const { context, page, cdp } = await openListing(browser, url, on, { csp, beforeLoad: async (s) => { await s.send('Profiler.enable'); await s.send('Profiler.setSamplingInterval', { interval: 100 }); await s.send('Profiler.start'); } });
  await page.waitForLoadState('networkidle');
  const { profile } = (await cdp.send('Profiler.stop')) as any;
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const dt: number[] = profile.timeDeltas; const samples: number[] = profile.samples;
  for (let i = 0; i < samples.length; i++) { const n: any = byId.get(samples[i]); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\//,'')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); }
  const ours = [...self].filter(([k]) => k.includes('lto-widgets') || k.includes('chunk') || k.includes('wake')).sort((a, b) => b[1] - a[1]).slice(0, 15);
  for (const [k, v] of ours) console.log((v / 1000).toFixed(1).padStart(7), 'ms', k);
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log('--- top overall'); for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(7), 'ms', k);
  await context.close();
});
