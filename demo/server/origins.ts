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
  /** Where the fraud provider's stand-in answers (middleware/service-hosts.ts): its public key and device kit ('fraud='). */
  fraud: string;
  /** Where the live chat service's stand-in answers (middleware/service-hosts.ts): its script and its bot ('chat='). */
  chat: string;
  /** Where the wallet payment provider's stand-in answers (wallet-provider.ts): its payment sheet ('wallet='). */
  wallet: string;
}

/** The keys of the stand-in services' origins in the list: not sites. */
const TAG_MANAGER_KEY = 'tag-manager';
const TLS_CHECK_KEY = 'tls-check';
/** The keys of the outside services' origins in the list. */
const SERVICE_KEYS = [TAG_MANAGER_KEY, TLS_CHECK_KEY, 'fraud', 'chat', 'wallet'] as const;
type ServiceKey = (typeof SERVICE_KEYS)[number];
const isServiceKey = (key: string): key is ServiceKey => (SERVICE_KEYS as readonly string[]).includes(key);

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
    `fraud=http://fraud.localhost:${port}`,
    `chat=http://chat.localhost:${port}`,
    `wallet=http://wallet.localhost:${port}`,
  ].join(',');
}

/**
 * Parses 'en-us=https://shop.example,es-us=https://es.shop.example,...' (LTO_DEMO_ORIGINS, or
 * localOrigins). Every site needs at least one origin; an origin is scheme, host and port only.
 * 'tag-manager=https://tags.shop.example' (at most one) is the tag manager's origin, no site's;
 * 'tls-check=https://tls.shop.example' the TLS-check service's, 'fraud=', 'chat=' and 'wallet='
 * those of the fraud provider's, the chat service's and the wallet provider's stand-ins (at most
 * one each).
 */
export function parseOrigins(spec: string): Origins {
  const list: SiteOrigin[] = [];
  const services: Partial<Record<ServiceKey, string>> = {};
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
    const serviceEntry = isServiceKey(key) && services[key] === undefined;
    if ((!site && !serviceEntry) || (url.protocol !== 'http:' && url.protocol !== 'https:') || !originOnly) {
      throw new Error(`LTO_DEMO_ORIGINS: "${item}" is not site=origin (sites: ${SITES.map((s) => s.key).join(', ')}; and one each of ${SERVICE_KEYS.join(', ')})`);
    }
    if (site) list.push({ origin: url.origin, site });
    else services[key as ServiceKey] = url.origin;
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
    tagManager: services[TAG_MANAGER_KEY] ?? first.origin,
    tlsCheck: services[TLS_CHECK_KEY] ?? first.origin,
    fraud: services.fraud ?? first.origin,
    chat: services.chat ?? first.origin,
    wallet: services.wallet ?? first.origin,
  };
}
