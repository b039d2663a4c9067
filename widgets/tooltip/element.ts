import * as v from 'valibot';
import { oneOf } from '../../src/core/attributes';
import { defineBehaviour } from '../../src/core/define-behaviour';
import { enhanceTooltip } from './tooltip-behaviour';

export const tag = 'lto-tooltip';

/** The attributes of <lto-tooltip>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  variant: oneOf("The tip's look: 'payment' on the checkout's payment page (SPEC 2.2: tooltips are styled differently there), 'default' elsewhere.", ['default', 'payment'], 'default'),
});

export type TooltipProps = v.InferOutput<typeof attributes>;

defineBehaviour({ tag, attributes, start: (element) => enhanceTooltip(element) });
