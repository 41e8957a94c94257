// The calculator's network: every member's volume to change (a long network scrolls virtualised and
// can be narrowed by name), and a form that adds a hypothetical recruit below anyone.
import { useMemo, useState, type FormEvent } from 'react';
import { personalRvl, type SimMember } from '@rentals/core/simulator';
import type { CalculatorTexts } from './calculatorTexts.ts';
import { fill } from './teamTexts.ts';
import { VirtualList } from './VirtualList.tsx';
import { useHydrated } from '../form/useHydrated.ts';

export interface CalculatorMembersProps {
  viewer: string;
  members: readonly SimMember[];
  texts: CalculatorTexts;
  onVolume: (id: string, amount: number) => void;
  onAdd: (sponsor: string, name: string, amount: number) => void;
  onRemove: (id: string) => void;
}

// A select with thousands of options is unusable; sponsors beyond these are found by narrowing first.
const SPONSOR_CHOICES = 300;

export function CalculatorMembers({ viewer, members, texts, onVolume, onAdd, onRemove }: CalculatorMembersProps) {
  const [filter, setFilter] = useState('');
  const [name, setName] = useState('');
  const [sponsor, setSponsor] = useState(viewer);
  const [amount, setAmount] = useState('');
  const hydrated = useHydrated();
  const others = useMemo(() => {
    const q = filter.trim().toLowerCase();
    return members.filter((m) => m.id !== viewer && (!q || m.name.toLowerCase().includes(q) || m.id.toLowerCase().includes(q)));
  }, [members, filter, viewer]);
  const sponsors = useMemo(
    () => [members.find((m) => m.id === viewer), ...others.slice(0, SPONSOR_CHOICES)].filter((m): m is SimMember => Boolean(m)),
    [members, others, viewer],
  );
  const add = (e: FormEvent) => {
    e.preventDefault();
    onAdd(sponsor, name, Number(amount));
    setName('');
    setAmount('');
  };
  return (
    <>
      <section className="card" aria-labelledby="calc-members">
        <h2 id="calc-members">{fill(texts['affiliate.calc.members'], { count: members.length - 1 })}</h2>
        <div className="field">
          <label htmlFor="calc-filter">{texts['affiliate.calc.memberFilter']}</label>
          <input id="calc-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
        </div>
        {others.length > 0 && (
          <VirtualList
            label={texts['affiliate.calc.members'].replace(' ({count})', '')}
            count={others.length}
            rowHeight={56}
            maxHeight={392}
            rowKey={(i) => others[i]?.id ?? String(i)}
            renderRow={(i) => {
              const m = others[i] as SimMember;
              const id = `calc-volume-${m.id}`;
              return (
                <div className="calculator__member">
                  <label htmlFor={id}>
                    {fill(texts['affiliate.calc.volumeOf'], { name: m.name })} · {fill(texts['affiliate.team.level'], { level: m.depth })}
                    {m.hypothetical && ` · ${texts['affiliate.calc.hypothetical']}`}
                  </label>
                  <input id={id} type="number" min="0" step="1000" inputMode="decimal" value={personalRvl(m) > 0 ? String(personalRvl(m)) : ''}
                    onChange={(e) => onVolume(m.id, Number(e.target.value))} />
                  {m.hypothetical && (
                    <button type="button" className="button button--small button--ghost" onClick={() => onRemove(m.id)}>
                      {fill(texts['affiliate.calc.remove'], { name: m.name })}
                    </button>
                  )}
                </div>
              );
            }}
          />
        )}
      </section>
      <form className="card form" onSubmit={add} aria-labelledby="calc-add">
        <h2 id="calc-add">{texts['affiliate.calc.add']}</h2>
        <div className="field">
          <label htmlFor="calc-add-name">{texts['affiliate.calc.addName']}</label>
          <input id="calc-add-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </div>
        <div className="field">
          <label htmlFor="calc-add-sponsor">{texts['affiliate.calc.addSponsor']}</label>
          <select id="calc-add-sponsor" value={sponsor} onChange={(e) => setSponsor(e.target.value)}>
            {sponsors.map((m) => (
              <option key={m.id} value={m.id}>
                {m.id === viewer ? texts['affiliate.calc.you'] : `${m.name} (${m.id})`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="calc-add-volume">{texts['affiliate.calc.addVolume']}</label>
          <input id="calc-add-volume" type="number" min="0" step="1000" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </div>
        <button type="submit" className="button" disabled={!hydrated}>
          {texts['affiliate.calc.addButton']}
        </button>
      </form>
    </>
  );
}
