import { useEffect, useRef, useState } from 'react';
import type { PlayLanguage } from '../launch-params';
import { money } from '../money/money';
import type { BigWin as BigWinState } from './use-slot-machine';
import { countUpAmount } from './win-tier';

type Props = {
  bigWin: BigWinState;
  title: string;
  hint: string;
  lang: PlayLanguage;
  duration: number;
  /** Bumped by the space bar: like a tap. */
  skips: number;
};

/**
 * The big-win celebration: the amount counts up from zero to the server's win (eased), then stays a moment.
 * A tap (or the space bar) jumps to the end; a second one closes it.
 */
export function BigWin({ bigWin, title, hint, lang, duration, skips }: Props) {
  const [shown, setShown] = useState(0n);
  const finished = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const firstSkips = useRef(skips);

  // the latest big win's ending, for the count-up and the space bar (refs: neither restarts the other)
  const finish = useRef(() => {});
  finish.current = () => {
    if (finished.current) return bigWin.done();
    finished.current = true;
    setShown(bigWin.amount);
    closeTimer.current = setTimeout(bigWin.done, 1200);
  };

  useEffect(() => {
    const started = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      if (finished.current) return;
      const progress = Math.min(1, (now - started) / duration);
      setShown(countUpAmount(bigWin.amount, 1 - (1 - progress) ** 3));
      if (progress < 1) frame = requestAnimationFrame(step);
      else finish.current();
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(closeTimer.current);
    };
  }, [bigWin, duration]);

  useEffect(() => {
    if (skips !== firstSkips.current) finish.current();
  }, [skips]);

  return (
    <button
      type="button"
      className={`big-win tier-${bigWin.tier}`}
      onClick={() => finish.current()}
      data-testid="big-win"
    >
      <span className="big-win-rays" aria-hidden="true" />
      <span className="big-win-title">{title}</span>
      <span className="big-win-amount" data-testid="big-win-amount">
        {money(shown, lang)}
      </span>
      <span className="big-win-hint">{hint}</span>
    </button>
  );
}
