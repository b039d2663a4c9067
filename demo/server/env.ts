import type { ShopperLocation } from './data/sessions.js';
import type { Site } from './site.js';
import type { Text } from './views/text/index.js';

/** Per-request values the middleware puts on the Hono context. */
export interface AppEnv {
  Variables: {
    site: Site;
    text: Text;
    /** The session's zip and preferred store, read once per request. */
    location: ShopperLocation;
  };
}
