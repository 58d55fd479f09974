import { FISH_FIELD_HEIGHT, FISH_FIELD_WIDTH } from '@app/games';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { type FieldPoint, toField } from './fish-geometry';
import type { FishPlay } from './fish-play';
import type { FishScene } from './fish-scene';

type Props = {
  play: FishPlay;
  palette: { water: string; accent: string };
  label: string;
  payoutText: (payout: bigint) => string;
  noCanvas: string;
};

/** A pointer on the host as a field point, kept inside the sea (a press in a bar aims at its edge). */
function fieldPoint(event: PointerEvent<HTMLDivElement>): FieldPoint {
  const point = toField(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
  return {
    x: Math.max(0, Math.min(FISH_FIELD_WIDTH, point.x)),
    y: Math.max(0, Math.min(FISH_FIELD_HEIGHT, point.y)),
  };
}

/**
 * The Pixi canvas of the sea (its own chunk, loaded with the screen). The pointer is read here, on the DOM,
 * and mapped to field units through the same letterbox the scene draws with: a press fires and holds, a move
 * aims, a release stops.
 */
export function FishCanvas({ play, palette, label, payoutText, noCanvas }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const text = useRef(payoutText);
  text.current = payoutText;
  const options = useRef({ palette, label });
  options.current = { palette, label };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let gone = false;
    let scene: FishScene | null = null;
    const reducedMotion =
      typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    import('./fish-scene')
      .then(({ createFishScene }) =>
        createFishScene(element, {
          play,
          palette: options.current.palette,
          label: options.current.label,
          payoutText: (payout) => text.current(payout),
          reducedMotion,
        }),
      )
      .then(
        (created) => {
          if (gone) created.destroy();
          else {
            scene = created;
            setState('ready');
          }
        },
        (error: unknown) => {
          console.error('fish: the scene could not start', error);
          if (!gone) setState('failed');
        },
      );
    return () => {
      gone = true;
      scene?.destroy();
      play.release();
    };
  }, [play]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: aiming with the pointer is a pointer's way to play; the keyboard fires with Space and the Fire button, and the canvas inside carries the description
    <div
      ref={host}
      className="fish-field fish-host"
      data-testid="fish-field"
      data-state={state}
      onPointerDown={(event) => {
        if (event.button !== 0 && event.pointerType === 'mouse') return;
        event.currentTarget.setPointerCapture?.(event.pointerId);
        play.press(fieldPoint(event), performance.now());
      }}
      onPointerMove={(event) => play.aimAt(fieldPoint(event))}
      onPointerUp={() => play.release()}
      onPointerCancel={() => play.release()}
      onLostPointerCapture={() => play.release()}
      onContextMenu={(event) => event.preventDefault()}
    >
      {state === 'loading' && <div className="fish-skeleton" aria-hidden="true" />}
      {state === 'failed' && (
        <p className="fish-field-message" role="alert">
          {noCanvas}
        </p>
      )}
    </div>
  );
}
