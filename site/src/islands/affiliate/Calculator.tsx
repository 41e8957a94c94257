// The commission calculator (/portal/affiliate/calculator): the member's real network this month,
// which they change (volumes, hypothetical recruits, shadow balancing, shadow power); every change
// recomputes rank, qualified RVL and payout by level in the browser with core's engine, the same one
// the monthly run pays with.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { isShadowBalancingActive } from '@rentals/core/commission';
import { formatRupees } from '@rentals/core/money';
import { rankInfo } from '@rentals/core/ranks';
import { membersFromRows, personalRvl, simulate, type NetworkRow, type SimMember } from '@rentals/core/simulator';
import { addHypothetical, removeHypothetical, setShadowBalancing, setShadowPower, setVolume } from '@rentals/core/simulatorEdits';
import { browserClient } from '../../lib/browserClient.ts';
import { fetchNetworkRows } from '../../lib/affiliate/network.ts';
import { CalculatorResult } from './CalculatorResult.tsx';
import { CalculatorMembers } from './CalculatorMembers.tsx';
import type { CalculatorTexts } from './calculatorTexts.ts';
import { fill } from './teamTexts.ts';

export interface CalculatorProps {
  viewer: string;
  month: string;
  asOf: string;
  /** The network when the page already has it; otherwise the island reads it (a team can be 10,000 strong). */
  rows?: NetworkRow[];
  texts: CalculatorTexts;
  loader?: (month: string) => Promise<NetworkRow[]>;
}

/** A rupee field's value: '' for nothing, so a cleared field stays empty while typing. */
export const amountValue = (n: number): string => (n > 0 ? String(n) : '');

type Network = { status: 'loading' } | { status: 'failed' } | { status: 'ok'; rows: NetworkRow[] };

export function Calculator({ rows, month, loader, texts, ...rest }: CalculatorProps) {
  const [network, setNetwork] = useState<Network>(rows ? { status: 'ok', rows } : { status: 'loading' });
  const load = useMemo(() => loader ?? ((m: string) => fetchNetworkRows(browserClient(), m)), [loader]);
  useEffect(() => {
    if (network.status !== 'loading') return;
    let live = true;
    load(month).then(
      (loaded) => live && setNetwork({ status: 'ok', rows: loaded }),
      () => live && setNetwork({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, month, network.status]);
  if (network.status === 'loading') return <p role="status">{texts['affiliate.calc.loading']}</p>;
  if (network.status === 'failed') {
    return (
      <div className="actions">
        <p role="alert">{texts['affiliate.error.load']}</p>
        <button type="button" className="button button--ghost" onClick={() => setNetwork({ status: 'loading' })}>
          {texts['portal.retry']}
        </button>
      </div>
    );
  }
  return <CalculatorBody rows={network.rows} texts={texts} {...rest} />;
}

function CalculatorBody({ viewer, asOf, rows, texts }: { viewer: string; asOf: string; rows: NetworkRow[]; texts: CalculatorTexts }) {
  const real = useMemo(() => membersFromRows(rows), [rows]);
  const [members, setMembers] = useState<SimMember[]>(real);
  // Fields update at once; the result follows as soon as it is computed (a 10,000-member network
  // takes a moment), so typing never waits for it.
  const settled = useDeferredValue(members);
  const result = useMemo(() => simulate(settled, viewer, asOf), [settled, viewer, asOf]);
  const me = members.find((m) => m.id === viewer) as SimMember;
  // A negative amount is not silently made ₹0: the calculator says what it did and why.
  // The field keeps what was typed while it is negative, so the person sees what the note is about.
  const [negative, setNegative] = useState<{ field: string; typed: string } | null>(null);
  const amount = (field: string, typed: string): number => {
    const n = Number(typed);
    setNegative(n < 0 ? { field, typed } : null);
    return n;
  };
  const shown = (field: string, value: number) => (negative?.field === field ? negative.typed : amountValue(value));

  return (
    <div className="calculator">
      <div className="stack">
        <fieldset className="card">
          <legend>{texts['affiliate.calc.you']}</legend>
          <div className="field">
            <label htmlFor="calc-own">{texts['affiliate.calc.yourVolume']}</label>
            <input id="calc-own" type="number" min="0" step="1000" inputMode="decimal" value={shown('own', personalRvl(me))}
              onChange={(e) => setMembers((list) => setVolume(list, viewer, amount('own', e.target.value)))} />
          </div>
          <div className="field field--check">
            <input id="calc-balancing" type="checkbox" checked={isShadowBalancingActive(me.shadowBalancing, asOf)}
              onChange={(e) => setMembers((list) => setShadowBalancing(list, viewer, e.target.checked, asOf))} />
            <label htmlFor="calc-balancing">{texts['affiliate.calc.shadowBalancing']}</label>
          </div>
          <div className="field">
            <label htmlFor="calc-power">{texts['affiliate.calc.shadowPower']}</label>
            <input id="calc-power" type="number" min="0" step="10000" inputMode="decimal" value={shown('power', me.shadowPower)}
              onChange={(e) => setMembers((list) => setShadowPower(list, viewer, amount('power', e.target.value)))} />
          </div>
        </fieldset>
        <CalculatorMembers
          viewer={viewer}
          members={members}
          texts={texts}
          onVolume={(id, typed) => setMembers((list) => setVolume(list, id, amount(id, String(typed))))}
          onAdd={(sponsor, name, amount) => setMembers((list) => addHypothetical(list, sponsor, name, amount))}
          onRemove={(id) => setMembers((list) => removeHypothetical(list, id))}
        />
        <p className="field__error" role="status">
          {negative === null ? '' : fill(texts['owners.calc.negative'], { amount: formatRupees(Number(negative.typed)) })}
        </p>
        <button type="button" className="button button--ghost" onClick={() => setMembers(real)}>
          {texts['affiliate.calc.reset']}
        </button>
      </div>
      <CalculatorResult result={result} texts={texts} />
      {/* On a phone the result sits below the network: this line keeps rank and payout in sight while
          typing (the result itself announces changes, so this copy is hidden from screen readers). */}
      <p className="calculator__summary" aria-hidden="true">
        {rankInfo(result.me.rank).label} · {texts['affiliate.calc.payout']}: {formatRupees(result.total)}
      </p>
    </div>
  );
}
