import { COMPARE_CHANGE_EVENT } from '../../src/contracts/compare-events';
import { translator } from '../../src/core/i18n';
import { reloadPage } from '../../src/core/navigation';
import { getStore } from '../../src/core/store';
import { adoptCompare, removeFromCompare } from '../../src/core/store/compare-actions';
import { COMPARE_MIN } from '../../src/core/store/compare-slice';
import { announce } from '../../src/ui/announce';
import { fieldValue, isSending, startSending } from '../../src/ui/sending-form';
import type { CompareListProps } from './element';
import { messages } from './messages';

const REMOVE = 'form[data-lto-compare-remove]';
/** The refusal's message, under the form whose removal it was. */
const ERROR = 'lto-compare-list__error';

const pidOf = (form: HTMLFormElement) => fieldValue(form, 'pid');

/**
 * The compare page's remove forms (README), which post to the platform without script. With it, a
 * removal goes through compareRemove like the bar's (SPEC 7.5), so the change is announced as
 * `lto:compare-change`: the site's other open tabs drop the product from their compare bar and
 * boxes at once, and a host page's script hears it, where the form's post reached neither. The
 * product's column leaves the table where the shopper is, the focus on the remove button now in
 * its place. A removal that would leave fewer than two products (SPEC 5.4: the compare page needs
 * two) loads the page again, as the platform then says so in its own words.
 *
 * The other way, a product taken out of the list elsewhere (the bar of another tab) takes its
 * column out here too, as that change comes (the widget follows `lto:compare-change`). A product
 * added elsewhere waits for the next compare page: only the platform can draw its column.
 *
 * A product the list does not hold (an `items` attribute out of step with the table, or a bad one)
 * is left to the form, which the platform answers as without script. A refused removal keeps the
 * column and says so under its button, as an alert.
 */
export function startCompareList(element: HTMLElement, { items }: CompareListProps): () => void {
  const t = translator(messages);
  const forms = () => [...element.querySelectorAll<HTMLFormElement>(REMOVE)];

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(REMOVE)) return;
    const pid = pidOf(form);
    adoptCompare(items);
    if (!getStore().getState().compare.items.some((item) => item.pid === pid)) return;
    event.preventDefault();
    const sending = startSending(form, event.submitter, ERROR);
    if (!sending) return;
    void removeFromCompare(pid, element).then((outcome) => {
      if (!outcome.ok) return sending.refused(t(outcome.message));
      sending.done();
      const left = Math.min(getStore().getState().compare.items.length, forms().length - 1);
      const taken = left < COMPARE_MIN ? undefined : takeOutColumn(form);
      if (!taken) return reloadPage();
      taken.next?.querySelector<HTMLElement>(`${REMOVE} button`)?.focus();
      announce(t('compareList.removed', { name: taken.name }));
    });
  };

  /** The list as the store now holds it (changed elsewhere): the columns of products it no longer holds go. */
  const follow = () => {
    const { items: listed, loaded } = getStore().getState().compare;
    if (!loaded) return;
    const held = new Set(listed.map((item) => item.pid));
    const gone = forms().filter((form) => !held.has(pidOf(form)) && !isSending(form));
    if (gone.length === 0) return;
    if (forms().length - gone.length < COMPARE_MIN) return reloadPage();
    for (const form of gone) if (!takeOutColumn(form)) return reloadPage();
  };
  // Drawn because the list changed elsewhere, the store may already be ahead of the page.
  follow();
  // Not the change this widget made itself: its own removal takes its column out when answered.
  const onChange = (event: Event) => {
    if (event.target !== element) follow();
  };

  const doc = element.ownerDocument;
  element.addEventListener('submit', onSubmit);
  doc.addEventListener(COMPARE_CHANGE_EVENT, onChange);
  return () => {
    element.removeEventListener('submit', onSubmit);
    doc.removeEventListener(COMPARE_CHANGE_EVENT, onChange);
  };
}

/**
 * Takes the form's column out of its table. Returns the column's name (its heading's text) and the
 * cell now in the form's place in its row (the one before it when it was the last), or undefined
 * when the form is not in a table's cell (the page must come again instead).
 */
function takeOutColumn(form: HTMLFormElement): { name: string; next: HTMLTableCellElement | undefined } | undefined {
  const cell = form.closest('td, th');
  const table = cell?.closest('table');
  if (!(cell instanceof HTMLTableCellElement) || !table) return undefined;
  const index = cell.cellIndex;
  const rows = [...table.rows];
  const name = (rows[0]?.cells[index]?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const row = cell.parentElement instanceof HTMLTableRowElement ? cell.parentElement : undefined;
  for (const each of rows) each.cells[index]?.remove();
  return { name, next: row?.cells[index] ?? row?.cells[index - 1] };
}
