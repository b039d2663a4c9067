// Runs in the benchmark page before anything else (plain JS: it is injected as is). Records long
// tasks, layout shifts and when each island gets data-lto-ready; window.__benchResult() reads them.
(() => {
  const tasks = [];
  const ready = new Map();
  let shift = 0;
  new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (target.hasAttribute('data-lto-ready') && !ready.has(target)) ready.set(target, performance.now());
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-lto-ready'] });

  const islands = () => [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('lto-'));

  window.__benchAllReady = () => {
    const all = islands();
    return all.length > 0 && all.every((el) => el.hasAttribute('data-lto-ready'));
  };

  // Intent on every island at once (focus entering each): the most the page's islands can cost.
  let wokenAt = 0;
  window.__benchWakeAll = () => {
    wokenAt = performance.now();
    for (const island of islands()) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  };
  window.__benchWoken = () => ({
    allReady: Math.max(...islands().map((el) => ready.get(el) ?? Infinity)) - wokenAt,
    longestWhileWaking: Math.max(0, ...tasks.filter((t) => t.startTime + t.duration >= wokenAt).map((t) => t.duration)),
  });

  window.__benchResult = () => {
    const nav = performance.getEntriesByType('navigation')[0];
    const loader = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/dist/lto-widgets.js'));
    // A module script runs once it has arrived and the document is parsed.
    const scriptStart = Math.max(loader ? loader.responseEnd : 0, nav.domInteractive);
    const all = islands();
    const above = all.filter((el) => el.getBoundingClientRect().top < innerHeight);
    const late = tasks.filter((t) => t.startTime + t.duration >= scriptStart);
    const scripts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js'));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      islands: all.length,
      aboveFold: above.length,
      firstContentfulPaint: paint ? paint.startTime : 0,
      longestTask: Math.max(0, ...late.map((t) => t.duration)),
      totalBlockingTime: late.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
      layoutShift: shift,
      jsBytes: scripts.reduce((sum, e) => sum + e.decodedBodySize, 0),
      tasks: late.map((t) => [Math.round(t.startTime - scriptStart), Math.round(t.duration)]),
      scriptStart: Math.round(scriptStart),
    };
  };
})();
