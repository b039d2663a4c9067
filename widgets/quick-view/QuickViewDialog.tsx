import { useEffect, useRef, useState } from 'react';
import type { Params } from '../../src/core/api';
import { getConfig } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import { Dialog } from '../../src/ui/Dialog';
import { gridLinks, productUrlOf } from './links';
import { selectedVariantUrl } from '../../src/core/store/selection-actions';
import { useLtoStore } from '../../src/core/store/use-store';
import { getSafeFragment, type SafeHtml } from '../../src/ui/safe-fragment';

/** SPEC 9.5: the quick view dialog is 920 wide. */
export const QUICK_VIEW_WIDTH = 920;

export interface QuickViewDialogProps {
  /** The <lto-quick-view> that opened the dialog: its place among the grid's product links. */
  element: HTMLElement;
  /** Its parsed attributes, sent with the first product (SPEC 2.7). */
  source: string;
  productlistid: string;
  onClose: () => void;
}

/** Which product is asked for, and how: from the tile, or by an arrow (source=quickview). */
interface Target {
  index: number;
  byArrow: boolean;
  /** Bumped by Retry, so the same target is asked for again. */
  attempt: number;
}

type Phase = 'loading' | 'shown' | 'failed';

/**
 * The quick view dialog (SPEC 2.7, 7.1): the product fragment of a tile, sanitized, with
 * previous / next arrows through the grid's product links.
 */
export function QuickViewDialog({ element, source, productlistid, onClose }: QuickViewDialogProps) {
  const t = translator(messages);
  const [{ links, index: start }] = useState(() => gridLinks(element));
  const [target, setTarget] = useState<Target>({ index: start, byArrow: false, attempt: 0 });
  const [phase, setPhase] = useState<Phase>('loading');
  const [html, setHtml] = useState<SafeHtml | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const retry = useRef<HTMLButtonElement>(null);

  const link = links[target.index]!;
  const url = productUrlOf(link, useLtoStore((state) => selectedVariantUrl(state, link.pid)));
  const arrows = links.length > 1 && getConfig().page.type !== 'compare';
  const atFirst = target.index === 0;
  const atLast = target.index === links.length - 1;

  useEffect(() => {
    let current = true;
    setPhase('loading');
    const params: Params = target.byArrow
      ? { source: 'quickview', productlistid: link.productlistid || undefined }
      : { source: source || undefined, productlistid: productlistid || undefined };
    getSafeFragment(url, params)
      .then((safe) => {
        if (!current) return;
        setHtml(safe);
        setPhase('shown');
      })
      .catch(() => {
        if (!current) return;
        setHtml(null);
        setPhase('failed');
      });
    // A later target wins: the answer for a product the shopper already moved past is dropped.
    return () => {
      current = false;
    };
  }, [target, link, url, source, productlistid]);

  // The error is said (role=alert); focus goes to what the shopper can do about it.
  useEffect(() => {
    if (phase === 'failed') retry.current?.focus();
  }, [phase]);

  const go = (step: -1 | 1) => {
    const index = target.index + step;
    if (index < 0 || index >= links.length) return;
    setTarget({ index, byArrow: true, attempt: 0 });
  };

  const onRetry = () => {
    // The Retry button goes away while loading: keep focus in the dialog, on what will show the product.
    content.current?.focus();
    setTarget((previous) => ({ ...previous, attempt: previous.attempt + 1 }));
  };

  const status =
    phase === 'loading'
      ? t('quickView.loading')
      : phase === 'failed'
        ? ''
        : arrows
          ? link.name
            ? t('quickView.showing', { name: link.name, position: target.index + 1, count: links.length })
            : t('quickView.showingUnnamed', { position: target.index + 1, count: links.length })
          : link.name;

  const arrow = (step: -1 | 1) => {
    const end = step < 0 ? atFirst : atLast;
    return (
      <button
        type="button"
        className={`lto-quick-view__arrow lto-quick-view__arrow--${step < 0 ? 'previous' : 'next'}`}
        aria-label={t(step < 0 ? 'quickView.previous' : 'quickView.next')}
        // aria-disabled rather than disabled: a disabled button would drop the focus to the page.
        aria-disabled={end ? true : undefined}
        onClick={() => go(step)}
      >
        <span aria-hidden="true">{step < 0 ? '‹' : '›'}</span>
      </button>
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('QUICKVIEW_TITLE')}
      width={QUICK_VIEW_WIDTH}
      closeLabel={t('dialog.close')}
      className="lto-quick-view__dialog"
    >
      <div className="lto-quick-view__layout">
        {arrows ? arrow(-1) : null}
        <div className="lto-quick-view__main">
          <p role="status" className={phase === 'loading' ? 'lto-quick-view__status' : 'lto-visually-hidden'}>
            {status}
          </p>
          <div
            ref={content}
            tabIndex={-1}
            className={`lto-quick-view__content${phase === 'loading' && html ? ' lto-quick-view__content--stale' : ''}`}
            aria-busy={phase === 'loading' ? true : undefined}
          >
            {phase === 'failed' ? (
              <div className="lto-quick-view__error">
                <p role="alert">{t('quickView.failed')}</p>
                <button ref={retry} type="button" className="lto-button" onClick={onRetry}>
                  {t('quickView.retry')}
                </button>
              </div>
            ) : html ? (
              <div className="lto-quick-view__product" dangerouslySetInnerHTML={{ __html: html }} />
            ) : null}
          </div>
        </div>
        {arrows ? arrow(1) : null}
      </div>
    </Dialog>
  );
}
