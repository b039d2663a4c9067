import { categoryUrl, localized, type ViewContext } from './context.js';
import { FOOTER_SIGNUPS_ID } from './footer-signup-text.js';
import { footerEmailSignup, footerSignupOutcome, footerSmsSignup } from './footer-signups.js';
import { html, type Html } from './html.js';
import { CONTACT_US_URLS } from './contact-us-urls.js';
import { contactUsText } from './contact-us-text.js';
import { footerLinkText } from './info-pages-text.js';
import { liveChatLauncher } from './live-chat.js';
import { LOCATION_URLS } from './location-urls.js';
import { INFO_PAGE_URLS } from './signup-urls.js';
import { visitorConsent } from './visitor-consent.js';

export function siteFooter(ctx: ViewContext): Html {
  const t = ctx.text;
  const links = footerLinkText(ctx.site.lang);
  // The sign-up forms of SPEC 2.3 on every page, complete (they post without script); the interstitial (SPEC 2.4) decides itself,
  // from the config block's page type, whether this page may show it.
  return html`<footer class="site-footer">
  <section id="${FOOTER_SIGNUPS_ID}" class="site-footer__signups" aria-label="${links.signups}">
    ${footerSignupOutcome(ctx)}
    ${footerEmailSignup(ctx)}
    ${footerSmsSignup(ctx)}
  </section>
  <div class="site-footer__inner">
    <ul class="site-footer__links">${ctx.categories.map(
      (c) => html`<li><a href="${categoryUrl(c.key)}">${localized(ctx, c.name)}</a></li>`,
    )}</ul>
    <p><a href="${LOCATION_URLS.storeLocator}">${t.storeLocatorLink}</a></p>
    <p><a href="${CONTACT_US_URLS.contactUs}">${contactUsText(ctx.site.lang).footerLink}</a></p>
    ${liveChatLauncher(ctx)}
    <ul class="site-footer__links">${(Object.keys(INFO_PAGE_URLS) as (keyof typeof INFO_PAGE_URLS)[]).map(
      (key) => html`<li><a href="${INFO_PAGE_URLS[key]}">${links[key]}</a></li>`,
    )}</ul>
    <p>${t.footerNote}</p>
    <p>${t.locationNote}</p>
    <p class="site-footer__demo">${t.demoNote}</p>
  </div>
</footer>
<lto-interstitial></lto-interstitial>
${visitorConsent(ctx)}`;
}
