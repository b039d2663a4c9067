import { formatWholeUnits } from '../../../src/pricing/index.js';
import { contestSignup, smsOptin, type ContestOutcome } from './contest-form.js';
import type { ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { csrfField } from './csrf-field.js';
import { contestText, infoPageText, type InfoPageKey } from './info-pages-text.js';
import { INFO_PAGE_URLS, SIGN_ME_UP_URL } from './signup-urls.js';
import { signupText } from './signup-text.js';

/** A content page of SPEC 2.1 (privacy policy, sweepstakes rules, emergency message, COVID updates). */
export function infoPageView(ctx: ViewContext, key: InfoPageKey): Html {
  const page = infoPageText(ctx.site.lang, key);
  return html`<article class="content-page">
  <h1>${page.title}</h1>
  ${page.paragraphs.map((p) => html`<p>${p}</p>`)}
</article>`;
}

export type SignMeUpOutcome = 'done' | 'failed' | undefined;

/**
 * The contest page (SPEC 2.4): the contest e-mail form, and the sign-me-up form with its SMS
 * opt-in box, a plain form the platform answers with this page again (?signup=done|failed); the
 * contest form without script comes back the same way (?contest=entered|failed).
 */
/** The contest's prize, a living room set worth 2,500 of the site's dollars. */
const prize = (ctx: ViewContext): string => formatWholeUnits(2_500, ctx.site);

export function contestView(ctx: ViewContext, outcome: SignMeUpOutcome, contest?: ContestOutcome): Html {
  const t = contestText(ctx.site.lang);
  const said = signupText(ctx.site);
  return html`<article class="content-page contest-page">
  <h1>${t.title}</h1>
  <p>${t.intro(prize(ctx))}</p>
  ${contestSignup(ctx, contest)}
  <p><a href="${INFO_PAGE_URLS.sweepstakesRules}">${t.rulesLink}</a></p>
  <section class="sign-me-up" aria-labelledby="sign-me-up-heading">
    <h2 id="sign-me-up-heading">${t.signMeUpHeading}</h2>
    <p>${t.signMeUpIntro}</p>
    ${outcome ? html`<p class="notice" role="status">${outcome === 'done' ? said.signMeUpDone : said.signMeUpFailed}</p>` : ''}
    <form method="post" action="${SIGN_ME_UP_URL}" class="sign-me-up__form">
      ${csrfField(ctx)}
      <label for="sign-me-up-email">${t.emailLabel}</label>
      <input id="sign-me-up-email" name="emailid" type="email" autocomplete="email" required>
      ${smsOptin(ctx)}
      <button type="submit" class="button">${t.signMeUpButton}</button>
    </form>
  </section>
</article>`;
}
