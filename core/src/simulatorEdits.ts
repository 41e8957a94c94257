// What a member may change in the calculator: each edit returns a new member list, so the result
// recomputes from scratch with core's engine on every keystroke.
import type { SimMember } from './simulator.ts';

/** A member's month as one amount (0 removes their volume): what the calculator's volume field sets. */
export function setVolume(members: readonly SimMember[], id: string, amount: number): SimMember[] {
  const value = Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : 0;
  return members.map((m) => (m.id === id ? { ...m, payments: value > 0 ? [value] : [] } : m));
}

/** Adds a hypothetical recruit below a member: 'NEW-1', 'NEW-2', … */
export function addHypothetical(members: readonly SimMember[], sponsorId: string, name: string, amount: number): SimMember[] {
  const sponsor = members.find((m) => m.id === sponsorId);
  if (!sponsor) throw new Error(`Unknown sponsor: ${sponsorId}`);
  const taken = new Set(members.map((m) => m.id));
  let n = 1;
  while (taken.has(`NEW-${n}`)) n += 1;
  const member: SimMember = {
    id: `NEW-${n}`,
    sponsorId,
    name: name.trim() || `New member ${n}`,
    depth: sponsor.depth + 1,
    payments: [],
    shadowPower: 0,
    shadowBalancing: null,
    hypothetical: true,
  };
  return setVolume([...members, member], member.id, amount);
}

/** Removes a hypothetical member and everyone added below it; real members stay. */
export function removeHypothetical(members: readonly SimMember[], id: string): SimMember[] {
  const gone = new Set<string>();
  const target = members.find((m) => m.id === id);
  if (!target?.hypothetical) return [...members];
  gone.add(id);
  let grew = true;
  while (grew) {
    grew = false;
    for (const m of members) {
      if (!gone.has(m.id) && m.sponsorId !== null && gone.has(m.sponsorId)) {
        gone.add(m.id);
        grew = true;
      }
    }
  }
  return members.filter((m) => !gone.has(m.id));
}

/** Shadow balancing for a member on the simulated day (on: a window covering `asOf`), or off. */
export function setShadowBalancing(members: readonly SimMember[], id: string, on: boolean, asOf: string): SimMember[] {
  return members.map((m) => (m.id === id ? { ...m, shadowBalancing: on ? { start: asOf, end: asOf } : null } : m));
}

/** A member's active shadow power in rupees (0: none). */
export function setShadowPower(members: readonly SimMember[], id: string, amount: number): SimMember[] {
  const value = Number.isFinite(amount) && amount > 0 ? amount : 0;
  return members.map((m) => (m.id === id ? { ...m, shadowPower: value } : m));
}
