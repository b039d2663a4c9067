import { html, raw, type Html } from './html.js';

/** One value of a refinement group: its link, the number of products it would show, aria-current while it is in force. */
export const valueLink = (href: string, label: string, count: number, current: boolean): Html =>
  html`<li><a href="${href}"${current ? raw(' aria-current="true"') : ''} data-lto-grid-link>${label} <span class="refinements__count">(${count})</span></a></li>`;
