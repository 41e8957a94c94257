import { asText, toCsv, type CsvColumn } from '../common/csv.ts';
import type { AdminUserRow, UsersMethods } from '../dataProvider/users.ts';

const PAGE = 100;
const COLUMNS = [
  'id',
  'full_name',
  'email',
  'phone',
  'city',
  'state',
  'roles',
  'created_at',
  'last_login_at',
  'profile_completion_percentage',
] as const satisfies readonly (keyof AdminUserRow)[];

// Headers stay the column names; a list (roles) is one cell, its items separated by '; '.
const CSV: readonly CsvColumn<AdminUserRow>[] = COLUMNS.map((column) => [
  column,
  (row: AdminUserRow) => {
    const value = row[column];
    if (column === 'phone') return asText(row.phone);
    return Array.isArray(value) ? value.join('; ') : value;
  },
]);

/** Every person matching the search (and holding the role, if given) as CSV, fetched 100 rows at a time. */
export async function exportUsersCsv(
  searchUsers: UsersMethods['searchUsers'],
  search: string,
  role: string | null = null,
): Promise<string> {
  const rows: AdminUserRow[] = [];
  for (let page = 0; ; page += 1) {
    const { data, total } = await searchUsers({ search, role, page, perPage: PAGE });
    rows.push(...data);
    if (data.length < PAGE || rows.length >= total) break;
  }
  return toCsv(rows, CSV);
}
