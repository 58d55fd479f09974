/**
 * How each kind is drawn (vector shapes, no images): body and fin colours, the body's height against its length,
 * stripes and spots. Sizes come from the kind's radius (the hit circle): the body is about 2 × radius long.
 */
export type FishLook = {
  body: number;
  belly: number;
  fin: number;
  /** Body height ÷ length. */
  aspect: number;
  stripes: number;
  spots: boolean;
  /** A long bill (swordfish) or tentacles (octopus) instead of a tail fin. */
  shape: 'fish' | 'sword' | 'ray' | 'turtle' | 'octopus' | 'whale';
};

const LOOKS: Readonly<Record<string, FishLook>> = {
  clownfish: {
    body: 0xff7b25,
    belly: 0xffb36b,
    fin: 0xffffff,
    aspect: 0.62,
    stripes: 2,
    spots: false,
    shape: 'fish',
  },
  goldfish: {
    body: 0xffc233,
    belly: 0xfff0a0,
    fin: 0xff9d1c,
    aspect: 0.6,
    stripes: 0,
    spots: false,
    shape: 'fish',
  },
  pufferfish: {
    body: 0xe8d36a,
    belly: 0xfff7cf,
    fin: 0xc9a93a,
    aspect: 0.88,
    stripes: 0,
    spots: true,
    shape: 'fish',
  },
  lionfish: {
    body: 0xd9434f,
    belly: 0xffd7cf,
    fin: 0xffe5e0,
    aspect: 0.58,
    stripes: 4,
    spots: false,
    shape: 'fish',
  },
  turtle: {
    body: 0x4c9a4e,
    belly: 0xb8d98a,
    fin: 0x6fbf73,
    aspect: 0.78,
    stripes: 0,
    spots: true,
    shape: 'turtle',
  },
  manta: {
    body: 0x36557a,
    belly: 0xcfe3f5,
    fin: 0x27435f,
    aspect: 0.95,
    stripes: 0,
    spots: false,
    shape: 'ray',
  },
  swordfish: {
    body: 0x4a78c9,
    belly: 0xd5e3ff,
    fin: 0x2f4f8f,
    aspect: 0.34,
    stripes: 0,
    spots: false,
    shape: 'sword',
  },
  shark: {
    body: 0x8397a8,
    belly: 0xf0f4f7,
    fin: 0x64788a,
    aspect: 0.4,
    stripes: 0,
    spots: false,
    shape: 'fish',
  },
  octopus: {
    body: 0xb14fc9,
    belly: 0xe7b6f2,
    fin: 0x8a36a0,
    aspect: 0.9,
    stripes: 0,
    spots: true,
    shape: 'octopus',
  },
  whale: {
    body: 0x3a6ea5,
    belly: 0xcfe2f3,
    fin: 0x2b5680,
    aspect: 0.45,
    stripes: 3,
    spots: false,
    shape: 'whale',
  },
  boss: {
    body: 0xd63a2f,
    belly: 0xffd36b,
    fin: 0xffb000,
    aspect: 0.42,
    stripes: 5,
    spots: false,
    shape: 'fish',
  },
};

/** A look for any kind id: the known ones, else a colour from the id (a config may name new kinds). */
export function fishLook(kindId: string): FishLook {
  const known = LOOKS[kindId];
  if (known) return known;
  let hash = 0;
  for (let i = 0; i < kindId.length; i++) hash = (hash * 31 + kindId.charCodeAt(i)) >>> 0;
  const hue = hash % 360;
  return {
    body: hslToRgb(hue, 0.65, 0.55),
    belly: hslToRgb(hue, 0.7, 0.8),
    fin: hslToRgb((hue + 30) % 360, 0.7, 0.45),
    aspect: 0.6,
    stripes: hash % 3,
    spots: false,
    shape: 'fish',
  };
}

/** A CSS hex colour (#rrggbb) as a number, or the fallback. */
export function hexColour(value: string, fallback: number): number {
  return /^#[0-9a-f]{6}$/i.test(value) ? Number.parseInt(value.slice(1), 16) : fallback;
}

/** Mixes two 0xrrggbb colours: 0 = a, 1 = b. */
export function mix(a: number, b: number, amount: number): number {
  const channel = (shift: number) => {
    const x = (a >> shift) & 0xff;
    const y = (b >> shift) & 0xff;
    return Math.round(x + (y - x) * amount) << shift;
  };
  return channel(16) | channel(8) | channel(0);
}

function hslToRgb(h: number, s: number, l: number): number {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return (f(0) << 16) | (f(8) << 8) | f(4);
}
