import { html, type Html } from './html.js';
import type { PdpExtrasText } from './pdp-extras-text.js';

/**
 * The platform's own share links (SPEC 2.8): the networks' plain share pages, nothing loaded from
 * them. `query` writes a space as '+'; mailto wants '%20'.
 */
function shareLinks(url: string, name: string): { network: 'facebook' | 'x' | 'pinterest' | 'email'; label: string | null; href: string }[] {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}` },
    { network: 'x', label: 'X', href: `https://x.com/intent/post?${query({ url, text: name })}` },
    { network: 'pinterest', label: 'Pinterest', href: `https://www.pinterest.com/pin/create/button/?${query({ url, description: name })}` },
    { network: 'email', label: null, href: `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(url)}` },
  ];
}

/**
 * <lto-share-links> with its server markup (widgets/share-links/README.md): a Share disclosure,
 * closed, that opens without script, and the four links; the web networks in a new tab.
 */
export function shareLinksTag(t: PdpExtrasText, url: string, name: string, pid: string): Html {
  const item = ({ network, label, href }: ReturnType<typeof shareLinks>[number]) => {
    const className = `lto-share-links__link lto-share-links__link--${network}`;
    return label
      ? html`<li><a href="${href}" target="_blank" rel="noopener noreferrer" class="${className}">${label}<span class="lto-visually-hidden"> ${t.shareNewTab}</span></a></li>`
      : html`<li><a href="${href}" class="${className}">${t.shareEmail}</a></li>`;
  };
  return html`<lto-share-links url="${url}" name="${name}" pid="${pid}"><details class="lto-share-links">
<summary class="lto-share-links__toggle" aria-label="${t.shareLabel(name || t.shareThisProduct)}">${t.share}</summary>
<ul class="lto-share-links__list">${shareLinks(url, name).map(item)}</ul>
</details></lto-share-links>`;
}
