import * as v from 'valibot';
import { flag, integer } from '../../src/core/attributes';
import { defineWidget } from '../../src/core/define';
import { Accordion } from './Accordion';

export const tag = 'lto-accordion';

/** The attributes of <lto-accordion>: parsed here, typed from here, documented from here. */
export const attributes = v.object({
  headingLevel: integer("Level of the headings that hold the buttons (2-6), to fit the page's outline.", '3', { min: 2, max: 6 }),
  single: flag('Present: opening a section closes the others (an FAQ that shows one answer at a time).'),
});

export type AccordionProps = v.InferOutput<typeof attributes>;

defineWidget({ tag, attributes, component: Accordion });
