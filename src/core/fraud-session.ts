import * as v from 'valibot';
import { DEVICE_KIT_GLOBAL, DeviceKitSchema, DeviceSessionIdSchema, FRAUD_ACTIVE_FIELD, PublicKeyAnswerSchema, SESSION_ID_FIELD } from '../contracts/fraud-session';
import { getJSON, postForm } from './api';
import { getConfig } from './config';
import { whenConsented } from './consent';
import { loadScript } from './load-script';
import { withinTime } from './time-limit';
import { warnOnce } from './warn';

/** How long the device kit may take to load or to give a session id: a kit that never answers is a failure. */
const KIT_TIMEOUT_MS = 15000;

/**
 * The fraud provider's device session (SPEC 3.9, 7.8), on the application pages only (the page
 * work starts it there, at idle, after consent where consent applies): GET {fraudPublicKey};
 * when the provider's active flag is true, load its device kit, start it with the apiKey, and
 * POST the session id it gives to {storeSessionIdInSession}. Nothing of it is the shopper's to
 * see: a key of the wrong shape, a kit that fails to load, throws or never answers, and a failed
 * post are each one console warning (SPEC 8: logged only), and the page goes on as before.
 */
export function startFraudSession(doc: Document = document): () => void {
  const { urls } = getConfig(doc);
  const { fraudPublicKey, fraudDeviceKit, storeSessionIdInSession } = urls;
  if (!fraudPublicKey || !storeSessionIdInSession) {
    warnOnce('the config block lacks urls.fraudPublicKey or urls.storeSessionIdInSession: no fraud device session');
    return () => {};
  }
  return whenConsented(() => {
    deviceSession(fraudPublicKey, fraudDeviceKit, storeSessionIdInSession, doc).catch((error: unknown) => {
      warnOnce(`the fraud device session failed (${error instanceof Error ? error.message : 'unknown'}); the page goes on without it`);
    });
  }, doc);
}

async function deviceSession(keyUrl: string, kitUrl: string | undefined, storeUrl: string, doc: Document): Promise<void> {
  const key = await getJSON(keyUrl, {}, PublicKeyAnswerSchema).catch((error: unknown) => {
    throw new Error(`public key: ${error instanceof Error ? error.message : 'failed'}`);
  });
  if (!key[FRAUD_ACTIVE_FIELD]) return;
  // Asked for only now: a platform with the provider off may leave the kit's URL out.
  if (!kitUrl) throw new Error('no urls.fraudDeviceKit');
  await loadScript(kitUrl, { timeoutMs: KIT_TIMEOUT_MS, doc }).catch(() => {
    throw new Error('device kit did not load');
  });
  const kit = v.safeParse(DeviceKitSchema, (doc.defaultView as unknown as Record<string, unknown> | null)?.[DEVICE_KIT_GLOBAL]);
  if (!kit.success) throw new Error('device kit has no start()');
  const started = await withinTime(KIT_TIMEOUT_MS, () => kit.output.start({ apiKey: key.apiKey }), 'device kit timed out').catch((error: unknown) => {
    throw new Error(error instanceof Error && error.message === 'device kit timed out' ? error.message : 'device kit threw');
  });
  const sessionId = v.safeParse(DeviceSessionIdSchema, started);
  if (!sessionId.success) throw new Error('device kit gave no session id');
  // The answer is not read (SPEC 7.8): any 2xx will do, JSON or not.
  await postForm(storeUrl, { [SESSION_ID_FIELD]: sessionId.output }, v.unknown()).catch((error: unknown) => {
    if (!(error instanceof Error && 'kind' in error && error.kind === 'bad-response')) throw new Error('session post failed');
  });
}
