/** The values of a text's `{name}` placeholders; a placeholder without one stays as written. */
export type Vars = Readonly<Record<string, string | number>>;

export function fillPlaceholders(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
