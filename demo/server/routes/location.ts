import { Hono, type Context } from 'hono';
import type { StoresByLocationAnswer, ZipSearchAnswer } from '../../../src/contracts/location.js';
import { isZipOrPostalCode } from '../../../src/validation/postal.js';
import type { DataAccess } from '../data/index.js';
import { isValidCoordinates, type Coordinates } from '../data/geo.js';
import type { Place } from '../data/gazetteer.js';
import type { AppEnv } from '../env.js';
import { writeCookie } from '../cookies.js';
import { redirectTo } from '../redirects.js';
import { ensureSession } from '../session.js';
import { LOCATION_URLS } from '../views/location-urls.js';
import { answerJson, readForm, refuse, returnPath, textField, type Form } from './form-input.js';

/** How the store locator's plain zip form failed, in its redirect back: not a zip at all, or no store near it. */
export const ZIP_SEARCH_FLAG = { name: 'zip', invalid: 'invalid', notFound: 'notfound' } as const;

/**
 * What was typed in that form, for the page it is redirected back to to draw into the field
 * (read once, then gone): a cookie, as the typed zip stays out of the address.
 */
export const ZIP_TYPED_COOKIE = 'lto_zip_typed';
type ZipSearchFailure = typeof ZIP_SEARCH_FLAG.invalid | typeof ZIP_SEARCH_FLAG.notFound;

/** A local path (returnPath's) with the flag set or cleared; redirectTo checks the result again. */
const withFlag = (path: string, failed: ZipSearchFailure | null): string => {
  const [pathname = '/', query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  if (failed) params.set(ZIP_SEARCH_FLAG.name, failed);
  else params.delete(ZIP_SEARCH_FLAG.name);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
};

/** A number from the query string, else the form: SPEC 7.2 puts the coordinates in the query. */
function coordinates(c: Context<AppEnv>, form: Form): Coordinates | null {
  const read = (name: string): number => {
    const value = c.req.query(name) ?? textField(form, name) ?? '';
    return value === '' ? Number.NaN : Number(value);
  };
  const point = { latitude: read('latitude'), longitude: read('longitude') };
  return isValidCoordinates(point) ? point : null;
}

/**
 * SPEC 7.2 location endpoints: the zip form, the browser-location lookup and its fallback, and
 * setZipCode. Each change is saved in the shopper's demo session, so every page rendered after
 * it carries the zip (header banner, config block). Coordinates and zips are never logged.
 */
export function locationRoutes(data: DataAccess): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const { sessions, stores } = data;

  /** The place's code becomes the session's zip when it has a store within reach. */
  const saveIfServed = (c: Context<AppEnv>, code: string, place: Place | null): number => {
    const found = place ? stores.storesNear(place).length : 0;
    if (found > 0) sessions.setZip(ensureSession(c), code);
    return found;
  };

  /** SPEC 7.2: without bypassExistingZipcodeCheck=true, a zip the shopper already has is kept. */
  const keepsExisting = (c: Context<AppEnv>): boolean =>
    c.req.query('bypassExistingZipcodeCheck') !== 'true' && c.get('location').zip !== '';

  const headerAnswer = (c: Context<AppEnv>, success: boolean, headerzipcode: string) =>
    answerJson(c, { success, headerzipcode } satisfies StoresByLocationAnswer);

  // The zip form: zipcodesearch_zipcode plus the submit button's name, confirm or setlocation.
  // The store locator's plain form adds returnUrl and is answered with a redirect instead of JSON.
  app.post(LOCATION_URLS.zipcodeSearch, async (c) => {
    const form = await readForm(c);
    if (!form) return refuse(c, 'bad-form');
    const raw = textField(form, 'zipcodesearch_zipcode');
    if (raw === undefined) return refuse(c, 'missing-zipcode');
    if (textField(form, 'confirm') === undefined && textField(form, 'setlocation') === undefined) {
      return refuse(c, 'missing-action');
    }
    const found = stores.lookup(raw);
    const numberOfStoresFound = found ? saveIfServed(c, found.code, found.place) : 0;
    const back = returnPath(c, form);
    const failed = numberOfStoresFound > 0 ? null : isZipOrPostalCode(raw.trim()) ? ZIP_SEARCH_FLAG.notFound : ZIP_SEARCH_FLAG.invalid;
    if (back) {
      if (failed) writeCookie(c, ZIP_TYPED_COOKIE, raw.trim(), { httpOnly: true, maxAge: 60 });
      return redirectTo(c, withFlag(back, failed));
    }
    return answerJson(c, { success: numberOfStoresFound > 0, zipcode: found?.code ?? '', numberOfStoresFound } satisfies ZipSearchAnswer);
  });

  // Browser location granted (SPEC 4.2): the code nearest the shopper (StoreQueries.locate), if a store is near it.
  app.post(LOCATION_URLS.findstorebylatlang, async (c) => {
    const form = (await readForm(c)) ?? {};
    const point = coordinates(c, form);
    if (!point) return refuse(c, 'bad-coordinates');
    if (keepsExisting(c)) return headerAnswer(c, true, c.get('location').zip);
    const found = stores.locate(point);
    if (found && saveIfServed(c, found.code, found.place) > 0) return headerAnswer(c, true, found.code);
    return headerAnswer(c, false, c.get('location').zip);
  });

  // Browser location denied or failed: the site's default place (a platform would guess from the IP).
  app.post(LOCATION_URLS.findstoresfallbackfunction, (c) => {
    if (keepsExisting(c)) return headerAnswer(c, true, c.get('location').zip);
    const zip = c.get('site').defaultZip;
    sessions.setZip(ensureSession(c), zip);
    return headerAnswer(c, true, zip);
  });

  // setZipCode: any zip zipcodes can place (a Canadian code by its area), stores near it or not.
  app.post(LOCATION_URLS.setZipCode, async (c) => {
    const form = await readForm(c);
    if (!form) return refuse(c, 'bad-form');
    const raw = textField(form, 'zipCode');
    if (raw === undefined) return refuse(c, 'missing-zipcode');
    const found = stores.lookup(raw);
    if (!found) return refuse(c, 'invalid-zipcode');
    if (!found.place) return refuse(c, 'unknown-zipcode');
    sessions.setZip(ensureSession(c), found.code);
    return answerJson(c, { success: true, zipCode: found.code });
  });

  return app;
}
