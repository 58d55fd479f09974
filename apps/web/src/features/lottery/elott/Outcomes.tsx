import type { LotteryOutcome } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { digitsFacts, fourDRows, KENO_MIDDLE, kenoFacts, pk10Facts } from './outcome';

type Of<K extends LotteryOutcome['kind']> = Extract<LotteryOutcome, { kind: K }>;

/** The side words of a draw: sum, Tài/Xỉu, Lẻ/Chẵn, Rồng/Hổ/Hoà. */
function Facts({ items }: { items: { key: string; text: string; tone?: string }[] }) {
  return (
    <ul className="elt-facts">
      {items.map((item) => (
        <li key={item.key} className="elt-fact" data-tone={item.tone}>
          {item.text}
        </li>
      ))}
    </ul>
  );
}

function useSideWords() {
  const { t } = useTranslation('lottery');
  return {
    side: (side: 'big' | 'small' | 'tie') => t(`elott.type.${side === 'tie' ? 'tie' : side}`),
    parity: (odd: boolean) => t(odd ? 'elott.type.odd' : 'elott.type.even'),
    duel: (duel: 'dragon' | 'tiger' | 'tie') => t(`elott.type.${duel}`),
  };
}

/** 5D / 3D: the digits as balls, then the sum and its sides. */
export function DigitsOutcome({ outcome, size = 'big' }: { outcome: Of<'digits'>; size?: 'big' | 'small' }) {
  const { t } = useTranslation('lottery');
  const words = useSideWords();
  const facts = digitsFacts(outcome.digits);
  return (
    <div className="elt-outcome" data-kind="digits">
      <div className="elt-balls" role="img" aria-label={outcome.digits.join(' ')} data-size={size}>
        {outcome.digits.map((digit, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
          <span key={index} className="elt-ball" aria-hidden>
            {digit}
          </span>
        ))}
      </div>
      <Facts
        items={[
          { key: 'sum', text: t('elott.board.sum', { sum: facts.sum }) },
          { key: 'side', text: words.side(facts.side), tone: facts.side },
          { key: 'parity', text: words.parity(facts.odd), tone: facts.odd ? 'odd' : 'even' },
          { key: 'duel', text: words.duel(facts.duel), tone: facts.duel },
        ]}
      />
    </div>
  );
}

/** Keno: the 80 numbers with the 20 drawn lit, and the sum's sides (810 is the middle). */
export function KenoOutcome({ outcome, compact = false }: { outcome: Of<'keno'>; compact?: boolean }) {
  const { t } = useTranslation('lottery');
  const words = useSideWords();
  const facts = kenoFacts(outcome.numbers);
  const drawn = new Set(outcome.numbers);
  const sorted = [...outcome.numbers].sort((a, b) => a - b);
  return (
    <div className="elt-outcome" data-kind="keno">
      {compact ? (
        <p className="elt-keno-line">{sorted.map((n) => String(n).padStart(2, '0')).join(' ')}</p>
      ) : (
        <ol className="elt-keno-grid" aria-label={t('elott.board.kenoDrawn')} data-testid="elt-keno-result">
          {Array.from({ length: 80 }, (_, index) => {
            const number = index + 1;
            const hit = drawn.has(number);
            return (
              <li key={number} className="elt-keno-cell" data-hit={hit ? '' : undefined} aria-hidden={!hit}>
                {String(number).padStart(2, '0')}
              </li>
            );
          })}
        </ol>
      )}
      <Facts
        items={[
          { key: 'sum', text: t('elott.board.sum', { sum: facts.sum }) },
          {
            key: 'side',
            text: facts.side === 'tie' ? `${words.side('tie')} (${KENO_MIDDLE})` : words.side(facts.side),
            tone: facts.side,
          },
          { key: 'parity', text: words.parity(facts.odd), tone: facts.odd ? 'odd' : 'even' },
        ]}
      />
    </div>
  );
}

/** A car or boat by its number, in its colour. */
export function Racer({ number, label }: { number: number; label?: string }) {
  return (
    <span className="elt-car" data-car={number} title={label}>
      <span aria-hidden>{String(number).padStart(2, '0')}</span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

/** Racing: the finishing order, place 1 first, then the first two's sum and the five duels. */
export function Pk10Outcome({ outcome, racer }: { outcome: Of<'pk10'>; racer: string }) {
  const { t } = useTranslation('lottery');
  const words = useSideWords();
  const facts = pk10Facts(outcome.cars);
  return (
    <div className="elt-outcome" data-kind="pk10">
      <ol className="elt-race" aria-label={t('elott.board.order')}>
        {outcome.cars.map((car, index) => (
          <li key={car}>
            <Racer
              number={car}
              label={`${t('elott.board.place', { n: index + 1 })}: ${t('elott.board.racer', { racer, number: car })}`}
            />
          </li>
        ))}
      </ol>
      <Facts
        items={[
          { key: 'sum', text: t('elott.board.sum', { sum: facts.sum }) },
          { key: 'side', text: words.side(facts.side), tone: facts.side },
          { key: 'parity', text: words.parity(facts.odd), tone: facts.odd ? 'odd' : 'even' },
          ...facts.duels.map((duel, index) => ({
            key: `duel-${index}`,
            text: `${index + 1}: ${words.duel(duel)}`,
            tone: duel,
          })),
        ]}
      />
    </div>
  );
}

/** 4D: the prize sheet: 1st, 2nd, 3rd, then 10 starters and 10 consolations. */
export function FourDSheet({ outcome }: { outcome: Of<'four_d'> | null }) {
  const { t } = useTranslation('lottery');
  const rows = outcome
    ? fourDRows(outcome)
    : (['first', 'second', 'third', 'starter', 'consolation'] as const).map((tier) => ({
        tier,
        numbers: Array.from({ length: tier === 'starter' || tier === 'consolation' ? 10 : 1 }, () => ''),
      }));
  return (
    <table className="elt-sheet" data-testid="elt-4d-sheet">
      <tbody>
        {rows.map((row) => (
          <tr key={row.tier} data-tier={row.tier}>
            <th scope="row">{t(`elott.tier.${row.tier}`)}</th>
            <td>
              <ul className="elt-sheet-numbers">
                {row.numbers.map((number, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a prize's place is its identity
                  <li key={index}>{number || <span className="skeleton elt-sheet-skel" />}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A draw's outcome as its kind shows it. */
export function OutcomeView({
  outcome,
  racer,
  compact = false,
}: {
  outcome: LotteryOutcome;
  racer: string;
  compact?: boolean;
}) {
  switch (outcome.kind) {
    case 'digits':
      return <DigitsOutcome outcome={outcome} size={compact ? 'small' : 'big'} />;
    case 'keno':
      return <KenoOutcome outcome={outcome} compact={compact} />;
    case 'pk10':
      return <Pk10Outcome outcome={outcome} racer={racer} />;
    case 'four_d':
      return <FourDSheet outcome={outcome} />;
  }
}
