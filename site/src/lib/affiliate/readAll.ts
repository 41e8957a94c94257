// Every row of a read, page by page: the API answers at most 1,000 rows a request (PostgREST's
// db-max-rows), and a team or a commission history can be longer.
export const API_PAGE = 1000;

/** Calls `page(from, to)` (inclusive row range) until a page comes back short. */
export async function readAll<T>(page: (from: number, to: number) => PromiseLike<{ data: T[] | null; error: unknown }>): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += API_PAGE) {
    const { data, error } = await page(from, from + API_PAGE - 1);
    if (error || !data) throw error instanceof Error ? error : new Error('Read failed');
    rows.push(...data);
    if (data.length < API_PAGE) return rows;
  }
}
