import type { LotteryBetAnswer, LotteryBetBody } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalance } from '../../api/balance';
import { ApiError } from '../../api/client';
import { useErrorMessage } from '../../components/ui/StateMessage';
import { useToast } from '../../components/ui/Toast';
import { useLanguage } from '../../lib/language';
import { RequestKey } from '../../lib/request-key';
import { useMoney } from '../../lib/use-money';
import { CHASES_KEY, ORDERS_KEY, placeBet } from './api/lottery';
import type { LotterySession } from './api/session';

/**
 * Sends a slip (POST /api/lottery/bet with the lottery session): one request id per slip, the same again on a
 * retry after no answer; on success the balance, orders and chases refresh and the member is told what was placed.
 */
export function usePlaceSlip(
  session: LotterySession,
  onPlaced: (message: string, answer: LotteryBetAnswer) => void,
) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const money = useMoney();
  const toast = useToast();
  const queryClient = useQueryClient();
  const requestKey = useRef(new RequestKey());

  const place = useMutation({
    mutationFn: (body: Omit<LotteryBetBody, 'requestId'>) => {
      const requestId = requestKey.current.for(body);
      return session.withSession((bearer) => placeBet(language, { requestId, ...body }, bearer));
    },
    onSuccess: (answer) => {
      requestKey.current.renew();
      const placed = t('vn.slip.placed', {
        count: answer.bets.length,
        issue: answer.bets[0]?.issueNo ?? '',
        total: money.format(answer.bets.reduce((sum, bet) => sum + BigInt(bet.cost), 0n)),
      });
      const message = answer.chase
        ? t('vn.slip.placedChase', {
            placed,
            id: answer.chase.chaseId,
            draws: answer.chase.drawsTotal,
            stop: answer.chase.stopOnWin ? t('vn.slip.placedChaseStop') : '',
          })
        : placed;
      toast(message);
      onPlaced(message, answer);
      void refreshBalance(queryClient);
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      if (answer.chase) void queryClient.invalidateQueries({ queryKey: CHASES_KEY });
    },
    onError: (error) => {
      // the server answered: the next try is a new request (a retry after no answer keeps the same id)
      if (error instanceof ApiError) requestKey.current.renew();
    },
  });
  const errorMessage = useErrorMessage(place.error);
  return { place, errorMessage };
}
