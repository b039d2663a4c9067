/**
 * The generated sections of a widget README: the text between a section's start and end markers
 * is rewritten by `npm run build`; everything outside them is the README's own prose. The server
 * markup a README shows is its fixtures' text, so the contract a template author reads is the one
 * the markup tests draw over.
 */
import type { ListenedEvent } from '../core/widget-manifest';
import { attributeTable } from './attributes';
import { betweenMarkers, cell, code, table } from './markdown';
import type { MarkupDoc, WidgetDoc } from './model';

const FROM = (source: string) => `generated from ${source} by \`npm run build\``;

/** Each section's markers, and what it is generated from. */
export const README_SECTIONS = {
  attributes: FROM('element.ts'),
  events: FROM('manifest.ts'),
  endpoints: FROM('manifest.ts'),
  'css-properties': FROM("the widget's CSS"),
  markup: FROM('the markup*.html fixtures'),
} as const;

export type ReadmeSection = keyof typeof README_SECTIONS;

export const startMarker = (section: ReadmeSection) => `<!-- ${section}:start (${README_SECTIONS[section]}) -->`;
export const endMarker = (section: ReadmeSection) => `<!-- ${section}:end -->`;

/** `readme` with the text between the section's markers replaced by `content`. */
export const withSection = (readme: string, section: ReadmeSection, content: string, file = 'README') =>
  betweenMarkers(readme, startMarker(section), endMarker(section), content, file);

const LISTENED: Record<ListenedEvent['as'], string> = {
  command: 'command, listened for on document',
  follows: 'followed',
};

function eventsTable(doc: WidgetDoc): string {
  const rows = [
    ...doc.dispatches.map((event) => [
      code(event.name),
      event.from === 'element' ? 'dispatched from the element (bubbles, composed)' : 'dispatched on document (bubbles)',
      cell(code(event.detail)),
      cell(event.description),
    ]),
    ...doc.listens.map((event) => [code(event.name), LISTENED[event.as], event.detail ? cell(code(event.detail)) : '', cell(event.description)]),
  ];
  const notes = [
    doc.listens.some((event) => event.as === 'command') &&
      'A command dispatched before the widget is drawn loads it, and is dispatched again once it is.',
    doc.listens.some((event) => event.as === 'follows' && event.name !== 'popstate') &&
      "A followed event, dispatched by another island, draws this widget, which then shows the shared state it announces (read from the store bus, not from the event's detail).",
    doc.listens.some((event) => event.name === 'popstate') &&
      "The browser's popstate (Back or Forward within the page) draws this widget even before any intent, which then shows what the address says.",
  ].filter((note): note is string => typeof note === 'string');
  const events = table(['event', 'how', '`detail`', 'meaning'], rows, 'It dispatches no event and listens for none.');
  return [events, ...notes].join('\n\n');
}

function endpointsTable(doc: WidgetDoc): string {
  return table(
    ['`urls` key', 'used for'],
    doc.endpoints.map((endpoint) => [code(endpoint.name), cell(endpoint.description)]),
    'It asks the config block for no endpoint.',
  );
}

function cssPropertiesTable(doc: WidgetDoc): string {
  return table(
    ['custom property', 'default', 'read by'],
    doc.cssProperties.map((property) => [
      code(property.name),
      property.default === undefined ? '' : cell(code(property.default)),
      property.usedFor.map(code).join(', '),
    ]),
    'Its stylesheet reads no `--lto-*` custom property.',
  );
}

/** A fixture this long is folded away (a checkout step runs to 150 lines), so the prose around it stays in view. */
const FOLD_FROM_LINES = 40;

function fixtureBlock(fixture: MarkupDoc): string {
  const label = `**${code(fixture.file)}**: ${fixture.description}`;
  const html = fixture.html.replace(/^(?:[ \t]*\n)+/, '').trimEnd();
  if (!html) return `${label}\n\nNothing inside the tag.`;
  const block = `\`\`\`html\n${html}\n\`\`\``;
  const lines = html.split('\n').length;
  return `${label}\n\n${lines < FOLD_FROM_LINES ? block : `<details><summary>${fixture.file}, ${lines} lines</summary>\n\n${block}\n\n</details>`}`;
}

/** The server markup fixtures, each under its file name and the case it shows; or that the widget needs none. */
function markupSection(doc: WidgetDoc): string {
  if (doc.markup.every((fixture) => !fixture.html.trim())) {
    const files = doc.markup.map((fixture) => `${code(fixture.file)}, ${fixture.description}`).join('; ');
    return `${code(`<${doc.tag}>`)} needs no server markup: the template writes nothing inside the tag (${files}).`;
  }
  return doc.markup.map(fixtureBlock).join('\n\n');
}

/** The content of each generated section of the widget's README. */
export function readmeSections(doc: WidgetDoc): Record<ReadmeSection, string> {
  return {
    attributes: attributeTable(doc.attributes),
    events: eventsTable(doc),
    endpoints: endpointsTable(doc),
    'css-properties': cssPropertiesTable(doc),
    markup: markupSection(doc),
  };
}

/** The README with every generated section written from `doc`. */
export function readmeWithSections(readme: string, doc: WidgetDoc): string {
  const sections = readmeSections(doc);
  return (Object.keys(sections) as ReadmeSection[]).reduce(
    (text, section) => withSection(text, section, sections[section], `widgets/${doc.folder}/README.md`),
    readme,
  );
}
