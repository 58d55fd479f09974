import { type CrashConfig, crashMultiplierAtMs } from '@app/games';
import type { PlayLanguage } from '../../launch-params';
import { multiplier } from '../../money/money';
import type { CrashPhase } from './crash-feed';

const W = 320;
const H = 190;
const POINTS = 48;

type Props = {
  phase: CrashPhase;
  /** The flight time the bust came at (for the curve of a busted round), ms. */
  bustElapsedMs: number | null;
  config: CrashConfig | null;
  theme: string;
  lang: PlayLanguage;
  caption: string;
  /** What a screen reader announces: the phase only (the countdown and the multiplier change every frame). */
  announcement: string;
};

/** The flight: the curve of the multiplier against time, the craft at its tip, the multiplier in large. */
export function CrashStage({ phase, bustElapsedMs, config, theme, lang, caption, announcement }: Props) {
  const elapsed =
    phase.kind === 'flying' ? phase.elapsedMs : phase.kind === 'busted' ? (bustElapsedMs ?? 0) : 0;
  const current =
    phase.kind === 'busted'
      ? phase.bustX100
      : config && phase.kind === 'flying'
        ? crashMultiplierAtMs(config, elapsed)
        : 100;
  const xMax = Math.max(8_000, elapsed * 1.1);
  const yMax = Math.max(200, current * 1.15);
  // the curve is drawn smooth; the number on screen is the server's (floored to hundredths)
  const point = (ms: number) => {
    const m = config ? Math.min(100 * Math.exp(config.growthPerMs * ms), current) : 100;
    return [(ms / xMax) * W, H - ((m - 100) / (yMax - 100)) * H] as const;
  };
  const path: string[] = [];
  if (phase.kind !== 'betting' && phase.kind !== 'waiting' && elapsed > 0) {
    for (let i = 0; i <= POINTS; i++) {
      const [x, y] = point((elapsed * i) / POINTS);
      path.push(`${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`);
    }
  }
  const [tipX, tipY] = point(elapsed);
  const [backX, backY] = point(Math.max(0, elapsed - xMax / 20));
  const angle = (Math.atan2(backY - tipY, tipX - backX) * 180) / Math.PI;
  const busted = phase.kind === 'busted';
  return (
    <div className="crash-stage" data-phase={phase.kind} data-testid="crash-stage">
      <svg viewBox={`0 0 ${W} ${H}`} preserveAspectRatio="none" className="crash-plot" aria-hidden="true">
        <defs>
          <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="var(--crash-line)" stopOpacity="0.45" />
            <stop offset="100%" stopColor="var(--crash-line)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((f) => (
          <line key={f} x1="0" x2={W} y1={H * f} y2={H * f} className="crash-grid" />
        ))}
        {path.length > 0 && (
          <>
            <path d={`${path.join('')}L${tipX.toFixed(1)},${H}L0,${H}Z`} fill="url(#crash-fill)" />
            <path d={path.join('')} className="crash-line" />
          </>
        )}
      </svg>
      {path.length > 0 && (
        <div
          className={`crash-craft${busted ? ' gone' : ''}`}
          style={{
            left: `${(tipX / W) * 100}%`,
            top: `${(tipY / H) * 100}%`,
            transform: `translate(-50%, -50%) rotate(${-angle}deg)`,
          }}
          aria-hidden="true"
        >
          {theme === 'pilot' ? <Plane /> : <Rocket />}
        </div>
      )}
      <output
        className="crash-multiplier"
        data-testid="crash-multiplier"
        data-value={current}
        aria-live="off"
      >
        {phase.kind === 'betting' || phase.kind === 'waiting' ? '' : multiplier(current, lang)}
      </output>
      <p className="crash-caption" data-testid="crash-caption" aria-hidden="true">
        {caption}
      </p>
      <p className="crash-announcement" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

function Rocket() {
  return (
    <svg viewBox="0 0 64 32" width="56" height="28" aria-hidden="true">
      <path d="M4 16 14 10h30c8 0 14 3 18 6-4 3-10 6-18 6H14z" fill="#f5f1ff" />
      <path d="M44 10c8 0 14 3 18 6-4 3-10 6-18 6z" fill="#ff6b6b" />
      <circle cx="36" cy="16" r="4" fill="#7dd3fc" stroke="#312560" strokeWidth="2" />
      <path d="M16 10 10 2h8l8 8zM16 22l-6 8h8l8-8z" fill="#ff9f1c" />
      <path d="M4 16 0 12v8z" fill="#ffc94a" />
    </svg>
  );
}

function Plane() {
  return (
    <svg viewBox="0 0 64 32" width="56" height="28" aria-hidden="true">
      <path d="M6 16c0-2 2-4 6-4h36c6 0 12 2 14 4-2 2-8 4-14 4H12c-4 0-6-2-6-4z" fill="#f5f1ff" />
      <path d="M24 12 34 0h6l-6 12zM24 20l10 12h6l-6-12z" fill="#ff6b6b" />
      <path d="M6 12 2 4h6l6 8z" fill="#ff6b6b" />
      <circle cx="52" cy="15" r="3" fill="#7dd3fc" />
    </svg>
  );
}
