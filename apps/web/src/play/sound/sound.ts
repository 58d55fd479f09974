/**
 * The games' sound effects, synthesized with the Web Audio API (no audio files): short oscillator blips with a
 * quick attack and an exponential fade. The context starts on the first sound after a tap (browsers allow audio
 * only after a gesture); muted, nothing is created at all.
 */
export type Effect = 'click' | 'spin' | 'stop' | 'win' | 'bigWin' | 'lose' | 'tick' | 'feature' | 'reveal';

type Note = {
  freq: number;
  at: number;
  length: number;
  wave?: OscillatorType;
  gain?: number;
  slideTo?: number;
};

const EFFECTS: Record<Effect, Note[]> = {
  click: [{ freq: 880, at: 0, length: 0.04, wave: 'square', gain: 0.05 }],
  spin: [{ freq: 220, at: 0, length: 0.18, wave: 'sawtooth', gain: 0.05, slideTo: 440 }],
  stop: [{ freq: 160, at: 0, length: 0.07, wave: 'triangle', gain: 0.18 }],
  tick: [{ freq: 1200, at: 0, length: 0.025, wave: 'square', gain: 0.03 }],
  reveal: [{ freq: 660, at: 0, length: 0.08, wave: 'triangle', gain: 0.12, slideTo: 990 }],
  lose: [
    { freq: 300, at: 0, length: 0.14, wave: 'triangle', gain: 0.12 },
    { freq: 200, at: 0.12, length: 0.22, wave: 'triangle', gain: 0.12 },
  ],
  win: [523, 659, 784, 1047].map((freq, i) => ({
    freq,
    at: i * 0.07,
    length: 0.14,
    wave: 'triangle',
    gain: 0.12,
  })),
  feature: [392, 523, 659, 784, 659, 784, 1047].map((freq, i) => ({
    freq,
    at: i * 0.09,
    length: 0.16,
    wave: 'square',
    gain: 0.05,
  })),
  bigWin: [523, 659, 784, 1047, 784, 1047, 1319, 1568].map((freq, i) => ({
    freq,
    at: i * 0.11,
    length: 0.22,
    wave: 'triangle',
    gain: 0.14,
  })),
};

const MUTE_KEY = 'hb.play.muted';

let context: AudioContext | null = null;

export function readMuted(): boolean {
  try {
    return localStorage.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean): void {
  try {
    localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    // the choice lasts for this visit only
  }
  if (muted) void context?.suspend();
  else void context?.resume();
}

export function playEffect(effect: Effect, muted: boolean): void {
  if (muted || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime + 0.01;
    for (const note of EFFECTS[effect]) playNote(context, note, start);
  } catch {
    // no audio device: the game plays on silently
  }
}

function playNote(audio: AudioContext, note: Note, start: number): void {
  const at = start + note.at;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = note.wave ?? 'sine';
  oscillator.frequency.setValueAtTime(note.freq, at);
  if (note.slideTo) oscillator.frequency.exponentialRampToValueAtTime(note.slideTo, at + note.length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(note.gain ?? 0.1, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + note.length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + note.length + 0.02);
}
