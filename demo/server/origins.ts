import { SITES, type Site, type SiteKey } from './site.js';

/** One origin the demo answers on and the site it serves there. */
export interface SiteOrigin {
  /** 'http://es.localhost:4173', no trailing slash. */
  origin: string;
  site: Site;
}

/**
 * The origins the demo serves, from configuration, never from a request: absolute URLs (the
 * identity provider's issuer and the client settings in the config block, links to the other
 * sites, share links) are built from here, so a forged Host header cannot put another host in a
 * page. The first origin given for a site is where links to that site go.
 */
export interface Origins {
  readonly list: readonly SiteOrigin[];
  /** The configured origin a Host header names exactly (host and port), else null. */
  exact(host: string | undefined): SiteOrigin | null;
  /** exact(), else the first origin of the site with that host name, else the first origin of all. */
  forHost(host: string | undefined): SiteOrigin;
  /** The first configured origin of a site. */
  of(site: SiteKey): string;
  /**
   * Where the stand-in tag manager's script is served from (middleware/tag-manager.ts): an origin
   * of its own, as a real tag manager's script host is ('tag-manager=' in the list); the first
   * site's origin when the list names none.
   */
  tagManager: string;
  /**
   * Where the stand-in TLS-check service answers (middleware/safety.ts): an origin of its own, as
   * the public service SPEC 7.8 asks is another site ('tls-check=' in the list); the first site's
   * origin when the list names none.
   */
  tlsCheck: string;
}

/** The keys of the stand-in services' origins in the list: not sites. */
const TAG_MANAGER_KEY = 'tag-manager';
const TLS_CHECK_KEY = 'tls-check';

const siteByKey = (key: string): Site | undefined => SITES.find((s) => s.key === key);

/** 'http://localhost:4173' → 'localhost:4173'; the host of an origin as a Host header gives it. */
const hostOf = (origin: string): string => new URL(origin).host;

/**
 * The local origins on a port: the three sites on localhost (es.localhost, ca.localhost), and
 * 127.0.0.1 for the English US site, so a browser pointed at the address the server prints works.
 */
export function localOrigins(port: number): string {
  return [
    `en-us=http://localhost:${port}`,
    `en-us=http://127.0.0.1:${port}`,
    `es-us=http://es.localhost:${port}`,
    `en-ca=http://ca.localhost:${port}`,
    `${TAG_MANAGER_KEY}=http://tags.localhost:${port}`,
    `${TLS_CHECK_KEY}=http://tls.localhost:${port}`,
  ].join(',');
}

/**
 * Parses 'en-us=https://shop.example,es-us=https://es.shop.example,...' (LTO_DEMO_ORIGINS, or
 * localOrigins). Every site needs at least one origin; an origin is scheme, host and port only.
 * 'tag-manager=https://tags.shop.example' (at most one) is the tag manager's origin, no site's;
 * 'tls-check=https://tls.shop.example' (at most one) the TLS-check service's.
 */
export function parseOrigins(spec: string): Origins {
  const list: SiteOrigin[] = [];
  let tagManager: string | undefined;
  let tlsCheck: string | undefined;
  for (const item of spec.split(/[\s,]+/).filter(Boolean)) {
    const at = item.indexOf('=');
    const key = item.slice(0, at);
    const site = siteByKey(key);
    let url: URL;
    try {
      url = new URL(item.slice(at + 1));
    } catch {
      throw new Error(`LTO_DEMO_ORIGINS: "${item}" is not site=origin`);
    }
    const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    const tagManagerEntry = key === TAG_MANAGER_KEY && tagManager === undefined;
    const tlsCheckEntry = key === TLS_CHECK_KEY && tlsCheck === undefined;
    if ((!site && !tagManagerEntry && !tlsCheckEntry) || (url.protocol !== 'http:' && url.protocol !== 'https:') || !originOnly) {
      throw new Error(
        `LTO_DEMO_ORIGINS: "${item}" is not site=origin (sites: ${SITES.map((s) => s.key).join(', ')}; and one ${TAG_MANAGER_KEY}, one ${TLS_CHECK_KEY})`,
      );
    }
    if (site) list.push({ origin: url.origin, site });
    else if (tagManagerEntry) tagManager = url.origin;
    else tlsCheck = url.origin;
  }
  for (const site of SITES) {
    if (!list.some((entry) => entry.site === site)) throw new Error(`LTO_DEMO_ORIGINS: no origin for the ${site.key} site`);
  }
  const [first] = list as [SiteOrigin, ...SiteOrigin[]];
  const byHost = new Map(list.map((entry) => [hostOf(entry.origin), entry]));

  const exact = (host: string | undefined): SiteOrigin | null => (host ? (byHost.get(host.toLowerCase()) ?? null) : null);
  const of = (key: SiteKey): string => list.find((entry) => entry.site.key === key)!.origin;

  return {
    list,
    exact,
    forHost(host) {
      const found = exact(host);
      if (found) return found;
      const hostname = (host ?? '').toLowerCase().replace(/:\d*$/, '');
      const sameName = list.find((entry) => new URL(entry.origin).hostname === hostname);
      return sameName ? { origin: of(sameName.site.key), site: sameName.site } : first;
    },
    of,
    tagManager: tagManager ?? first.origin,
    tlsCheck: tlsCheck ?? first.origin,
  };
}
