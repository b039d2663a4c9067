import type { StorybookConfig } from '@storybook/react-vite';

/**
 * Storybook for merchandisers and template developers: every widget in every state, in English
 * and Spanish, USD and C$. It runs offline: no telemetry, no update or "what's new" checks, no
 * CDN assets. The MSW service worker (npx msw init .storybook/public --no-save) is served from
 * ./public so stories answer the platform's endpoints themselves.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  staticDirs: ['./public'],
  core: {
    disableTelemetry: true,
    enableCrashReports: false,
    disableWhatsNewNotifications: true,
  },
};

export default config;
