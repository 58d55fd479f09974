import { configError } from '../shared/errors.ts';
import { isIntegerIn } from '../shared/money.ts';
import { assertRtpInBounds } from '../shared/rtp.ts';
import { WHEEL_RISKS, WHEEL_SEGMENT_COUNTS, type WheelConfig, wheelSegments } from './wheel-config.ts';
import { wheelExactRtp } from './wheel-rtp.ts';

/** Every segment count has the three risks, with that many whole multipliers, RTP in [90 %, 100 %). */
export function validateWheelConfig(config: WheelConfig): void {
  for (const segments of WHEEL_SEGMENT_COUNTS) {
    for (const risk of WHEEL_RISKS) {
      const wheel = wheelSegments(config, segments, risk);
      if (wheel.length !== segments || !wheel.every((value) => isIntegerIn(value, 0, 100_000_000))) {
        configError(
          `wheel: the ${segments}-segment ${risk} wheel needs ${segments} whole multipliers in hundredths`,
        );
      }
      assertRtpInBounds(`wheel ${segments} ${risk}`, wheelExactRtp(config, segments, risk));
    }
  }
}
