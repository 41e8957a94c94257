// The commission calculator (/portal/affiliate/calculator): the member's real network this month,
// which they change (volumes, hypothetical recruits, shadow balancing, shadow power); every change
// recomputes rank, qualified RVL and payout by level in the browser with core's engine, the same one
// the monthly run pays with.
import { useMemo, useState } from 'react';
import { isShadowBalancingActive } from '@rentals/core/commission';
import { formatRupees } from '@rentals/core/format';
import { rankInfo } from '@rentals/core/ranks';
import { membersFromRows, personalRvl, simulate, type NetworkRow, type SimMember } from '@rentals/core/simulator';
import { addHypothetical, removeHypothetical, setShadowBalancing, setShadowPower, setVolume } from '@rentals/core/simulatorEdits';
import { CalculatorResult } from './CalculatorResult.tsx';
import { CalculatorMembers } from './CalculatorMembers.tsx';
import type { CalculatorTexts } from './calculatorTexts.ts';

export interface CalculatorProps {
  viewer: string;
  asOf: string;
  rows: NetworkRow[];
  texts: CalculatorTexts;
}

/** A rupee field's value: '' for nothing, so a cleared field stays empty while typing. */
export const amountValue = (n: number): string => (n > 0 ? String(n) : '');

export function Calculator({ viewer, asOf, rows, texts }: CalculatorProps) {
  const real = useMemo(() => membersFromRows(rows), [rows]);
  const [members, setMembers] = useState<SimMember[]>(real);
  const result = useMemo(() => simulate(members, viewer, asOf), [members, viewer, asOf]);
  const me = members.find((m) => m.id === viewer) as SimMember;

  return (
    <div className="calculator">
      <div className="stack">
        <fieldset className="card">
          <legend>{texts['affiliate.calc.you']}</legend>
          <div className="field">
            <label htmlFor="calc-own">{texts['affiliate.calc.yourVolume']}</label>
            <input id="calc-own" type="number" min="0" step="1000" inputMode="decimal" value={amountValue(personalRvl(me))}
              onChange={(e) => setMembers((list) => setVolume(list, viewer, Number(e.target.value)))} />
          </div>
          <div className="field field--check">
            <input id="calc-balancing" type="checkbox" checked={isShadowBalancingActive(me.shadowBalancing, asOf)}
              onChange={(e) => setMembers((list) => setShadowBalancing(list, viewer, e.target.checked, asOf))} />
            <label htmlFor="calc-balancing">{texts['affiliate.calc.shadowBalancing']}</label>
          </div>
          <div className="field">
            <label htmlFor="calc-power">{texts['affiliate.calc.shadowPower']}</label>
            <input id="calc-power" type="number" min="0" step="10000" inputMode="decimal" value={amountValue(me.shadowPower)}
              onChange={(e) => setMembers((list) => setShadowPower(list, viewer, Number(e.target.value)))} />
          </div>
        </fieldset>
        <CalculatorMembers
          viewer={viewer}
          members={members}
          texts={texts}
          onVolume={(id, amount) => setMembers((list) => setVolume(list, id, amount))}
          onAdd={(sponsor, name, amount) => setMembers((list) => addHypothetical(list, sponsor, name, amount))}
          onRemove={(id) => setMembers((list) => removeHypothetical(list, id))}
        />
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
