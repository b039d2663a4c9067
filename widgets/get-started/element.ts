import * as v from 'valibot';
import { requiredText } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { GetStarted } from './GetStarted';

export const tag = 'lto-get-started';

/** The attributes of <lto-get-started>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  href: requiredText("The lease application page 'Get started' leads to. Without it the server markup stays."),
});

export type GetStartedProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: GetStarted });
