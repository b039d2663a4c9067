import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetRequests } from './src/core/api';
import { resetConfig } from './src/core/config';
import { resetMountQueue } from './src/core/mount-queue';
import { resetStore } from './src/core/store';
import { resetWarnings } from './src/core/warn';

// A loaded machine is slower, not wrong: a wait ends as soon as its condition holds, so giving it
// 15 s (the library's default is 1 s) costs a passing test nothing and keeps a busy run green. In
// `npm test` the first lazy dialog of a file, loaded while the browser tests' servers and Chromium
// start beside it, took just over 5 s to show.
configure({ asyncUtilTimeout: 15_000 });

// happy-dom has no layout, so its IntersectionObserver never reports: without one, islands mount
// at once (src/core/mount-queue.ts), as component tests expect. mount-queue.test.ts brings its own.
// From here for a file's beforeAll hooks, and again before each test (afterEach restores globals).
const noIntersectionObserver = () => vi.stubGlobal('IntersectionObserver', undefined);
noIntersectionObserver();
beforeEach(noIntersectionObserver);

// Every test starts on a blank page: no islands, none waiting to mount, no config block, an empty
// store, no remembered warnings, no request in flight. Islands unmount a microtask after removal,
// so let that happen before resetting what they read, or a last render would cache the empty
// page's config.
afterEach(async () => {
  cleanup();
  await act(async () => {
    document.body.innerHTML = '';
  });
  resetStore();
  document.head.innerHTML = '';
  resetConfig();
  resetWarnings();
  resetRequests();
  resetMountQueue();
  // The files of a worker share one window (the unit project runs without isolation: a fresh
  // window and module graph per file cost more than the tests), so what a test leaves in it goes.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
