/** A Markdown table cell: pipes escaped, so a TypeScript union stays in its cell. */
export const cell = (text: string) => text.replace(/\|/g, '\\|');

/** A Markdown table, or `empty` when there are no rows. */
export function table(head: readonly string[], rows: readonly (readonly string[])[], empty: string): string {
  if (rows.length === 0) return empty;
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), `|${head.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

export const code = (text: string) => `\`${text}\``;

/** `text` with what lies between the two marker lines replaced by `content`; throws naming `file` without them. */
export function betweenMarkers(text: string, start: string, end: string, content: string, file: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} ... ${end} section`);
  return `${text.slice(0, from + start.length)}\n${content}\n${text.slice(to)}`;
}
