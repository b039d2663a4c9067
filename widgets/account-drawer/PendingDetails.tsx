import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { translator } from '../../src/core/i18n';
import { Dialog } from '../../src/ui/Dialog';
import type { SafeHtml } from '../../src/ui/safe-fragment';
import { markTabPanel, Tabs } from '../../src/ui/Tabs';
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
 * of APG tabs 'Next Steps' and 'Store Info' (src/ui Tabs; automatic activation: the panels are
 * already on the page, so manual activation would gain nothing). 'View FAQs' opens the FAQ dialog
 * with the fragment's FAQ items; 'Contact us' switches to Store Info. The <details> sections
 * collapse natively.
 */
export function PendingDetails({ html }: { html: SafeHtml }) {
  const t = translator(messages);
  const content = useRef<HTMLDivElement>(null);
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
      markTabPanel(section, { id: panelId(key), labelledBy: tabId(key), active: key === selected });
      // Named by its tab now.
      section.removeAttribute('aria-label');
    }
  }, [tabs, selected]);

  /** 'Contact us': Store Info chosen, and focus on its tab, where arrow keys go on from. */
  const showTab = (key: string) => {
    setSelected(key);
    content.current?.ownerDocument.getElementById(tabId(key))?.focus();
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
      if (tabs.some((tab) => tab.key === 'store-info')) showTab('store-info');
    }
  };

  return (
    <div className="lto-account-drawer__pending-component">
      {tabs.length > 0 ? (
        <Tabs tabs={tabs} selected={selected} onSelect={setSelected} tabId={tabId} panelId={panelId} className="lto-account-drawer__tabs" tabClassName="lto-account-drawer__tab" />
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
