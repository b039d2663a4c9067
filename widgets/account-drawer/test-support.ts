import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { LeasingPowerDetailsAnswer, RegisterAnswer, SessionDecisionViewModel, SignInAnswer } from '../../src/contracts/account';
import type { EndpointName } from '../../src/contracts/endpoints';
import { fakeServer } from '../../testing/fake-server';
import manifest from './manifest';
import { mount, writeConfig } from '../../testing/widget-page';

/** Every endpoint the drawer uses, as its manifest lists them. */
const ENDPOINTS = Object.keys(manifest.endpoints ?? {}) as EndpointName[];

export const URLS = Object.fromEntries(ENDPOINTS.map((name) => [name, `/${name}`])) as Record<EndpointName, string>;

export const IDENTITY = {
  authority: 'http://localhost:3000/oidc',
  clientId: 'lto-storefront',
  redirectUri: 'http://localhost:3000/account/oidc-callback',
  silentRedirectUri: 'http://localhost:3000/account/oidc-callback',
  postLogoutRedirectUri: 'http://localhost:3000/',
  scope: 'openid email profile',
  authnUrl: 'http://localhost:3000/oidc/authn',
};

export const DECISIONS = {
  approved: {
    approvalDetermination: 'Approved',
    tierIsApproved: true,
    firstName: 'Alex',
    remainingLeasingPower: 250,
    remainingLeasingPowerFormatted: '$250.00',
    expirationDateValue: '2027-02-19',
  },
  zero: {
    approvalDetermination: 'Approved',
    tierIsApproved: true,
    firstName: 'Zoe',
    remainingLeasingPower: 0,
    remainingLeasingPowerFormatted: '$0.00',
    expirationDateValue: '2027-02-19',
  },
  pending: { approvalDetermination: 'PendingVerification', tierIsApproved: false, firstName: 'Pat' },
  pendingNoName: { approvalDetermination: 'PendingVerification', tierIsApproved: false, firstName: null },
  denied: { approvalDetermination: 'Denied', tierIsApproved: false, firstName: 'Dana' },
  tierOnly: { approvalDetermination: null, tierIsApproved: true, firstName: null, remainingLeasingPower: 120, expirationDateValue: '2027-02-19' },
  none: { approvalDetermination: null, tierIsApproved: false, firstName: null, remainingLeasingPower: null, remainingLeasingPowerFormatted: null, expirationDateValue: null },
} satisfies Record<string, SessionDecisionViewModel>;

export const PENDING_FRAGMENT = `
<section data-lto-pending-tab="next-steps" aria-label="Next Steps">
  <details><summary>Primary identification</summary><p>A driver's license or state ID.</p></details>
  <details><summary>Proof of residence</summary><p>A utility bill from the last 30 days.</p></details>
  <details><summary>Proof of income</summary><p>Your two latest pay stubs.</p></details>
  <button type="button" data-lto-faq>View FAQs</button>
  <template data-lto-faq-content><h4>How long does verification take?</h4><p>Usually one business day.</p></template>
  <button type="button" data-lto-contact-us>Contact us</button>
  <script>window.hacked = true</script>
</section>
<section data-lto-pending-tab="store-info" aria-label="Store Info">
  <p>Atlanta Midtown, 123 Peachtree St NE, (404) 555-0100, Mon–Sat 10–8</p>
</section>`;

export type Call = { path: string; form?: Record<string, string>; json?: unknown; query: Record<string, string> };

/** A storefront and provider scripted per path; unscripted paths answer like the demo's defaults. */
export function fakeAccountServer() {
  return fakeServer<Call>({
    record: async (url, request) => {
      const body = await request.text();
      const type = request.headers.get('content-type') ?? '';
      return {
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        ...(type.startsWith('application/x-www-form-urlencoded') ? { form: Object.fromEntries(new URLSearchParams(body)) } : {}),
        ...(type.startsWith('application/json') && body ? { json: JSON.parse(body) as unknown } : {}),
      };
    },
    fallback: (url) => {
      switch (url.pathname) {
        case URLS.loginForm:
        case URLS.accountDetails:
          return { body: { success: true, sessionDecisionViewModel: DECISIONS.approved } satisfies SignInAnswer };
        case URLS.registerForm:
          return { body: { success: true, wasCreatedSuccessfully: true, message: null } satisfies RegisterAnswer };
        case URLS.renderDecisionPendingComponent:
          return { body: PENDING_FRAGMENT };
        case URLS.getLpDetailsModal:
          return { body: { approvedAmount: 400, availableAmount: 250, currency: 'USD', expirationDateValue: '2027-02-19' } satisfies LeasingPowerDetailsAnswer };
        case '/oidc/authn':
          return { body: { status: 'SUCCESS', sessionToken: 'session-token-1' } };
        default:
          return { body: { success: true } };
      }
    },
  });
}

export function drawerPage(config: Record<string, unknown> = {}) {
  writeConfig({ urls: URLS, page: { type: 'storefront', whereami: 'account_storefrontlogin' }, ...config });
}

export const DRAWER = '<lto-account-drawer csrf-token="csrf-123"></lto-account-drawer>';

export async function openDrawer(html = DRAWER, trigger: string | RegExp = 'Sign In') {
  await mount(html);
  await userEvent.click(screen.getByRole('link', { name: trigger }));
  return screen.findByRole('dialog', { name: /My Account|Mi cuenta/ }, { timeout: 5000 });
}

export async function fillLogin(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('E-mail address'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

export async function signIn(username = 'alex@example.com', password = 'Password1!') {
  await fillLogin(username, password);
  await userEvent.click(submitButton());
}

/** The 'Sign In' submit inside the drawer (the header trigger shares its name). */
export const submitButton = () => screen.getAllByRole('button', { name: /^(Sign In|Signing in…)$/ }).find((button) => button.getAttribute('type') === 'submit')!;

export function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

export const waitForLabel = (label: string) => waitFor(() => expect(document.querySelector('.lto-account-drawer__trigger')).toHaveTextContent(label));
