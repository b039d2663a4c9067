import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetConfig } from './src/core/config';
import { resetStore } from './src/core/store';
import { resetWarnings } from './src/core/warn';

// Every test starts on a blank page: no islands, no config block, an empty store, no remembered
// warnings. Islands unmount a microtask after removal, so let that happen before resetting what
// they read, or a last render would cache the empty page's config.
afterEach(async () => {
  cleanup();
  await act(async () => {
    document.body.innerHTML = '';
  });
  resetStore();
  document.head.innerHTML = '';
  resetConfig();
  resetWarnings();
});
