/** The README's table of widgets: each tag, its manifest's summary and its README. */
import { betweenMarkers, cell, table } from './markdown';
import type { WidgetDoc } from './model';

const START = "<!-- widgets:start (generated from each widget's manifest.ts by `npm run build`) -->";
const END = '<!-- widgets:end -->';

export function widgetTable(readme: string, docs: readonly WidgetDoc[]): string {
  const rows = docs.map((doc) => [`\`<${doc.tag}>\``, cell(doc.summary), `[widgets/${doc.folder}](widgets/${doc.folder}/README.md)`]);
  return betweenMarkers(readme, START, END, table(['tag', 'what', 'docs'], rows, ''), 'README.md');
}
