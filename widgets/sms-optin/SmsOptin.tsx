import { useEffect, useId, useState } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { translator } from '../../src/core/i18n';
import type { attributes } from './element';
import { messages } from './messages';

/** SPEC 3.7: the sign-me-up form's field. */
export const FIELD_NAME = 'smsOptinCheckbox';

/**
 * The SMS opt-in box of the sign-me-up form (SPEC 2.4, 3.7). Placed inside the platform's
 * <form>, it always sends smsOptinCheckbox, 'true' or 'false' (default 'false'), where a plain
 * checkbox would send nothing at all when left unticked: a hidden 'false' goes while the box is
 * unticked, the box's own 'true' when it is ticked. The server draws the same (README "Server
 * markup"); without our script a ticked box sends 'false' then 'true', and the last one counts.
 */
export function SmsOptin({ checked: initially }: WidgetProps<typeof attributes>) {
  const t = translator(messages);
  const [checked, setChecked] = useState(initially);
  useEffect(() => setChecked(initially), [initially]);
  const ids = { box: useId(), terms: useId() };
  return (
    <div className="lto-sms-optin lto-check">
      <input type="hidden" name={FIELD_NAME} value="false" disabled={checked} />
      <input
        id={ids.box}
        type="checkbox"
        name={FIELD_NAME}
        value="true"
        checked={checked}
        aria-describedby={ids.terms}
        onChange={(event) => setChecked(event.target.checked)}
      />
      <div>
        <label htmlFor={ids.box}>{t('smsOptin.label')}</label>
        <p id={ids.terms} className="lto-sms-optin__terms">
          {t('smsOptin.terms')}
        </p>
      </div>
    </div>
  );
}
