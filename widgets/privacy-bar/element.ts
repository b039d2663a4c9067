import * as v from 'valibot';
import { defineBehaviour } from '../../src/core/define-behaviour';
import { startPrivacyBar } from './privacy-bar-behaviour';

export const tag = 'lto-privacy-bar';

/** <lto-privacy-bar> has no attributes: the server's markup holds its text and button, the cookies its state. */
export const attributes = v.object({});

export type PrivacyBarProps = v.InferOutput<typeof attributes>;

defineBehaviour({ tag, attributes, start: (element) => startPrivacyBar(element) });
