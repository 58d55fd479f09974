import type { LotteryDraw } from '@app/contracts';
import { VN_RESULT_STRUCTURE, type VnRegion, vnLoNumbers } from '@app/games';
import { useTranslation } from 'react-i18next';

type Result = NonNullable<LotteryDraw['result']>;

/** A prize number with its last two digits (the lô number) stressed, as result sheets print them. */
function PrizeNumber({ value, special }: { value: string; special: boolean }) {
  return (
    <span className={special ? 'vnl-prize-number vnl-prize-special' : 'vnl-prize-number'}>
      {value.slice(0, -2)}
      <b>{value.slice(-2)}</b>
    </span>
  );
}

/**
 * A draw's result sheet, row by row as its region prints it (the North special first: 27 numbers; the South and
 * Centre 8th prize first: 18). Without a result it keeps the sheet's shape with placeholders, so nothing moves
 * when the numbers come.
 */
export function ResultSheet({ region, result }: { region: VnRegion; result: Result | null }) {
  const { t } = useTranslation('lottery');
  const rows = VN_RESULT_STRUCTURE[region];
  return (
    <table className="vnl-sheet" data-testid="vnl-result-sheet" aria-busy={result === null}>
      <caption className="visually-hidden">{t('vn.results.sheet')}</caption>
      <tbody>
        {rows.map((row) => {
          const numbers = result?.prizes[row.prize] ?? null;
          const special = row.prize === 'special';
          return (
            <tr key={row.prize} className={special ? 'vnl-sheet-special' : undefined} data-prize={row.prize}>
              <th scope="row">{t(`vn.prize.${row.prize}`)}</th>
              <td>
                <div className="vnl-sheet-numbers" data-count={row.count}>
                  {numbers
                    ? numbers.map((value, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a prize may hold the same number twice
                        <PrizeNumber key={`${value}-${index}`} value={value} special={special} />
                      ))
                    : Array.from({ length: row.count }, (_, index) => (
                        <span
                          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have only their place
                          key={index}
                          className="vnl-prize-number vnl-prize-placeholder skeleton"
                          style={{ width: `${row.digits * 0.62 + 0.4}em` }}
                        />
                      ))}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The lô numbers (last two digits of every prize) by their tens digit: the "đầu — lô tô" table. */
export function LotoTable({ result }: { result: Result | null }) {
  const { t } = useTranslation('lottery');
  const lo = result ? vnLoNumbers(result, 2) : [];
  const special = result?.prizes.special?.[0]?.slice(-2) ?? null;
  return (
    <table className="vnl-loto" data-testid="vnl-loto">
      <caption className="visually-hidden">{t('vn.results.loto')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('vn.results.head')}</th>
          <th scope="col">{t('vn.results.loNumbers')}</th>
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: 10 }, (_, head) => {
          const tails = lo.filter((value) => value[0] === String(head)).sort();
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the ten heads are fixed rows
            <tr key={head}>
              <th scope="row">{head}</th>
              <td>
                {tails.map((value, index) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: a lô number may come twice
                    key={`${value}-${index}`}
                    className={value === special ? 'vnl-loto-number vnl-loto-special' : 'vnl-loto-number'}
                  >
                    {value}
                  </span>
                ))}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
