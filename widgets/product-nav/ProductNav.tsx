import { useEffect, useState } from 'react';
import { ApiError } from '../../src/core/api';
import { endpoint } from '../../src/core/config';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import { warnOnce } from '../../src/core/warn';
import { readBackLink } from './back-link';
import type { attributes } from './element';
import { listingHash } from './listing-hash';
import { messages } from './messages';
import { fetchNav, safeHref, type NavAnswer } from './nav-answer';

/**
 * Previous / next product navigation of the product page (SPEC 2.8, 7.5), loaded from the URL
 * hash the listing tile wrote into the product link (SPEC 2.6). The server drew the navigation
 * with its link back to the list and the steps' place left empty at its final size (README
 * "Server markup"): the widget draws the same, and puts the neighbours into that place when they
 * come, so nothing on the page moves. Without a hash, an endpoint or a usable answer, the place
 * stays empty.
 */
export function ProductNav({ pid, element }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const [back] = useState(() => readBackLink(element));
  const [answer, setAnswer] = useState<NavAnswer | null>(null);

  useEffect(() => {
    const hash = listingHash(location.hash);
    const url = endpoint('productNav');
    if (!hash || !url) return;
    let current = true;
    fetchNav(url, hash, pid).then(
      (next) => current && setAnswer(next),
      (error: unknown) => {
        // Optional navigation: the shopper keeps the page as the server drew it, never an alert.
        const unreadable = error instanceof ApiError && error.kind === 'bad-response';
        warnOnce(`<lto-product-nav> productNav ${unreadable ? 'answer could not be read' : 'request failed'}: keeping the server markup`);
      },
    );
    return () => {
      current = false;
    };
  }, [pid]);

  const previous = answer?.previous ? { ...answer.previous, href: safeHref(answer.previous.url) } : null;
  const next = answer?.next ? { ...answer.next, href: safeHref(answer.next.url) } : null;
  const position = answer?.position && answer.total && answer.position <= answer.total ? answer : null;

  return (
    <nav className="lto-product-nav" aria-label={t('productNav.label')}>
      {back ? (
        <a className="lto-product-nav__back" href={back.href}>
          {back.text}
        </a>
      ) : null}
      <div className="lto-product-nav__steps">
        {previous?.href ? <NeighbourLink rel="prev" label={t('productNav.previous')} name={previous.name} href={previous.href} /> : null}
        {position ? (
          <span className="lto-product-nav__position">{t('productNav.position', { position: position.position!, total: position.total! })}</span>
        ) : null}
        {next?.href ? <NeighbourLink rel="next" label={t('productNav.next')} name={next.name} href={next.href} /> : null}
      </div>
    </nav>
  );
}

function NeighbourLink({ rel, label, name, href }: { rel: 'prev' | 'next'; label: string; name: string; href: string }) {
  return (
    <a className={`lto-product-nav__link lto-product-nav__link--${rel === 'prev' ? 'previous' : 'next'}`} rel={rel} href={href}>
      <span className="lto-product-nav__direction">{label}</span> <span className="lto-product-nav__name">{name}</span>
    </a>
  );
}
