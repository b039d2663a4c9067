import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetConfig } from './src/core/config';
import { resetStore } from './src/core/store';
import { resetWarnings } from './src/core/warn';

// Every test starts on a blank page: no config block, an empty store, no remembered warnings.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  resetConfig();
  resetStore();
  resetWarnings();
});
