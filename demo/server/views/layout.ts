import { accountConfig, hasAccountDrawer } from './account-config.js';
import { tagManagerLoader } from './analytics.js';
import { configBlock, type PageType } from './config-block.js';
import type { ViewContext } from './context.js';
import { siteFooter } from './footer.js';
import { siteHeader } from './header.js';
import { html, type Html } from './html.js';
import { browserCheckArea } from './safety.js';

export interface PageOptions {
  title: string;
  pageType: PageType;
  /** page.name of the config block: the page marker of pages SPEC names (the checkout steps). */
  pageName?: string;
  /** page.category of the config block ('' when the page has none). */
  category: string;
  /** Category highlighted in the navigation. */
  currentCategory?: string;
  searchQuery?: string;
  /** The config block's resources: widget texts in the platform's words for this page. */
  resources?: Readonly<Record<string, string>>;
  body: Html;
}

/** What the browser's title bar shows for a page titled `title`. */
export const documentTitle = (ctx: ViewContext, title: string): string => `${title} | ${ctx.text.siteName}`;

export function layout(ctx: ViewContext, page: PageOptions): Html {
  return html`<!doctype html>
<html lang="${ctx.site.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${documentTitle(ctx, page.title)}</title>
<link rel="icon" href="/public/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/public/site.css">
<link rel="stylesheet" href="/dist/lto-widgets.css">
${configBlock(ctx.site, ctx.location, page.pageType, page.category, accountConfig(ctx, page.pageType), {
  pageName: page.pageName,
  gtmEnabled: ctx.tagManagerOrigin !== null,
  cookieHint: ctx.cookieHint === true,
  hostedSearch: ctx.hostedSearch === true,
  showCaptcha: ctx.showCaptcha === true,
  chatOrigin: ctx.chatOrigin ?? null,
  fraudOrigin: ctx.fraudOrigin ?? null,
  walletOrigin: ctx.walletOrigin ?? null,
  ...(page.resources ? { resources: page.resources } : {}),
})}
${tagManagerLoader(ctx)}
<script type="module" src="/dist/lto-widgets.js" fetchpriority="low"></script>
</head>
<body>
<a class="skip-link" href="#main">${ctx.text.skipLink}</a>
${ctx.siteChrome === false ? '' : siteHeader(ctx, page.currentCategory ?? '', page.searchQuery ?? '', hasAccountDrawer(page.pageType))}
${browserCheckArea(ctx)}
<main id="main" tabindex="-1" class="page">
${page.body}
</main>
${ctx.siteChrome === false ? '' : siteFooter(ctx)}
</body>
</html>`;
}
