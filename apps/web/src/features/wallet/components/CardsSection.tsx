import type { BankCards } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/FormAlert';
import { useLanguage } from '../../../lib/language';
import { useSubmit } from '../../../lib/use-submit';
import { deleteCard, withdrawalKeys } from '../api/withdrawals';
import { BindCardForm } from './BindCardForm';

/** The member's bank cards: masked numbers, delete (asked twice), and binding a new one up to the limit. */
export function CardsSection({ cards }: { cards: BankCards }) {
  const { t } = useTranslation('wallet');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const submit = useSubmit();
  const canAdd = cards.items.length < cards.limit;

  const remove = async (id: string) => {
    const result = await submit.run(() => deleteCard(language, id));
    setDeleting(null);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: withdrawalKeys.cards(language) });
  };

  return (
    <section className="wallet-card" data-testid="cards-section">
      <h4 className="wallet-card-title">
        <CreditCard size={18} aria-hidden />
        {t('cards.title', { count: cards.items.length, limit: cards.limit })}
      </h4>
      {cards.items.length === 0 && !adding ? <p className="wallet-note">{t('cards.empty')}</p> : null}
      {cards.items.length > 0 ? (
        <ul className="bank-cards">
          {cards.items.map((card) => (
            <li key={card.id} className="bank-card" data-testid="card-item" data-id={card.id}>
              <div className="bank-card-text">
                <p className="bank-card-bank">{card.bankName}</p>
                <p className="bank-card-number" data-testid="card-number">
                  {card.accountNumber}
                </p>
                <p className="wallet-note">{card.payeeName}</p>
              </div>
              {deleting === card.id ? (
                <div className="wallet-actions">
                  <span className="wallet-note">{t('cards.deleteQuestion')}</span>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    disabled={submit.busy}
                    onClick={() => void remove(card.id)}
                    data-testid="card-delete-confirm"
                  >
                    {t('cards.deleteYes')}
                  </button>
                  <button type="button" className="btn btn-ghost" onClick={() => setDeleting(null)}>
                    {t('cancel')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="btn-icon"
                  onClick={() => setDeleting(card.id)}
                  aria-label={t('cards.delete')}
                  title={t('cards.delete')}
                  data-testid="card-delete"
                >
                  <Trash2 size={18} aria-hidden />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {submit.alert ? <FormAlert testId="card-delete-alert">{submit.alert}</FormAlert> : null}
      {adding ? <BindCardForm payeeName={cards.payeeName} onDone={() => setAdding(false)} /> : null}
      {!adding && canAdd ? (
        <button
          type="button"
          className="btn btn-ghost wallet-add"
          onClick={() => setAdding(true)}
          data-testid="card-add"
        >
          <Plus size={16} aria-hidden />
          {t('cards.add')}
        </button>
      ) : null}
    </section>
  );
}
