import type { AnalyticsRecord } from '../data/analytics-records.js';
import { analyticsText } from './analytics-text.js';
import { ANALYTICS_CLEAR, ANALYTICS_COLLECT, ANALYTICS_PAGE, ANALYTICS_SWITCH, MAX_RECORD_BYTES, TAG_MANAGER_CONTAINER, TAG_MANAGER_SCRIPT_PATH } from './analytics-urls.js';
import type { ViewContext } from './context.js';
import { csrfField } from './csrf-field.js';
import { html, type Html } from './html.js';

/**
 * The tag manager's loader tag, in the head of every page where ISGTMENABLE is on and nowhere
 * else. A real tag manager's snippet is an inline script that adds this tag; the CSP allows no
 * inline script, so the server writes the tag itself (async: the page never waits for it). The
 * script reads where to post and how much from its own attributes. Where the shopper has not
 * consented yet (COOKIE_HINT on), it is non-essential and waits: written inside a
 * `<template data-lto-after-consent>`, which the runtime puts in place once they select 'I agree'.
 */
export function tagManagerLoader(ctx: ViewContext): Html | '' {
  if (ctx.tagManagerOrigin === null) return '';
  const src = `${ctx.tagManagerOrigin}${TAG_MANAGER_SCRIPT_PATH}?id=${TAG_MANAGER_CONTAINER}`;
  const tag = html`<script async src="${src}" data-collect="${ANALYTICS_COLLECT}" data-max-bytes="${String(MAX_RECORD_BYTES)}"></script>`;
  return ctx.consentPending ? html`<template data-lto-after-consent>${tag}</template>` : tag;
}

/** A record's time as people and tests read it: '2025-01-31 14:05:09 UTC'. */
const shownTime = (epochMs: number): string => `${new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function recordItem(ctx: ViewContext, record: AnalyticsRecord): Html {
  const t = analyticsText(ctx.site.lang);
  return html`<li class="analytics-record">
  <h2 class="analytics-record__event">${record.event}</h2>
  <dl class="analytics-record__facts">
    <div><dt>${t.received}</dt><dd><time datetime="${new Date(record.receivedAt).toISOString()}">${shownTime(record.receivedAt)}</time></dd></div>
    <div><dt>${t.site}</dt><dd>${record.site}</dd></div>
    <div><dt>${t.page}</dt><dd>${record.page}</dd></div>
  </dl>
  <pre class="analytics-record__json">${JSON.stringify(record.record, null, 2)}</pre>
</li>`;
}

/** /demo/analytics: the switch's state on this site, the records newest first, and a way to clear them. */
export function analyticsPage(ctx: ViewContext, records: readonly AnalyticsRecord[], kept: number): Html {
  const t = analyticsText(ctx.site.lang);
  const on = ctx.tagManagerOrigin !== null;
  return html`<h1>${t.title}</h1>
<p>${t.intro(kept)}</p>
<p>${on ? t.on : t.off} <a href="${ANALYTICS_SWITCH}?enabled=${on ? '0' : '1'}">${on ? t.turnOff : t.turnOn}</a></p>
<p><a href="${ANALYTICS_PAGE}?format=json">${t.asJson}</a></p>
<form method="post" action="${ANALYTICS_CLEAR}">
  ${csrfField(ctx)}
  <button type="submit" class="button button--secondary">${t.clear}</button>
</form>
${records.length === 0 ? html`<p>${t.none}</p>` : html`<ol class="analytics-records">${records.map((record) => recordItem(ctx, record))}</ol>`}`;
}
