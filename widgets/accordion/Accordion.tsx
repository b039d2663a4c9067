import { useLayoutEffect, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import type { WidgetProps } from '../../src/core/define';
import { warnOnce } from '../../src/core/warn';
import type { attributes } from './element';
import { AccordionPanel } from './AccordionPanel';
import { readServerSections } from './server-sections';

/** APG accordion keys: arrows move between this accordion's titles (not a nested one's), Home and End go to the ends. */
function moveFocus(event: KeyboardEvent<HTMLElement>, element: HTMLElement) {
  const titles = Array.from(element.querySelectorAll<HTMLElement>(':scope > .lto-accordion__section > .lto-accordion__button'));
  const at = titles.indexOf(event.currentTarget);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: titles.length - 1 }[event.key];
  if (at < 0 || to === undefined) return;
  event.preventDefault();
  titles[(to + titles.length) % titles.length]?.focus();
}

/**
 * Info drawers and FAQ accordions of the product page (SPEC 2.8, 9.5), after the APG accordion
 * pattern, on `<details>`: the server's sections open and close without our script, and the
 * widget draws the same elements (README "Server markup") and adds the accordion's keys, `single`
 * where the browser has no exclusive `<details name>`, and scroll regions that take focus.
 */
export function Accordion({ headingLevel, single, element }: WidgetProps<typeof attributes>) {
  const [sections] = useState(() => readServerSections(element));
  // The template gave nothing we can read: say so, as the island draws nothing.
  if (sections.length === 0) warnOnce('<lto-accordion> has no <details> with a <summary> inside: nothing to show');
  const [open, setOpen] = useState(() => {
    const opened = sections.map((section) => section.open);
    // With `single`, the server may have opened more than one: the first stays.
    return single ? opened.map((isOpen, i) => isOpen && opened.indexOf(true) === i) : opened;
  });
  const Heading = `h${headingLevel}` as 'h3';
  // The exclusive group's name goes on once the server's sections have gone (in the same commit,
  // before paint): an open <details> put on the page while an open one of the same name is still
  // there is closed by the browser, and the section the shopper opened would close.
  const [grouped, setGrouped] = useState(false);
  useLayoutEffect(() => setGrouped(true), []);

  /** The browser opened or closed a section (a click, Enter or Space on its title, or our own change). */
  const toggled = (index: number, isOpen: boolean) =>
    setOpen((now) => now.map((was, i) => (i === index ? isOpen : single && isOpen ? false : was)));

  return sections.map((section, i) => (
    <details
      key={i}
      className="lto-accordion__section"
      name={(grouped && section.name) || undefined}
      open={open[i] ?? false}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => toggled(i, event.currentTarget.open)}
    >
      <summary className="lto-accordion__button" onKeyDown={(event) => moveFocus(event, element)}>
        <Heading className="lto-accordion__heading">{section.title}</Heading>
      </summary>
      <AccordionPanel open={open[i] ?? false} title={section.title} content={section.content} />
    </details>
  ));
}
