import { DEFAULT_DIST_DIR } from './paths.js';
import { stampBuild } from './dist-snapshot.js';

// The last step of `npm run build`: dist/ now holds a complete build a running demo may switch to.
console.log(`build-id ${await stampBuild(DEFAULT_DIST_DIR)}`);
