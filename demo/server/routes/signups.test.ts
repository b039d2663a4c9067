import { afterAll, describe, expect, test } from 'vitest';
import { configOf, createTestApp, HOSTS } from '../test-app.js';

const demo = createTestApp('lto-demo-signups-');
afterAll(() => demo.close());

/** A sign-up form's call, from a new shopper's page on `host`. */
const post = async (path: string, fields: Record<string, string>, host: string = HOSTS.us) =>
  demo.request('POST', path, { body: new URLSearchParams({ ...fields, format: 'ajax' }).toString(), host, ...(await demo.visit(host)).asPage });
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
/** HTML text as a reader sees it (the views escape apostrophes and ampersands). */
const readable = (markup: string) => markup.replace(/&#39;/g, "'").replace(/&amp;/g, '&');

const emailRows = (list: string, email: string) =>
  (demo.db.prepare('SELECT COUNT(*) AS n FROM email_subscriptions WHERE list = ? AND email = ?').get(list, email) as { n: number }).n;
const smsRows = (phone: string) => (demo.db.prepare('SELECT COUNT(*) AS n FROM sms_subscriptions WHERE phone = ?').get(phone) as { n: number }).n;

const footerEmail = (fields: Record<string, string>, host?: string) =>
  post('/signup/footer-email', { footeremailsub_confirm: 'footeremailsub_confirm', ...fields }, host);

describe('POST {footer email subscribe form action} /signup/footer-email', () => {
  test('stores the subscriber once however often the form is sent, and answers success', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await footerEmail({ footeremailsub_emailid: 'Ana.Lopez@example.com', footeremailsub_firstName: 'Ana', footeremailsub_lastName: '', footeremailsub_zipcode: '30303' });
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await json(response)).toEqual({ success: true });
    }
    expect(emailRows('newsletter', 'ana.lopez@example.com')).toBe(1);
    const row = demo.db.prepare("SELECT first_name, postal_code, source FROM email_subscriptions WHERE email = 'ana.lopez@example.com'").get();
    expect(row).toEqual({ first_name: 'Ana', postal_code: '30303', source: 'footer' });
  });

  test.each([
    ['an e-mail address that is not one', { footeremailsub_emailid: 'ana@example' }],
    ['no e-mail address', { footeremailsub_emailid: '' }],
    ['a zip that is not one', { footeremailsub_emailid: 'zip@example.com', footeremailsub_zipcode: '3030' }],
    ['a name of one letter', { footeremailsub_emailid: 'name@example.com', footeremailsub_firstName: 'A' }],
  ])('answers success false and stores nothing for %s', async (_, fields) => {
    expect(await json(await footerEmail(fields))).toEqual({ success: false });
    expect(emailRows('newsletter', fields.footeremailsub_emailid)).toBe(0);
  });

  test('refuses a form without the confirm button name', async () => {
    expect(await json(await post('/signup/footer-email', { footeremailsub_emailid: 'noconfirm@example.com' }))).toEqual({ success: false });
  });

  test('in Canada needs the opt-in box ticked and takes a postal code', async () => {
    const fields = { footeremailsub_emailid: 'leah@example.ca', footeremailsub_zipcode: 'm5v 3l9' };
    expect(await json(await footerEmail(fields, HOSTS.ca))).toEqual({ success: false });
    expect(emailRows('newsletter', 'leah@example.ca')).toBe(0);
    expect(await json(await footerEmail({ ...fields, footeremailsub_optin: 'true' }, HOSTS.ca))).toEqual({ success: true });
    expect(demo.db.prepare("SELECT postal_code FROM email_subscriptions WHERE email = 'leah@example.ca'").get()).toEqual({ postal_code: 'M5V 3L9' });
  });
});

describe('POST {footer text form action} /signup/footer-text', () => {
  const sms = (phone: string) => post('/signup/footer-text', { footertextform_phone: phone });

  test('a serviced number: success, a confirmation text is sent, stored once', async () => {
    for (let i = 0; i < 2; i++) expect(await json(await sms('(404) 555-0123'))).toEqual({ success: true, status: ['Confirmation text sent'] });
    expect(smsRows('4045550123')).toBe(1);
  });

  test.each(['9075550123', '808-555-0123'])('an area code the demo does not service (%s): Unable to process SMS opt in, not stored', async (phone) => {
    expect(await json(await sms(phone))).toEqual({ success: true, status: ['Unable to process SMS opt in'] });
    expect(smsRows(phone.replace(/-/g, ''))).toBe(0);
  });

  test('the number that must opt in by hand: Requires manual opt in and the number to text JOIN to', async () => {
    expect(await json(await sms('312-555-0199'))).toEqual({ success: true, status: ['Requires manual opt in: 1-844-555-0142'] });
  });

  test.each(['555-0123', '1235550123', ''])('refuses %j with success false', async (phone) => {
    expect(await json(await sms(phone))).toMatchObject({ success: false });
  });
});

describe('the interstitial forms', () => {
  test('e-mail form: success and a message; the phone is optional and taken with optin true', async () => {
    const answer = await json(await post('/signup/interstitial-email', { emailid: 'pop@example.com', phone: '', optin: 'false', confirm: 'confirm' }));
    expect(answer).toEqual({ success: true, message: 'Thanks for signing up!' });
    await post('/signup/interstitial-email', { emailid: 'POP@example.com', phone: '4045550777', optin: 'true', confirm: 'confirm' });
    expect(emailRows('newsletter', 'pop@example.com')).toBe(1);
    expect(smsRows('4045550777')).toBe(1);
  });

  test('e-mail form: a bad address or phone is said in the message, in Spanish on the Spanish site', async () => {
    expect(await json(await post('/signup/interstitial-email', { emailid: 'x@', confirm: 'confirm' }))).toEqual({ success: false, message: 'Invalid email address' });
    expect(await json(await post('/signup/interstitial-email', { emailid: 'x@example.com', phone: '12', confirm: 'confirm' }, HOSTS.es))).toEqual({
      success: false,
      message: 'Número de teléfono no válido',
    });
  });

  test('text form: serviced, unserviced area code, manual opt-in', async () => {
    expect(await json(await post('/signup/interstitial-text', { phone: '4045550888', confirm: 'confirm' }))).toEqual({ success: true, message: 'Thanks for signing up!' });
    expect(await json(await post('/signup/interstitial-text', { phone: '9075550888', confirm: 'confirm' }))).toEqual({ success: false, message: 'Unable to process SMS opt in' });
    expect(await json(await post('/signup/interstitial-text', { phone: '3125550199', confirm: 'confirm' }))).toEqual({
      success: true,
      message: 'Please text JOIN to 1-844-555-0142 to subscribe.',
    });
  });
});

describe('POST {contest form action} /signup/contest', () => {
  test('enters once per address', async () => {
    for (let i = 0; i < 2; i++) {
      expect(await json(await post('/signup/contest', { emailid: 'win@example.com', firstName: 'Sam', lastName: "O'Neil", zipcode: '', confirm: 'confirm' }))).toEqual({
        success: true,
        message: "You're entered. Good luck!",
      });
    }
    expect(emailRows('contest', 'win@example.com')).toBe(1);
  });

  test('refuses a bad address', async () => {
    expect(await json(await post('/signup/contest', { emailid: 'win@', confirm: 'confirm' }))).toEqual({ success: false, message: 'Invalid email address' });
  });

  test('refuses a bad postal code in the words of the site it was posted on: zip code in the US, postal code in Canada', async () => {
    const refusal = async (host: string, zipcode: string) => json(await post('/signup/contest', { emailid: 'postal@example.com', zipcode, confirm: 'confirm' }, host));
    expect(await refusal(HOSTS.us, '3030')).toEqual({ success: false, message: 'Invalid zip code' });
    expect(await refusal(HOSTS.es, '3030')).toEqual({ success: false, message: 'Código postal no válido' });
    expect(await refusal(HOSTS.ca, 'M5V 3L')).toEqual({ success: false, message: 'Invalid postal code' });
  });
});

describe('POST {custom sofa email form action} /signup/custom-sofa', () => {
  const sofa = () => (demo.db.prepare("SELECT pid, name_en FROM products WHERE kind = 'sofa' ORDER BY position LIMIT 1").get() as { pid: string; name_en: string });

  test('answers an HTML fragment naming the product, and stores the interest once', async () => {
    const { pid, name_en } = sofa();
    const response = await post('/signup/custom-sofa', { emailid: 'sofa@example.com', selectedproductID: pid, confirm: 'confirm' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const fragment = readable(await response.text());
    expect(fragment).toContain("You're on the list");
    expect(fragment).toContain(name_en);
    expect(fragment).not.toContain('sofa@example.com');
    await post('/signup/custom-sofa', { emailid: 'sofa@example.com', selectedproductID: pid, confirm: 'confirm' });
    expect(emailRows('custom-sofa', 'sofa@example.com')).toBe(1);
  });

  test('a bad address is a 400 fragment, an unknown product a 404', async () => {
    expect((await post('/signup/custom-sofa', { emailid: 'nope', selectedproductID: sofa().pid })).status).toBe(400);
    expect((await post('/signup/custom-sofa', { emailid: 'a@example.com', selectedproductID: 'NOPE' })).status).toBe(404);
  });
});

describe('pages', () => {
  test.each([
    ['/privacy-policy', 'privacy-policy', 'Privacy policy'],
    ['/sweepstakes-rules', 'sweepstakes-rules', 'Sweepstakes official rules'],
    ['/emergency-message', 'emergency-message', 'Important notice'],
    ['/covid-updates', 'covid-updates', 'COVID-19 updates'],
  ])('%s has its own page type for the interstitial and the footer forms', async (path, type, title) => {
    const page = await (await demo.request('GET', path)).text();
    expect(configOf(page).page['type']).toBe(type);
    expect(page).toContain(`<h1>${title}</h1>`);
    expect(page).toContain('<lto-footer-email-signup><form class="lto-footer-email-signup" method="post"');
    expect(page).toContain('<lto-footer-sms-signup join-number="1-844-555-0142"><form name="footertextform"');
  });

  test('the Spanish privacy policy is in Spanish', async () => {
    expect(await (await demo.request('GET', '/privacy-policy', { host: HOSTS.es })).text()).toContain('<h1>Política de privacidad</h1>');
  });

  test('every page carries the sign-up endpoints in its config block', async () => {
    const { urls } = configOf(await (await demo.request('GET', '/')).text());
    expect(urls).toMatchObject({
      footerEmailSubscribe: '/signup/footer-email',
      footerTextForm: '/signup/footer-text',
      interstitialEmail: '/signup/interstitial-email',
      interstitialText: '/signup/interstitial-text',
      contestForm: '/signup/contest',
      customSofaEmail: '/signup/custom-sofa',
    });
  });

  test('the sign-me-up form stores the SMS opt-in and comes back to the contest page saying so', async () => {
    const shopper = await demo.visit();
    const response = await demo.request('POST', '/signup/sign-me-up', { body: `emailid=me%40example.com&smsOptinCheckbox=true&csrf_token=${shopper.csrf}`, cookie: shopper.cookie });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contest?signup=done');
    expect(demo.db.prepare("SELECT sms_opt_in, source FROM email_subscriptions WHERE email = 'me@example.com'").get()).toEqual({ sms_opt_in: 1, source: 'sign-me-up' });
    const page = readable(await (await demo.request('GET', '/contest?signup=done')).text());
    expect(page).toContain("You're signed up.");
    expect(page).toContain('<lto-contest-signup>');
  });
});

describe('the contest page', () => {
  test("names its prize in the site's dollars: C$ on the Canadian site (SPEC 9.1)", async () => {
    const intro = async (host: string) => /<h1>[^<]*<\/h1>\s*<p>([^<]*)<\/p>/.exec(await (await demo.request('GET', '/contest', { host })).text())?.[1];
    expect(await intro(HOSTS.us)).toBe('Enter for a chance to win a $2,500 living room set. One entry per email address.');
    expect(await intro(HOSTS.ca)).toBe('Enter for a chance to win a C$2,500 living room set. One entry per email address.');
    expect(await intro(HOSTS.es)).toBe('Participa para ganar un juego de sala de $2,500. Una participación por correo electrónico.');
  });
});

describe('the footer forms posted without script (no format=ajax)', () => {
  /** A shopper's form post: their session cookie and its token, as the page's form carries it. */
  const plain = async (path: string, fields: Record<string, string>, referer: string) => {
    const shopper = await demo.visit();
    return demo.request('POST', path, { body: new URLSearchParams({ ...fields, csrf_token: shopper.csrf }).toString(), cookie: shopper.cookie, headers: { Referer: referer } });
  };

  test('the e-mail form stores the subscriber and goes back to the page it was on, which says so', async () => {
    const response = await plain(
      '/signup/footer-email',
      { footeremailsub_emailid: 'plain.form@example.com', footeremailsub_firstName: '', footeremailsub_lastName: '', footeremailsub_zipcode: '', footeremailsub_confirm: 'footeremailsub_confirm' },
      'http://localhost:4173/c/living-room?page=2',
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/c/living-room?page=2&footerSignup=email-done#footer-signups');
    expect(emailRows('newsletter', 'plain.form@example.com')).toBe(1);
    const page = readable(await (await demo.request('GET', '/c/living-room?page=2&footerSignup=email-done')).text());
    expect(page).toContain('<p class="notice site-footer__notice" role="status">Success! Thanks for signing up.</p>');
  });

  test('a refused form goes back with the failure; another site as Referer goes home instead', async () => {
    const response = await plain('/signup/footer-email', { footeremailsub_emailid: 'nope', footeremailsub_confirm: 'footeremailsub_confirm' }, 'http://elsewhere.test/');
    expect(response.headers.get('location')).toBe('/?footerSignup=email-failed#footer-signups');
  });

  test('a refused form comes back filled in with what was typed, on that page alone, which no cache keeps', async () => {
    const shopper = await demo.visit();
    const post = (path: string, fields: Record<string, string>) =>
      demo.request('POST', path, { body: new URLSearchParams({ ...fields, csrf_token: shopper.csrf }).toString(), cookie: shopper.cookie, headers: { Referer: 'http://localhost:4173/p/P1001' } });
    const page = () => demo.request('GET', '/p/P1001?footerSignup=email-failed', { cookie: shopper.cookie });
    const fields = async (response: Response) => {
      const markup = await response.text();
      return ['footer-email-address', 'footer-email-first', 'footer-email-zip', 'footer-sms-phone'].map((id) => new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(markup)?.[1]);
    };

    await post('/signup/footer-email', { footeremailsub_emailid: 'ana@example', footeremailsub_firstName: 'Ana', footeremailsub_zipcode: '3030', footeremailsub_confirm: 'footeremailsub_confirm' });
    const back = await page();
    expect(back.headers.get('cache-control')).toContain('no-store');
    expect(await fields(back)).toEqual(['ana@example', 'Ana', '3030', '']);
    expect(await fields(await page()), 'the next page: empty again').toEqual(['', '', '', '']);

    await post('/signup/footer-text', { footertextform_phone: '555-01' });
    expect(await fields(await page())).toEqual(['', '', '', '555-01']);
  });

  test('the text form goes back with the outcome of SPEC 8 for the number', async () => {
    const response = await plain('/signup/footer-text', { footertextform_phone: '' }, 'http://localhost:4173/p/P1001');
    expect(response.headers.get('location')).toBe('/p/P1001?footerSignup=sms-failed#footer-signups');
  });
});

describe('the contest page without script', () => {
  /** A shopper's form post, with their session and its token as the page's form carries it. */
  const post = async (path: string, body: string) => {
    const shopper = await demo.visit();
    return demo.request('POST', path, { body: `${body}&csrf_token=${shopper.csrf}`, cookie: shopper.cookie });
  };

  test('the contest form enters and comes back to the contest page, which says so', async () => {
    const response = await post('/signup/contest', new URLSearchParams({ emailid: 'plain.contest@example.com', confirm: 'confirm' }).toString());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contest?contest=entered');
    expect(emailRows('contest', 'plain.contest@example.com')).toBe(1);
    const page = readable(await (await demo.request('GET', '/contest?contest=entered')).text());
    expect(page).toContain('<p class="notice" role="status">You\'re entered. Good luck!</p>');
    expect(page).toContain('<lto-contest-signup><form class="lto-contest-signup" method="post" action="/signup/contest"');
  });

  test('a refused entry comes back with the failure', async () => {
    const response = await post('/signup/contest', new URLSearchParams({ emailid: 'nope' }).toString());
    expect(response.headers.get('location')).toBe('/contest?contest=failed');
  });

  test("the sign-me-up box sends 'false' unticked and its 'true' last when ticked", async () => {
    const page = await (await demo.request('GET', '/contest')).text();
    expect(page).toMatch(/<input type="hidden" name="smsOptinCheckbox" value="false">\s*<input id="sms-optin-box" type="checkbox" name="smsOptinCheckbox" value="true"/);
    const body = 'emailid=ticked.box%40example.com&smsOptinCheckbox=false&smsOptinCheckbox=true';
    await post('/signup/sign-me-up', body);
    const row = demo.db.prepare("SELECT sms_opt_in FROM email_subscriptions WHERE email = 'ticked.box@example.com'").get() as { sms_opt_in: number };
    expect(row.sms_opt_in).toBe(1);
  });
});
