import { type LaunchAnswer, PLAY_API } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../api/client';
import { useLanguage } from '../../../lib/language';

/** Asks for a game's launch address (a single-use token in it): one per opening of the game page. */
export function useLaunchGame() {
  const language = useLanguage();
  return useMutation({
    mutationFn: (gameCode: string) =>
      apiSend<LaunchAnswer>('POST', PLAY_API.launch, { language, body: { gameCode } }),
  });
}
