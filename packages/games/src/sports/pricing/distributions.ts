import { sportsError } from '../errors.ts';

/**
 * Poisson probabilities P(0..K) of `mean`, K the first count whose upper tail P(X > K) is below `tail`
 * (the truncation the score matrix uses; the caller renormalizes what was cut).
 */
export function poissonProbabilities(mean: number, tail = 5e-10): number[] {
  if (!Number.isFinite(mean) || mean < 0 || mean > 200)
    sportsError('invalid_model', 'a Poisson mean is in 0..200');
  const probabilities = [Math.exp(-mean)];
  let cumulative = probabilities[0] as number;
  let term = cumulative;
  for (let k = 1; 1 - cumulative >= tail && k < 1000; k++) {
    term *= mean / k;
    probabilities.push(term);
    cumulative += term;
  }
  return probabilities;
}

/** erfc(x) by the Chebyshev fit of Numerical Recipes (erfcc): fractional error below 1.2e-7 everywhere. */
function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const r = t * Math.exp(-z * z + poly);
  return x >= 0 ? r : 2 - r;
}

/** The standard normal distribution function Φ(x). */
export function normalCdf(x: number): number {
  return 0.5 * erfc(-x / Math.SQRT2);
}

/** A distribution over consecutive integers: P(offset + i) = probabilities[i]. */
export interface IntegerDistribution {
  offset: number;
  probabilities: number[];
}

/**
 * N(mean, sd²) rounded to integers (continuity correction: P(k) = Φ((k + ½ − mean)/sd) − Φ((k − ½ − mean)/sd))
 * over mean ± 10 sd, never below `min`; the lowest and highest bins take their whole tails, so the
 * probabilities sum to 1. sd 0 is a point mass at the rounded mean.
 */
export function discretizedNormal(
  mean: number,
  sd: number,
  min = Number.NEGATIVE_INFINITY,
): IntegerDistribution {
  if (!Number.isFinite(mean) || !Number.isFinite(sd) || sd < 0)
    sportsError('invalid_model', 'a normal needs a mean and sd ≥ 0');
  const low = Math.max(min, Math.floor(mean - 10 * sd));
  const high = Math.max(low, Math.ceil(mean + 10 * sd));
  if (sd === 0) return { offset: Math.max(min, Math.round(mean)), probabilities: [1] };
  const probabilities: number[] = [];
  let below = 0;
  for (let k = low; k <= high; k++) {
    const upTo = k === high ? 1 : normalCdf((k + 0.5 - mean) / sd);
    probabilities.push(upTo - below);
    below = upTo;
  }
  return { offset: low, probabilities };
}

/** The distribution of X + Y for independent integer X and Y. */
export function convolve(x: IntegerDistribution, y: IntegerDistribution): IntegerDistribution {
  const probabilities = new Array<number>(x.probabilities.length + y.probabilities.length - 1).fill(0);
  x.probabilities.forEach((px, i) => {
    y.probabilities.forEach((py, j) => {
      probabilities[i + j] = (probabilities[i + j] as number) + px * py;
    });
  });
  return { offset: x.offset + y.offset, probabilities };
}
