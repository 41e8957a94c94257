// The calculator's result: rank, qualified RVL and streams, the way to the next rank, and the payout
// by level; announced politely as it changes.
import { formatRupees } from '@rentals/core/money';
import { rankInfo } from '@rentals/core/ranks';
import type { SimulationResult } from '@rentals/core/simulator';
import { TableScroll } from '../../components/affiliate/TableScroll.tsx';
import type { CalculatorTexts } from './calculatorTexts.ts';
import { fill } from './teamTexts.ts';

export function CalculatorResult({ result, texts }: { result: SimulationResult; texts: CalculatorTexts }) {
  const { me, next, levels, total } = result;
  return (
    <section className="card" aria-labelledby="calc-result">
      <h2 id="calc-result">{texts['affiliate.calc.results']}</h2>
      <div aria-live="polite">
        <dl className="stat-grid">
          <div className="stat">
            <dt>{texts['affiliate.overview.rank']}</dt>
            <dd>
              {rankInfo(me.rank).label}
              <span className="stat__note">{fill(texts['affiliate.overview.percentage'], { percentage: me.percentage })}</span>
            </dd>
          </div>
          <div className="stat">
            <dt>{texts['affiliate.overview.qualified']}</dt>
            <dd>{formatRupees(me.qualifiedRvl)}</dd>
          </div>
          <div className="stat">
            <dt>{texts['affiliate.overview.primary']}</dt>
            <dd>{formatRupees(me.primaryStreamRvl)}</dd>
          </div>
          <div className="stat">
            <dt>{texts['affiliate.overview.growth']}</dt>
            <dd>{formatRupees(me.growthStreamRvl)}</dd>
          </div>
        </dl>
        <p className="next-rank">
          {next ? fill(texts['affiliate.overview.next'], { amount: formatRupees(next.missing), rank: rankInfo(next.rank).label }) : texts['affiliate.overview.top']}
        </p>
        <p className="calculator__total">
          {texts['affiliate.calc.payout']}: <strong>{formatRupees(total)}</strong>
        </p>
      </div>
      {levels.length === 0 ? (
        <p>{texts['affiliate.calc.noPayout']}</p>
      ) : (
        <TableScroll label={texts['affiliate.calc.byLevel']}>
          <table>
            <caption>{texts['affiliate.calc.byLevel']}</caption>
            <thead>
              <tr>
                <th scope="col">{texts['affiliate.calc.level']}</th>
                <th scope="col">{texts['affiliate.commissions.payments']}</th>
                <th scope="col">{texts['affiliate.calc.amount']}</th>
              </tr>
            </thead>
            <tbody>
              {levels.map((level) => (
                <tr key={level.level}>
                  <th scope="row">{level.level}</th>
                  <td>{level.payments}</td>
                  <td>{formatRupees(level.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
