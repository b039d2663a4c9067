import { useRef, useState, type FormEvent } from 'react';
import { translator } from '../../src/core/i18n';
import { messages } from './messages';
import { Dialog } from '../../src/ui/Dialog';
import { Field } from '../../src/ui/Field';
import { focusInvalid } from '../../src/ui/focus-invalid';
import { useFieldError } from '../../src/ui/use-field-error';
import { normalizePostalCode } from '../../src/validation/postal';

/** SPEC 9.5: the zip prompt is 500 wide. */
const WIDTH = 500;

interface ZipPromptProps {
  initialZip: string;
  onZip: (zip: string) => void;
  onClose: () => void;
}

/**
 * The zip prompt of SPEC 2.9: 'store near you', a zip box and Search (Enter searches: it is the
 * form's submit button). It takes a US zip (optional -4) or a Canadian postal code (SPEC 5.4);
 * anything else stays here with the error beside the field.
 */
export function ZipPrompt({ initialZip, onZip, onClose }: ZipPromptProps) {
  const t = translator(messages);
  const [value, setValue] = useState(initialZip);
  const error = useFieldError((text) => normalizePostalCode(text) !== undefined);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zip = normalizePostalCode(value);
    if (!error.check(value) || !zip) {
      focusInvalid(input.current, t('stores.invalidZip'));
      return;
    }
    onZip(zip);
  };

  return (
    <Dialog open onClose={onClose} title={t('stores.zipPromptTitle')} width={WIDTH} closeLabel={t('dialog.close')} initialFocus={input}>
      <form className="lto-store-availability__zip-form" noValidate onSubmit={submit}>
        <Field
          label={t('stores.zipPromptLabel')}
          error={error.shown ? t('stores.invalidZip') : undefined}
          classes={{ label: 'lto-store-availability__label', error: 'lto-store-availability__error' }}
        >
          {(control) => (
            <div className="lto-store-availability__zip-row">
              <input
                ref={input}
                {...control}
                className="lto-store-availability__input"
                type="text"
                name="zipCode"
                autoComplete="postal-code"
                maxLength={10}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  error.onChange(event.target.value);
                }}
                onBlur={() => {
                  // SPEC 5: text inputs are trimmed on change.
                  setValue(value.trim());
                  error.onBlur(value.trim());
                }}
              />
              <button type="submit" className="lto-button lto-button--primary">
                {t('stores.search')}
              </button>
            </div>
          )}
        </Field>
      </form>
    </Dialog>
  );
}
