// Random affiliate networks for the simulator agreement test: who sponsors whom, how each member's
// paid RVL reaches them (details, application or their broker account), brokers' shadow balancing
// windows, shadow power, and whose view is checked.
import fc from 'fast-check';

export type Via = 'details' | 'application' | 'broker' | 'details-over-application';
export type Window = 'none' | 'active' | 'expired' | 'future';

export interface CaseMember {
  /** An earlier member's index, or null for the top of a tree. */
  sponsor: number | null;
  payments: Array<{ amount: number; via: Via }>;
  broker: { window: Window } | null;
  shadowPower: number;
}

export interface NetworkCase {
  members: CaseMember[];
  viewer: number;
}

// Small amounts keep members Starters; large ones reach every rank up to Chairman. Paise included.
const amount = fc.oneof(
  fc.integer({ min: 1, max: 5_000_000 }).map((p) => p / 100),
  fc.integer({ min: 100_000, max: 5_000_000_000 }).map((p) => p / 100),
);

const member = fc.record({
  sponsor: fc.option(fc.nat(), { nil: null, freq: 5 }),
  payments: fc.array(fc.record({ amount, via: fc.constantFrom<Via>('details', 'application', 'broker', 'details-over-application') }), { maxLength: 3 }),
  broker: fc.option(fc.record({ window: fc.constantFrom<Window>('none', 'active', 'expired', 'future') }), { nil: null }),
  shadowPower: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 300 }).map((n) => n * 10_000)),
});

/** Networks of 1 to `max` members; sponsors always come earlier, so the tree has no cycle. */
export function networkCases(max: number): fc.Arbitrary<NetworkCase> {
  return fc.array(member, { minLength: 1, maxLength: max }).chain((raw) => {
    const members = raw.map((m, i) => ({
      ...m,
      sponsor: i > 0 && m.sponsor !== null ? m.sponsor % i : null,
      // Without a broker account, RVL cannot come through one.
      payments: m.payments.map((p) => (p.via === 'broker' && !m.broker ? { ...p, via: 'details' as const } : p)),
    }));
    return fc.nat({ max: members.length - 1 }).map((viewer) => ({ members, viewer }));
  });
}
