import type { Preview } from '@storybook/react-vite';
import { getWorker, initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import { withDataLayer } from './data-layer';
import { compareHandlers } from './handlers';
import { DEFAULT_LOCALE, LOCALES, withLtoPage } from './lto-page';
// The theme's tokens first, as dist/lto-widgets.css has them (src/ui/stylesheets.ts).
import '../src/ui/tokens.css';
import '../src/ui/ui.css';
import './preview.css';

// Every widget's stylesheet, as dist/lto-widgets.css bundles them: a new widget needs no line here.
import.meta.glob('../widgets/*/*.css', { eager: true });

// The plays' waits end as soon as their condition holds; 5 s (not 1) keeps them passing on a busy
// machine, as in the story tests run by Vitest.
configure({ asyncUtilTimeout: 5000 });

/**
 * In the browser this registers the MSW service worker (relative URL, so a Storybook published
 * under a sub-path still finds it); under Vitest the addon resolves to its Node build and starts
 * an msw/node server instead, so portable stories get the same handlers. Requests no handler
 * answers (Storybook's own files) go through untouched.
 *
 * Only once per page: Vite's HMR re-runs this module whenever src/core changes, and a second
 * worker would leave the first one answering requests with the previous story's handlers.
 */
function startMockServer() {
  try {
    getWorker();
  } catch {
    initialize({ onUnhandledRequest: 'bypass', serviceWorker: { url: './mockServiceWorker.js' } });
  }
}
startMockServer();

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Page locale: language, country and currency of the config block',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: Object.entries(LOCALES).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  loaders: [mswLoader],
  // The page first, then the list of what the story pushed onto window.dataLayer below it.
  decorators: [withLtoPage, withDataLayer],
  parameters: {
    layout: 'fullscreen',
    // Keyed, so a story replaces one endpoint: { msw: { handlers: { compareAdd: compareAddRefused } } }.
    msw: { handlers: compareHandlers },
    controls: { expanded: true },
  },
};

export default preview;
