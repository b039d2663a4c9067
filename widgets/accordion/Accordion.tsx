import { useId, useState, type KeyboardEvent } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { warnOnce } from '../../src/core/warn';
import type { attributes } from './element';
import { AccordionPanel } from './AccordionPanel';
import { readServerSections } from './server-sections';

/** APG accordion keys: arrows move between this accordion's buttons (not a nested one's), Home and End go to the ends. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > .lto-accordion__section > .lto-accordion__heading > .lto-accordion__button'));
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  buttons[(to + buttons.length) % buttons.length]?.focus();
}

/**
 * Info drawers and FAQ accordions of the product page (SPEC 2.8, 9.5): the server's sections
 * become an APG accordion, each title a button (aria-expanded, aria-controls) in a heading and
 * each panel a labelled region that scrolls beyond 525px.
 */
export function Accordion({ headingLevel, single, element }: WidgetProps<typeof attributes>) {
  const [sections] = useState(() => readServerSections(element));
  // The template gave nothing we can read: say so, as the island draws nothing.
  if (sections.length === 0) warnOnce('<lto-accordion> has no <details> with a <summary>, nor headings with panels, inside: nothing to show');
  const [open, setOpen] = useState(() => {
    const opened = sections.map((section) => section.open);
    // With `single`, the server may have opened more than one: the first stays.
    return single ? opened.map((isOpen, i) => isOpen && opened.indexOf(true) === i) : opened;
  });
  const id = useId();
  const Heading = `h${headingLevel}` as 'h3';

  const toggle = (index: number) =>
    setOpen((now) => now.map((isOpen, i) => (i === index ? !isOpen : single ? false : isOpen)));

  return (
    <div className="lto-accordion" onKeyDown={moveFocus}>
      {sections.map((section, i) => (
        <div className="lto-accordion__section" key={i}>
          <Heading className="lto-accordion__heading">
            <button
              type="button"
              id={`${id}-button-${i}`}
              className="lto-accordion__button"
              aria-expanded={open[i]}
              aria-controls={`${id}-panel-${i}`}
              onClick={() => toggle(i)}
            >
              {section.title}
            </button>
          </Heading>
          <AccordionPanel id={`${id}-panel-${i}`} labelledBy={`${id}-button-${i}`} open={open[i] ?? false} content={section.content} />
        </div>
      ))}
    </div>
  );
}
