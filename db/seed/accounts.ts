// Demo accounts, one per role, printed by `npm start`. Demo data only: never reuse these secrets.

export type DemoRole = 'admin' | 'broker' | 'landlord' | 'tenant' | 'property_manager' | 'affiliate' | 'user';

export interface DemoAccount {
  email: string;
  password: string;
  role: DemoRole;
  full_name: string;
  note: string;
  /** Base32 TOTP secret of the account's verified factor (admin only). */
  totp_secret?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@demo.rentals.in', password: 'Admin@Demo2026', role: 'admin', full_name: 'Meera Iyer',
    note: 'Admin: needs the TOTP code (second factor) for admin powers.', totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  {
    email: 'broker@demo.rentals.in', password: 'Broker@Demo2026', role: 'broker', full_name: 'Rohan Kulkarni',
    note: 'Activated LEADER broker (also an affiliate) with shadow balancing on and managed rentals submitted.',
  },
  {
    email: 'landlord@demo.rentals.in', password: 'Landlord@Demo2026', role: 'landlord', full_name: 'Suresh Reddy',
    note: 'Owns 12 listings with visits and applications, and managed rental applications in every status.',
  },
  {
    email: 'tenant@demo.rentals.in', password: 'Tenant@Demo2026', role: 'tenant', full_name: 'Ananya Sharma',
    note: 'Has shortlists, recent searches, visits and applications.',
  },
  {
    email: 'manager@demo.rentals.in', password: 'Manager@Demo2026', role: 'property_manager', full_name: 'Farhan Qureshi',
    note: 'Property manager.',
  },
  {
    email: 'affiliate@demo.rentals.in', password: 'Affiliate@Demo2026', role: 'affiliate', full_name: 'Kavya Nair',
    note: 'Affiliate in the middle of the sponsor tree, with a downline and shadow power.',
  },
  {
    email: 'user@demo.rentals.in', password: 'User@Demo2026', role: 'user', full_name: 'Vikram Singh',
    note: 'Plain signed-in user with no other role.',
  },
];

/** Password of every generated (non-demo) account, all sharing one hash to keep seeding fast. */
export const GENERATED_PASSWORD = 'Rentals@Demo2026';
