import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { endpoint, getConfig } from '../../src/core/config';
import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import type { WidgetProps } from '../../src/core/define';
import { changeLocation, closeZipModal, currentZip } from '../../src/core/store/location-actions';
import { useLtoStore } from '../../src/core/store/use-store';
import { announce } from '../../src/ui/announce';
import { Dialog } from '../../src/ui/Dialog';
import { Field } from '../../src/ui/Field';
import { focusInvalid } from '../../src/ui/focus-invalid';
import { useFieldError } from '../../src/ui/use-field-error';
import { normalizePostalCode } from '../../src/validation/postal';
import { afterLocationChange, RELOAD_DELAY_MS } from './address';
import type { attributes } from './element';
import { currentPosition } from './geolocation';
import { searchZip, storesByCoordinates, storesFallback, type LookupOutcome } from './lookup';

type Phase =
  | { kind: 'editing' }
  | { kind: 'busy' }
  | { kind: 'problem'; failed: boolean }
  | { kind: 'done'; zip: string };

/** SPEC gives no width for this modal; the zip prompt beside it is 500 (SPEC 9.5). */
const WIDTH = 500;

/**
 * The zip / set-my-location dialog (SPEC 2.2, 3.1, 4.2, 7.2, 8), rendered while the modal is open;
 * a zip is checked here before it is posted, so a malformed one never reaches the server. After
 * the server takes a location the page is loaded again for it, unless a widget asked for the zip
 * to go on with something (it then gets the zip and the page stays).
 */
export default function ZipModalDialog({ submitName, noGeolocation, element, formUrl }: WidgetProps<typeof attributes> & { formUrl: string }) {
  const t = translator(messages);
  const { country } = getConfig();
  const zip = useLtoStore(currentZip);
  /** A widget is waiting for the zip to go on: it gets the zip and the page stays. */
  const asked = useLtoStore((state) => state.location.zipWaiters.length > 0);
  const [value, setValue] = useState(zip ?? '');
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const input = useRef<HTMLInputElement>(null);
  const problemId = useId();

  const geoUrls = noGeolocation ? undefined : { byCoordinates: endpoint('findstorebylatlang'), fallback: endpoint('findstoresfallbackfunction') };

  // A reload still waiting when the modal leaves the page (the template removed it) is dropped.
  const reloadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);

  const valid = (text: string) => normalizePostalCode(text, country);
  const fieldError = useFieldError((text) => valid(text) !== undefined);

  const finish = (outcome: LookupOutcome) => {
    if (outcome.kind !== 'found') {
      setPhase({ kind: 'problem', failed: outcome.kind === 'failed' });
      return;
    }
    changeLocation({ zip: outcome.zip }, element);
    const next = afterLocationChange(location.href);
    if (asked || next.kind === 'stay') {
      closeZipModal(outcome.zip);
      announce(t('location.set', { zip: outcome.zip }));
      return;
    }
    setPhase({ kind: 'done', zip: outcome.zip });
    if (next.kind === 'navigate') location.assign(next.url);
    else reloadTimer.current = setTimeout(() => location.reload(), RELOAD_DELAY_MS);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase.kind === 'busy' || phase.kind === 'done') return;
    const normalized = valid(value);
    if (!fieldError.check(value) || !normalized) {
      focusInvalid(input.current, t('VALIDATE_ZIP_REGEX'));
      return;
    }
    setPhase({ kind: 'busy' });
    finish(await searchZip(formUrl, normalized, submitName));
  };

  const useMyLocation = async () => {
    if (!geoUrls || phase.kind === 'busy' || phase.kind === 'done') return;
    setPhase({ kind: 'busy' });
    const position = await currentPosition();
    // Denied or failed: the fallback lookup, without a message (SPEC 4.2, 8).
    if (position && geoUrls.byCoordinates) finish(await storesByCoordinates(geoUrls.byCoordinates, position.latitude, position.longitude));
    else if (geoUrls.fallback) finish(await storesFallback(geoUrls.fallback));
    else setPhase({ kind: 'problem', failed: false });
  };

  const busy = phase.kind === 'busy';

  return (
    <Dialog open onClose={() => closeZipModal()} title={t('location.title')} width={WIDTH} closeLabel={t('dialog.close')} className="lto-zip-modal" initialFocus={input}>
      <p className="lto-zip-modal__intro">{t('location.intro')}</p>
      <form className="lto-zip-modal__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
        <Field
          label={t('location.zipLabel')}
          error={fieldError.shown ? t('VALIDATE_ZIP_REGEX') : undefined}
          describedBy={phase.kind === 'problem' ? problemId : undefined}
          classes={{ label: 'lto-zip-modal__label', error: 'lto-zip-modal__error' }}
        >
          {(control) => (
            <div className="lto-zip-modal__row">
              <input
                ref={input}
                {...control}
                className="lto-zip-modal__input"
                name="zipcodesearch_zipcode"
                type="text"
                autoComplete="postal-code"
                inputMode={country === 'US' ? 'numeric' : 'text'}
                maxLength={country === 'US' ? 10 : 7}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  fieldError.onChange(event.target.value);
                  if (phase.kind === 'problem') setPhase({ kind: 'editing' });
                }}
                onBlur={() => {
                  // SPEC 5: text inputs are trimmed on change.
                  setValue(value.trim());
                  fieldError.onBlur(value.trim());
                }}
              />
              <button type="submit" className="lto-button lto-button--primary lto-zip-modal__submit" name={submitName} disabled={phase.kind === 'done'}>
                {busy ? t('location.searching') : t('location.submit')}
              </button>
            </div>
          )}
        </Field>
      </form>
      {geoUrls && (geoUrls.byCoordinates || geoUrls.fallback) ? (
        <button type="button" className="lto-button lto-button--link lto-zip-modal__geo" onClick={() => void useMyLocation()} disabled={phase.kind === 'done'}>
          {t('location.useMyLocation')}
        </button>
      ) : null}
      {phase.kind === 'problem' ? (
        <div id={problemId} className="lto-zip-modal__problem" role="alert">
          {phase.failed ? <h3 className="lto-zip-modal__problem-title">{t('SERVER_ERROR')}</h3> : null}
          <p>{t('STORES_NOTFOUND')}</p>
        </div>
      ) : null}
      <p className="lto-zip-modal__status" role="status">
        {phase.kind === 'done' ? t('location.updated', { zip: phase.zip }) : ''}
      </p>
    </Dialog>
  );
}
