import { type BetRecord, type BetTotals, siteDateTime } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/DataTable';
import { Money } from '../../../components/ui/RecordCells';
import { BetStatusBadge } from './BetStatusBadge';

/** The rounds of a page, a click on one opening its detail, and the totals of the whole filter underneath. */
export function BetTable({
  items,
  totals,
  onOpen,
}: {
  items: BetRecord[];
  totals: BetTotals;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation('bets');
  return (
    <DataTable
      testId="bets-table"
      head={
        <>
          <th scope="col">{t('columns.time')}</th>
          <th scope="col">{t('columns.game')}</th>
          <th scope="col" className="num">
            {t('columns.stake')}
          </th>
          <th scope="col" className="num">
            {t('columns.win')}
          </th>
          <th scope="col" className="num">
            {t('columns.profit')}
          </th>
          <th scope="col">{t('columns.status')}</th>
        </>
      }
      foot={
        <tfoot>
          <tr data-testid="bets-totals">
            <th scope="row" colSpan={2}>
              {t('totals.label')} ·{' '}
              <span data-testid="bets-total-rounds">{t('totals.rounds', { count: totals.rounds })}</span>
            </th>
            <td className="num">
              <Money value={totals.stake} testId="bets-total-stake" />
            </td>
            <td className="num">
              <Money value={totals.win} testId="bets-total-win" />
            </td>
            <td className="num">
              <Money value={totals.profit} signed testId="bets-total-profit" />
            </td>
            <td />
          </tr>
        </tfoot>
      }
    >
      {items.map((bet) => (
        <tr
          key={bet.id}
          className="bets-row"
          onClick={() => onOpen(bet.id)}
          data-testid="bet-row"
          data-id={bet.id}
        >
          <td>{siteDateTime(bet.createdAt)}</td>
          <td>
            <button
              type="button"
              className="bets-game"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(bet.id);
              }}
              aria-label={t('openRound', { game: bet.gameName, id: bet.id })}
              data-testid="bet-open"
            >
              <span className="bets-game-name" data-testid="bet-game">
                {bet.gameName}
              </span>
              <span className="bets-game-vendor">
                {bet.vendorName}
                {bet.isDemo ? ` · ${t('demo')}` : ''}
              </span>
            </button>
          </td>
          <td className="num">
            <Money value={bet.stake} testId="bet-stake" />
          </td>
          <td className="num">
            <Money value={bet.win} testId="bet-win" />
          </td>
          <td className="num">
            <Money value={bet.profit} signed testId="bet-profit" />
          </td>
          <td>
            <BetStatusBadge status={bet.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
