/**
 * The stories' msw handlers and config blocks take their paths from src/contracts/endpoint-paths.ts;
 * the demo server keeps its own tables (its routes and views read them). Both must name the same
 * path for every endpoint, so a story's request is the request the demo answers.
 */
import { describe, expect, it } from 'vitest';
import { SITES } from '../demo/server/site';
import { configBlock } from '../demo/server/views/config-block';
import { ENDPOINT_PATHS, endpointPaths } from '../src/contracts/endpoint-paths';

describe('endpoint paths', () => {
  it("are the demo server's: its config block gives the widgets the contracts' path for every endpoint", async () => {
    // The wallet's sheet is on the provider's own origin (none: no wallet, an empty URL).
    const WALLET = 'http://wallet.localhost:4173';
    const block = String(
      await configBlock(SITES[0]!, { zip: '', storeId: '' }, 'storefront', '', { whereami: undefined, identityLoginEnabled: false, identity: null }, { walletOrigin: WALLET }),
    );
    const json = /<script type="application\/json" id="lto-config">(.*)<\/script>/s.exec(block)?.[1];
    expect((JSON.parse(json!) as { urls: unknown }).urls).toEqual({ ...ENDPOINT_PATHS, walletSheet: `${WALLET}${ENDPOINT_PATHS.walletSheet}` });
  });

  it('picks the endpoints a config block offers', () => {
    expect(endpointPaths('compareAdd', 'storeDetails')).toEqual({ compareAdd: '/compare/add', storeDetails: '/stores/{storeId}' });
  });
});
