// Which page links the pagination shows: the first, the last, and a window around the current one,
// with gaps between (1 … 4 5 6 … 50), so the row fits a phone whatever the count.

export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** pageItems(5, 50) → 1, gap, 4, 5, 6, gap, 50. */
export function pageItems(current: number, pages: number, around = 1): PageItem[] {
  const wanted = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page += 1) if (page >= 1 && page <= pages) wanted.add(page);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page });
  });
  return items;
}
