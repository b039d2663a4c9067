import { fileURLToPath } from 'node:url';

/** Paths are fixed relative to this file, so the demo runs from any working directory. */
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));
export const DEFAULT_DB_PATH = fileURLToPath(new URL('../.data/demo.sqlite', import.meta.url));
export const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
/** The stand-in tag manager's script (gtm.js), served on the tag manager's origin (middleware/tag-manager.ts). */
export const TAG_MANAGER_DIR = fileURLToPath(new URL('../tag-manager/', import.meta.url));
/** The fraud provider's device kit and the chat service's script, served on their own origins (outside-services.ts). */
export const OUTSIDE_SERVICES_DIR = fileURLToPath(new URL('../outside-services/', import.meta.url));
