import { categoryUrl, localized, type ViewContext } from './context.js';
import { html, type Html } from './html.js';
import { LOCATION_URLS } from './location-urls.js';

export function siteFooter(ctx: ViewContext): Html {
  const t = ctx.text;
  return html`<footer class="site-footer">
  <div class="site-footer__inner">
    <ul class="site-footer__links">${ctx.categories.map(
      (c) => html`<li><a href="${categoryUrl(c.key)}">${localized(ctx, c.name)}</a></li>`,
    )}</ul>
    <p><a href="${LOCATION_URLS.storeLocator}">${t.storeLocatorLink}</a></p>
    <p>${t.footerNote}</p>
    <p>${t.locationNote}</p>
    <p class="site-footer__demo">${t.demoNote}</p>
  </div>
</footer>`;
}
