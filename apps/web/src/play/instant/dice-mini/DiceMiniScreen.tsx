import { DEFAULT_DICE_MINI_CONFIG, type DiceMiniResult, diceMiniRtpTable, type Jsonified } from '@app/games';
import { useMemo } from 'react';
import { translator } from '../../i18n/texts';
import { percent } from '../../money/money';
import { useGame } from '../../shell/game-context';
import { BetBox, toOne } from '../shared/BetBox';
import { Die } from '../shared/Die';
import { INSTANT_TEXTS } from '../shared/instant-texts';
import { paidBoxes, type SettledBetJson } from '../shared/paid-boxes';
import { type ReturnsRow, ReturnsTable } from '../shared/ReturnsTable';
import { TableScreen, type TableView } from '../shared/TableScreen';
import { DICE_MINI_TEXTS } from './dice-mini-texts';
import './dice-mini.css';

type Outcome = Jsonified<DiceMiniResult>;

/** The odds shown on the board: the engine's default table (the server pays from its own config). */
const PAYOUTS = DEFAULT_DICE_MINI_CONFIG.payouts;
const TOTALS = Array.from({ length: 14 }, (_, i) => i + 4);
const FACES = [1, 2, 3, 4, 5, 6];
const DICE_POSITIONS = [0, 1, 2] as const;

/** Tài Xỉu mini (dice-mini): three dice, chips on Tài/Xỉu, Chẵn/Lẻ, totals, triples and single numbers. */
export default function DiceMiniScreen() {
  const { lang } = useGame();
  const d = useMemo(() => translator(DICE_MINI_TEXTS, lang), [lang]);

  const board = (view: TableView<Outcome>) => {
    const paid = paidBoxes(view.outcome?.bets as SettledBetJson[] | undefined);
    const dice = view.outcome?.dice ?? null;
    const total = view.outcome?.total ?? 0;
    const triple = view.outcome?.triple ?? false;
    const box = (
      key: string,
      label: React.ReactNode,
      name: string,
      odds: string,
      hit: boolean,
      className = '',
    ) => (
      <BetBox
        key={key}
        box={key}
        label={label}
        name={view.t('betOn', { name })}
        odds={odds}
        amount={view.table[key] ?? 0n}
        paid={paid.get(key) ?? null}
        hit={dice !== null && hit}
        disabled={view.busy}
        lang={view.lang}
        onPlace={view.place}
        className={className}
      />
    );
    return (
      <>
        <div className="board-row two">
          {box(
            'small',
            <>
              <b>{d('small')}</b> <small>{d('smallRange')}</small>
            </>,
            d('small'),
            toOne(PAYOUTS.small, lang),
            !triple && total <= 10,
            'big-box small',
          )}
          {box(
            'big',
            <>
              <b>{d('big')}</b> <small>{d('bigRange')}</small>
            </>,
            d('big'),
            toOne(PAYOUTS.big, lang),
            !triple && total >= 11,
            'big-box big',
          )}
        </div>
        <div className="board-row two">
          {box('odd', <b>{d('odd')}</b>, d('odd'), toOne(PAYOUTS.odd, lang), !triple && total % 2 === 1)}
          {box('even', <b>{d('even')}</b>, d('even'), toOne(PAYOUTS.even, lang), !triple && total % 2 === 0)}
        </div>
        <h3 className="board-title">{d('totals')}</h3>
        <div className="board-grid totals">
          {TOTALS.map((n) =>
            box(`total:${n}`, <b>{n}</b>, d('total', { n }), toOne(PAYOUTS.total[n] ?? 0, lang), total === n),
          )}
        </div>
        <h3 className="board-title">{d('triples')}</h3>
        <div className="board-grid triples">
          {FACES.map((n) =>
            box(
              `triple:${n}`,
              <span className="mini-dice">
                <Die value={n} />
                <Die value={n} />
                <Die value={n} />
              </span>,
              d('triple', { n }),
              toOne(PAYOUTS.triple, lang),
              triple && dice?.[0] === n,
            ),
          )}
          {box(
            'any_triple',
            <b>{d('anyTriple')}</b>,
            d('anyTriple'),
            toOne(PAYOUTS.anyTriple, lang),
            triple,
            'wide',
          )}
        </div>
        <h3 className="board-title">
          {d('singles')} <small>{d('singleOdds')}</small>
        </h3>
        <div className="board-grid singles">
          {FACES.map((n) =>
            box(`single:${n}`, <Die value={n} />, d('single', { n }), '', dice?.includes(n) ?? false),
          )}
        </div>
      </>
    );
  };

  const result = (view: TableView<Outcome>) => {
    const dice = view.outcome?.dice;
    return (
      <div className={`dice-tray${view.rolling ? ' rolling' : ''}`} data-testid="dice-tray">
        <div className="dice-row" data-testid="dice" data-dice={dice?.join(',')}>
          {DICE_POSITIONS.map((position) => (
            <Die
              key={position}
              value={view.rolling || !dice ? ((position * 2 + 3) % 6) + 1 : dice[position]!}
              className={dice ? 'die landed' : 'die idle'}
            />
          ))}
        </div>
        <p className="dice-sum">
          {view.outcome
            ? `${d('sum', { n: view.outcome.total })} · ${
                view.outcome.triple
                  ? d('tripleShown')
                  : `${d(view.outcome.total >= 11 ? 'big' : 'small')} · ${d(view.outcome.total % 2 ? 'odd' : 'even')}`
              }`
            : '\u00a0'}
        </p>
      </div>
    );
  };

  return (
    <TableScreen<Outcome>
      className="dice-mini"
      rules={<DiceRules />}
      hint={d('hint')}
      playLabel={d('roll')}
      rollMs={900}
      result={result}
      board={board}
    />
  );
}

/** Each bet's exact return on the default table, by the engine's bet name ("big", "total 10", "single 3"). */
const RTP_OF = new Map(diceMiniRtpTable(DEFAULT_DICE_MINI_CONFIG).map((row) => [row.bet, row.rtp * 100]));

function DiceRules() {
  const { lang } = useGame();
  const d = translator(DICE_MINI_TEXTS, lang);
  const t = translator(INSTANT_TEXTS, lang);
  const rtp = (bet: string) => percent(RTP_OF.get(bet) ?? 0, lang);
  const rows: ReturnsRow[] = [
    { key: 'big', cells: [`${d('big')} / ${d('small')}`, toOne(PAYOUTS.big, lang), rtp('big')] },
    { key: 'odd', cells: [`${d('odd')} / ${d('even')}`, toOne(PAYOUTS.odd, lang), rtp('odd')] },
    ...TOTALS.filter((n) => n <= 10).map((n) => ({
      key: `total ${n}`,
      cells: [`${d('total', { n })} / ${21 - n}`, toOne(PAYOUTS.total[n] ?? 0, lang), rtp(`total ${n}`)],
    })),
    { key: 'triple', cells: [d('triples'), toOne(PAYOUTS.triple, lang), rtp('triple 1')] },
    { key: 'any_triple', cells: [d('anyTriple'), toOne(PAYOUTS.anyTriple, lang), rtp('any_triple')] },
    { key: 'single', cells: [d('singles'), d('singleOdds'), rtp('single 1')] },
  ];
  return (
    <>
      <p>{d('rules')}</p>
      <ReturnsTable head={[t('bet'), t('odds'), t('rtp')]} rows={rows} testId="dice-rules-bets" />
    </>
  );
}
