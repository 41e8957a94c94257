import type { AdminUserRow } from '../dataProvider/users.ts';
import { USERS } from '../users/fixtures.ts';

/** The person the role management stories find by name. */
export const MEERA = {
  id: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  full_name: 'Meera Iyer',
  email: 'meera.iyer@users.demo.rentals.in',
};

/** People holding roles, as admin_search_users lists them: an admin, and the Users tab's three. */
export const ROLE_HOLDERS: AdminUserRow[] = [
  {
    ...USERS[0]!,
    ...MEERA,
    phone: null,
    roles: ['admin', 'user'],
    affiliate_id: null,
  },
  ...USERS,
];
