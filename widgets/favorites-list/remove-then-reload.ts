import { translator } from '../../src/core/i18n';
import { reloadPage } from '../../src/core/navigation';
import { getStore } from '../../src/core/store';
import { isFavorite, loadFavorites, setFavorite } from '../../src/core/store/favorites-actions';
import { fieldValue, startSending } from '../../src/ui/sending-form';
import { messages } from './messages';

const REMOVE = 'form[data-lto-favorite-remove]';
/** The refusal's message, under the form whose removal it was. */
const ERROR = 'lto-favorites-list__error';

/**
 * The saved-items page's remove forms (README), which post to the platform without script. With
 * it, a removal goes through removeFavProduct as an icon's does (SPEC 7.5), so the change is
 * announced as `lto:favorite-change`: the site's other open tabs show the product unsaved at once,
 * and a host page's script hears it, where the form's post reached neither. Then the page loads
 * again, as after the post: the platform writes the list, its count and, once empty, its notice.
 *
 * A product the myFavoriteProduct cookie does not hold is left to the form, which the platform
 * answers as without script. A refused removal keeps the product and says so under its button.
 */
export function startFavoritesList(element: HTMLElement): () => void {
  const t = translator(messages);

  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !form.matches(REMOVE)) return;
    const pid = fieldValue(form, 'pid');
    loadFavorites();
    if (!pid || !isFavorite(getStore().getState(), pid)) return;
    event.preventDefault();
    const sending = startSending(form, event.submitter, ERROR);
    if (!sending) return;
    void setFavorite({ pid, uuid: fieldValue(form, 'uuid'), quantity: 1 }, false, element).then((outcome) => {
      if (outcome === 'removed') return reloadPage();
      if (outcome === 'failed') sending.refused(t('favoritesList.removeFailed'));
      else sending.done();
    });
  };

  element.addEventListener('submit', onSubmit);
  return () => element.removeEventListener('submit', onSubmit);
}
