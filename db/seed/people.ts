import { DEMO_ACCOUNTS, type DemoAccount, type DemoRole } from './accounts.ts';
import { CITIES, type CityPool } from './data/cities.ts';
import { CITY_REGION, NAMES, type Region } from './data/names.ts';
import { addDays, atIst } from './dates.ts';
import { seedUuid, type Random } from './random.ts';

export interface Person {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  phone: string;
  city: CityPool;
  role: DemoRole;
  demo?: DemoAccount;
  created_at: string;
  last_login_at: string;
}

export interface People {
  all: Person[];
  byRole: Record<DemoRole, Person[]>;
  demo: Record<DemoRole, Person>;
}

/** How many generated people of each role; landlords and tenants grow with the listing count. */
export function headcount(listings: number): Record<DemoRole, number> {
  return {
    admin: 1, property_manager: 3, broker: 40, affiliate: 60, user: 40,
    landlord: Math.max(80, Math.ceil(listings / 100)),
    tenant: Math.max(150, Math.ceil(listings / 50)),
  };
}

const ROLES: readonly DemoRole[] = ['admin', 'property_manager', 'broker', 'affiliate', 'landlord', 'tenant', 'user'];
const DEMO_CITY: Record<DemoRole, string> = {
  admin: 'bengaluru', broker: 'pune', landlord: 'bengaluru', tenant: 'bengaluru',
  property_manager: 'hyderabad', affiliate: 'chennai', user: 'delhi',
};

const CITY_WEIGHTS = CITIES.map((c) => [c, c.weight] as const);
const REGIONS: readonly Region[] = ['north', 'west', 'south', 'east'];

/** An Indian mobile number: +91, then ten digits starting 6 to 9. */
export function mobile(rng: Random): string {
  let digits = String(rng.int(6, 9));
  for (let i = 0; i < 9; i++) digits += String(rng.int(0, 9));
  return `+91${digits}`;
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

export function makePeople(rng: Random, seed: string, listings: number, today: string): People {
  const counts = headcount(listings);
  const all: Person[] = [];
  const byRole = Object.fromEntries(ROLES.map((r) => [r, [] as Person[]])) as Record<DemoRole, Person[]>;
  const add = (role: DemoRole, demo?: DemoAccount) => {
    const n = all.length;
    const city = demo ? (CITIES.find((c) => c.id === DEMO_CITY[role]) as CityPool) : rng.weighted(CITY_WEIGHTS);
    // Two in three people carry a name from their city's region; the rest moved in.
    const region = rng.chance(0.67) ? (CITY_REGION[city.id] ?? 'north') : rng.pick(REGIONS);
    const pool = NAMES[region];
    const [first, last] = demo
      ? (demo.full_name.split(' ') as [string, string])
      : [rng.pick(rng.chance(0.5) ? pool.male : pool.female), rng.pick(pool.surnames)];
    const joined = addDays(today, -rng.int(demo ? 400 : 30, 720));
    const person: Person = {
      id: seedUuid(seed, 'user', n),
      email: demo ? demo.email : `${slug(first)}.${slug(last)}${n}@users.demo.rentals.in`,
      first_name: first,
      last_name: last,
      full_name: `${first} ${last}`,
      phone: mobile(rng),
      city,
      role,
      ...(demo ? { demo } : {}),
      created_at: atIst(joined, rng.int(8, 22), rng.int(0, 59)),
      last_login_at: atIst(addDays(today, -rng.int(0, 20)), rng.int(7, 23), rng.int(0, 59)),
    };
    all.push(person);
    byRole[role].push(person);
  };
  for (const account of DEMO_ACCOUNTS) add(account.role, account);
  for (const role of ROLES) for (let i = role === 'admin' ? 1 : 0; i < counts[role]; i++) add(role);
  const demo = Object.fromEntries(ROLES.map((r) => [r, byRole[r][0] as Person])) as Record<DemoRole, Person>;
  return { all, byRole, demo };
}
