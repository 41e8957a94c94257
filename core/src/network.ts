// The sponsor tree of the compensation plan, shared by qualification and payout.

/** One member of the network with the month's personal RVL (the caller sums its paid RVL items). */
export interface NetworkMember {
  id: string;
  sponsorId: string | null;
  personalRvl: number;
  /** ISO dates, inclusive. */
  shadowBalancing?: { start: string; end: string } | null;
  /** Active admin-granted amount, 0 if none. */
  shadowPower?: number;
}

export interface Network {
  byId: Map<string, NetworkMember>;
  children: Map<string, string[]>;
  /** Personal RVL of the member plus everyone below it. */
  subtreeRvl: Map<string, number>;
}

/** Indexes members by id and sponsor; a sponsor outside the list makes the member a root. Throws on duplicates and cycles. */
export function buildNetwork(members: readonly NetworkMember[]): Network {
  const byId = new Map<string, NetworkMember>();
  for (const m of members) {
    if (byId.has(m.id)) throw new Error(`Duplicate network member: ${m.id}`);
    byId.set(m.id, m);
  }
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  for (const m of members) {
    if (m.sponsorId !== null && byId.has(m.sponsorId)) {
      const list = children.get(m.sponsorId) ?? [];
      list.push(m.id);
      children.set(m.sponsorId, list);
    } else roots.push(m.id);
  }
  // Iterative post-order so that a long chain cannot overflow the stack.
  const subtreeRvl = new Map<string, number>();
  for (const root of roots) {
    const stack: Array<{ id: string; expanded: boolean }> = [{ id: root, expanded: false }];
    while (stack.length > 0) {
      const top = stack.pop() as { id: string; expanded: boolean };
      const kids = children.get(top.id) ?? [];
      if (!top.expanded) {
        stack.push({ id: top.id, expanded: true });
        for (const kid of kids) stack.push({ id: kid, expanded: false });
        continue;
      }
      let total = byId.get(top.id)?.personalRvl ?? 0;
      for (const kid of kids) total += subtreeRvl.get(kid) ?? 0;
      subtreeRvl.set(top.id, total);
    }
  }
  // Members in a cycle hang below no root and are never reached.
  const stray = members.find((m) => !subtreeRvl.has(m.id));
  if (stray) throw new Error(`Sponsor cycle through network member: ${stray.id}`);
  return { byId, children, subtreeRvl };
}

/** Leg volumes of a member's direct recruits, strongest first: primary = first, growth = the rest. */
export function legVolumes(network: Network, memberId: string): number[] {
  const kids = network.children.get(memberId) ?? [];
  return kids.map((kid) => network.subtreeRvl.get(kid) ?? 0).sort((a, b) => b - a);
}
