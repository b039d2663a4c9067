import * as v from 'valibot';
import { flag } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { SmsOptin } from './SmsOptin';

export const tag = 'lto-sms-optin';

/** The attributes of <lto-sms-optin>. */
export const attributes = v.object({
  checked: flag("Starts ticked (the platform remembers the shopper's choice). Absent: unticked, sent as 'false' (SPEC 2.4)."),
});

export type SmsOptinProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: SmsOptin });
