import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));
/** The built widgets the demo serves; LTO_E2E_DIST points elsewhere (e.g. a deliberately broken build). */
export const DIST_DIR = process.env.LTO_E2E_DIST || join(ROOT_DIR, 'dist');
