import * as v from 'valibot';
import { text } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { LeasingPowerFilter } from './LeasingPowerFilter';

export const tag = 'lto-leasing-power-filter';

/** The attributes of <lto-leasing-power-filter>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  for: text("The id of the element that holds the listing's results (its tiles, and the pages of them appended later); the whole page when empty."),
});

export type LeasingPowerFilterProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: LeasingPowerFilter });
