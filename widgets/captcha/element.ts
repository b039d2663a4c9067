import * as v from 'valibot';
import { defineWidget } from '../../src/core/define';
import { Captcha } from './Captcha';

export const tag = 'lto-captcha';

/** <lto-captcha> has no attributes: the config block says whether the session is flagged (README). */
export const attributes = v.object({});

export type CaptchaProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: Captcha });
