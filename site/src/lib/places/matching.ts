// Finding a place in the catalogue as people type it: the listing form's type-ahead (Combobox.tsx),
// the visitors' search fields (placeTypeahead.ts) and the search page's reading of a typed place
// share these, so a place matches the same way wherever it is typed.

const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Choices containing the typed text, those starting with it first: ('pu', [Pune, Udaipur]) → [Pune]. */
export function matchingOptions(options: readonly string[], typed: string): string[] {
  const text = folded(typed);
  if (!text) return [...options];
  const hits = options.filter((option) => option.toLowerCase().includes(text));
  return [...hits.filter((o) => o.toLowerCase().startsWith(text)), ...hits.filter((o) => !o.toLowerCase().startsWith(text))];
}

/** The catalogue's spelling of a typed name, whatever its case and spaces: ([Pune], ' pune ') → 'Pune'; null when none. */
export function catalogueName(options: readonly string[], typed: string | null | undefined): string | null {
  const text = folded(typed ?? '');
  return text ? (options.find((option) => folded(option) === text) ?? null) : null;
}
