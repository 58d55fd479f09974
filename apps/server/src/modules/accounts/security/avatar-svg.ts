import { AVATAR_CHOICES } from '@app/contracts';

/**
 * The static avatars: a friendly face in a coloured circle, one look per choice, drawn here so the site needs
 * no image files. Deterministic: the same name always gives the same bytes (they are cached for a year).
 */

type Look = {
  background: string;
  skin: string;
  accent: string;
  eyes: 'dots' | 'wink' | 'happy' | 'glasses';
  hair?: string;
};

const LOOKS: Record<(typeof AVATAR_CHOICES)[number], Look> = {
  avatar01: { background: '#6142bf', skin: '#ffd9b3', accent: '#3b2a7a', eyes: 'dots', hair: '#3b2a1a' },
  avatar02: { background: '#e2574c', skin: '#f5c79e', accent: '#7a1f17', eyes: 'happy', hair: '#1f1f1f' },
  avatar03: { background: '#1f9d8b', skin: '#ffe0bd', accent: '#0b4f45', eyes: 'glasses', hair: '#6b4423' },
  avatar04: { background: '#f2a922', skin: '#d9a066', accent: '#7a4d00', eyes: 'wink', hair: '#2b1b0e' },
  avatar05: { background: '#2f80ed', skin: '#ffe7cf', accent: '#0f3d80', eyes: 'happy' },
  avatar06: { background: '#d6457f', skin: '#f0c08a', accent: '#6e1538', eyes: 'dots', hair: '#8a3b12' },
  avatar07: { background: '#27ae60', skin: '#c68642', accent: '#0e4d28', eyes: 'glasses' },
  avatar08: { background: '#56637a', skin: '#ffdbac', accent: '#1d2533', eyes: 'wink', hair: '#c9a227' },
};

function eyes(look: Look): string {
  const stroke = `stroke="${look.accent}" stroke-width="4" stroke-linecap="round" fill="none"`;
  switch (look.eyes) {
    case 'dots':
      return `<circle cx="50" cy="58" r="5" fill="${look.accent}"/><circle cx="78" cy="58" r="5" fill="${look.accent}"/>`;
    case 'happy':
      return `<path d="M43 60 q7 -8 14 0" ${stroke}/><path d="M71 60 q7 -8 14 0" ${stroke}/>`;
    case 'wink':
      return `<circle cx="50" cy="58" r="5" fill="${look.accent}"/><path d="M71 59 h14" ${stroke}/>`;
    case 'glasses':
      return (
        `<circle cx="50" cy="58" r="9" ${stroke}/><circle cx="78" cy="58" r="9" ${stroke}/>` +
        `<path d="M59 58 h10" ${stroke}/><circle cx="50" cy="58" r="3" fill="${look.accent}"/>` +
        `<circle cx="78" cy="58" r="3" fill="${look.accent}"/>`
      );
  }
}

export function isAvatarChoice(name: string): name is (typeof AVATAR_CHOICES)[number] {
  return (AVATAR_CHOICES as readonly string[]).includes(name);
}

export function staticAvatarSvg(name: (typeof AVATAR_CHOICES)[number]): string {
  const look = LOOKS[name];
  const hair = look.hair
    ? `<path d="M30 56 q4 -30 34 -30 q30 0 34 30 q-14 -14 -34 -14 q-20 0 -34 14z" fill="${look.hair}"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${name}">` +
    `<circle cx="64" cy="64" r="64" fill="${look.background}"/>` +
    `<circle cx="64" cy="66" r="36" fill="${look.skin}"/>` +
    hair +
    eyes(look) +
    `<circle cx="42" cy="74" r="5" fill="#ff8a80" opacity="0.55"/><circle cx="86" cy="74" r="5" fill="#ff8a80" opacity="0.55"/>` +
    `<path d="M50 78 q14 14 28 0" stroke="${look.accent}" stroke-width="4" stroke-linecap="round" fill="none"/>` +
    `</svg>`
  );
}
