import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { translator } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import { rovingIndex } from '../../src/ui/roving';
import type { SafeHtml } from '../../src/ui/safe-fragment';
import { messages, type MessageKey } from './messages';

/** SPEC 9.5: the FAQ dialog is 400 wide. */
const FAQ_WIDTH = 400;

const SECTION = '[data-lto-pending-tab]';
/** Our names for the tabs the fragment's sections stand for; another section keeps its own aria-label. */
const TAB_NAMES: Record<string, MessageKey> = { 'next-steps': 'account.nextSteps', 'store-info': 'account.storeInfo' };

interface Tab {
  key: string;
  label: string;
}

/**
 * The Decision Pending component (SPEC 2.5): the sanitized fragment's sections become the panels
 * of APG tabs 'Next Steps' and 'Store Info' (manual activation would gain nothing: panels are
 * already on the page). 'View FAQs' opens the FAQ dialog with the fragment's FAQ items; 'Contact
 * us' switches to Store Info. The <details> sections collapse natively.
 */
export function PendingDetails({ html }: { html: SafeHtml }) {
  const t = translator(messages);
  const content = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [tabs, setTabs] = useState<Tab[]>([]);
  const [selected, setSelected] = useState<string>();
  const [faq, setFaq] = useState<DocumentFragment>();
  const id = useId();
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  // Read the sections once the fragment is in the page.
  useLayoutEffect(() => {
    const sections = [...(content.current?.querySelectorAll<HTMLElement>(SECTION) ?? [])];
    const found = sections.map((section) => {
      const key = section.dataset.ltoPendingTab ?? '';
      const name = TAB_NAMES[key];
      return { key, label: name ? t(name) : (section.getAttribute('aria-label') ?? key) };
    });
    setTabs(found);
    setSelected(found[0]?.key);
  }, [html]);

  // Each section is the panel of its tab; only the selected one shows.
  useLayoutEffect(() => {
    for (const section of content.current?.querySelectorAll<HTMLElement>(SECTION) ?? []) {
      const key = section.dataset.ltoPendingTab ?? '';
      section.id = panelId(key);
      section.setAttribute('role', 'tabpanel');
      section.setAttribute('aria-labelledby', tabId(key));
      section.removeAttribute('aria-label');
      section.tabIndex = 0;
      section.hidden = key !== selected;
    }
  }, [tabs, selected]);

  const select = (key: string, focus = false) => {
    setSelected(key);
    if (focus) list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[tabs.findIndex((tab) => tab.key === key)]?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.key === selected);
    const next = rovingIndex(event.key, at, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(tabs[next]!.key, true);
  };

  // The fragment's own buttons: 'View FAQs' and 'Contact us'.
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-lto-faq]')) {
      event.preventDefault();
      const template = content.current?.querySelector<HTMLTemplateElement>('template[data-lto-faq-content]');
      setFaq(template ? (template.content.cloneNode(true) as DocumentFragment) : document.createDocumentFragment());
    } else if (target?.closest('[data-lto-contact-us]')) {
      event.preventDefault();
      if (tabs.some((tab) => tab.key === 'store-info')) select('store-info', true);
    }
  };

  return (
    <div className="lto-account-drawer__pending-component">
      {tabs.length > 0 ? (
        <div ref={list} role="tablist" className="lto-account-drawer__tabs" onKeyDown={onTabKey}>
          {tabs.map((tab) => {
            const on = tab.key === selected;
            return (
              <button
                key={tab.key}
                id={tabId(tab.key)}
                type="button"
                role="tab"
                aria-selected={on}
                aria-controls={panelId(tab.key)}
                tabIndex={on ? 0 : -1}
                className="lto-account-drawer__tab"
                onClick={() => select(tab.key)}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      ) : null}
      <div ref={content} className="lto-account-drawer__pending-content" onClick={onContentClick} dangerouslySetInnerHTML={{ __html: html }} />
      {faq ? <FaqDialog items={faq} onClose={() => setFaq(undefined)} label={t('account.faqTitle')} done={t('account.gotIt')} close={t('dialog.close')} /> : null}
    </div>
  );
}

/** 'Frequently Asked Questions' with 'Got it' (SPEC 2.5): the fragment's FAQ items, as nodes (already sanitized). */
function FaqDialog({ items, onClose, label, done, close }: { items: DocumentFragment; onClose(): void; label: string; done: string; close: string }) {
  const body = useRef<HTMLDivElement>(null);
  const gotIt = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = body.current;
    if (!target) return;
    target.replaceChildren(items.cloneNode(true));
    return () => target.replaceChildren();
  }, [items]);
  return (
    <Dialog open onClose={onClose} title={label} width={FAQ_WIDTH} closeLabel={close} className="lto-account-drawer__faq" initialFocus={gotIt}>
      <div ref={body} className="lto-account-drawer__faq-items" />
      <div className="lto-dialog__actions">
        <button ref={gotIt} type="button" className="lto-button lto-button--primary" onClick={onClose}>
          {done}
        </button>
      </div>
    </Dialog>
  );
}
