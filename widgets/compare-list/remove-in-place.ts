import { translator } from '../../src/core/i18n';
import { reloadPage } from '../../src/core/navigation';
import { getStore } from '../../src/core/store';
import { adoptCompare, removeFromCompare } from '../../src/core/store/compare-actions';
import { COMPARE_MIN } from '../../src/core/store/compare-slice';
import { announce } from '../../src/ui/announce';
import { clearNoticeUnder, noticeUnder } from '../../src/ui/notice-under';
import type { CompareListProps } from './element';
import { messages } from './messages';

const REMOVE = 'form[data-lto-compare-remove]';
/** The refusal's message, under the form whose removal it was. */
const ERROR = 'lto-compare-list__error';

/**
 * The compare page's remove forms (README), which post to the platform without script. With it, a
 * removal goes through compareRemove like the bar's (SPEC 7.5), so the change is announced as
 * `lto:compare-change`: the site's other open tabs drop the product from their compare bar and
 * boxes at once, and a host page's script hears it, where the form's post reached neither. The
 * product's column leaves the table where the shopper is, the focus on the remove button now in
 * its place. A removal that would leave fewer than two products (SPEC 5.4: the compare page needs
 * two) loads the page again, as the platform then says so in its own words.
 *
 * A product the list does not hold (an `items` attribute out of step with the table, or a bad one)
 * is left to the form, which the platform answers as without script. A refused removal keeps the
 * column and says so under its button, as an alert.
 */
export function startCompareList(element: HTMLElement, { items }: CompareListProps): () => void {
  const t = translator(messages);
  const removing = new Set<string>();

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(REMOVE)) return;
    const field = form.elements.namedItem('pid');
    const pid = field instanceof HTMLInputElement ? field.value : '';
    adoptCompare(items);
    if (!getStore().getState().compare.items.some((item) => item.pid === pid)) return;
    event.preventDefault();
    if (removing.has(pid)) return;
    removing.add(pid);
    const button = event.submitter ?? form.querySelector('button');
    button?.setAttribute('aria-disabled', 'true');
    clearNoticeUnder(form, ERROR);
    void removeFromCompare(pid, element).then((outcome) => {
      removing.delete(pid);
      button?.removeAttribute('aria-disabled');
      if (!outcome.ok) {
        noticeUnder(form, ERROR, t(outcome.message));
        return;
      }
      const name = takeOutColumn(form, getStore().getState().compare.items.length);
      if (name === undefined) reloadPage();
      else announce(t('compareList.removed', { name }));
    });
  };

  element.addEventListener('submit', onSubmit);
  return () => element.removeEventListener('submit', onSubmit);
}

/**
 * Takes the form's column out of its table, focuses the remove button now in its place (the last
 * column's when it was the last) and returns the column's name (its heading's text). Undefined when
 * the page must come again instead: fewer than two products are left in the list (`left`) or
 * would be in the table, or the form is not in a table's cell.
 */
function takeOutColumn(form: HTMLFormElement, left: number): string | undefined {
  const cell = form.closest('td, th');
  const table = cell?.closest('table');
  if (!(cell instanceof HTMLTableCellElement) || !table || Math.min(left, table.querySelectorAll(REMOVE).length - 1) < COMPARE_MIN) return undefined;
  const index = cell.cellIndex;
  const rows = [...table.rows];
  const name = (rows[0]?.cells[index]?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const row = cell.parentElement instanceof HTMLTableRowElement ? cell.parentElement : undefined;
  for (const each of rows) each.cells[index]?.remove();
  const next = row?.cells[index] ?? row?.cells[index - 1];
  next?.querySelector<HTMLElement>(`${REMOVE} button`)?.focus();
  return name;
}
