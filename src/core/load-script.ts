/**
 * Loads an outside service's classic script (the fraud provider's device kit, the chat service)
 * once per URL. The storefront's CSP enforces Trusted Types, so a script URL must come from a
 * policy: ours ('lto-widgets', which the CSP lists) passes only URLs a caller named here, never
 * one built from page data. The script gets `attributes` (a data attribute the service reads).
 * It resolves with the script element once the script has run (a service may read its attributes
 * again later), and fails when it cannot load or does not load in time.
 */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
type TrustedTypesFactory = { createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy };

const POLICY_NAME = 'lto-widgets';
const allowed = new Set<string>();
const loads = new Map<string, Promise<HTMLScriptElement>>();
let policy: ScriptUrlPolicy | null | undefined;

function scriptUrl(url: string): string {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
    policy = factory
      ? factory.createPolicy(POLICY_NAME, {
          createScriptURL: (asked) => {
            if (!allowed.has(asked)) throw new TypeError('[lto-widgets] refused a script URL nobody asked for');
            return asked;
          },
        })
      : null;
  }
  return policy ? (policy.createScriptURL(url) as string) : url;
}

export function loadScript(url: string, { attributes = {}, timeoutMs = 15000, doc = document }: { attributes?: Record<string, string>; timeoutMs?: number; doc?: Document } = {}): Promise<HTMLScriptElement> {
  const href = new URL(url, doc.baseURI).href;
  let load = loads.get(href);
  if (load) return load;
  load = new Promise<HTMLScriptElement>((resolve, reject) => {
    const script = doc.createElement('script');
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.async = true;
    const timer = setTimeout(() => fail(new Error(`script timed out: ${href}`)), timeoutMs);
    function fail(error: Error) {
      clearTimeout(timer);
      // A later call tries again (the shopper opening the chat once more).
      loads.delete(href);
      script.remove();
      reject(error);
    }
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve(script);
    });
    script.addEventListener('error', () => fail(new Error(`script failed to load: ${href}`)));
    allowed.add(href);
    script.src = scriptUrl(href);
    doc.head.append(script);
  });
  loads.set(href, load);
  return load;
}

/** For tests: forget the scripts loaded. */
export function resetScripts(): void {
  loads.clear();
}
