import type { Db } from '../../../../db/database.ts';
import { applyFeedMessage, nextSequence } from '../consumer.ts';
import { LOCAL_PRODUCER, messagesFrom } from './producer.ts';

/**
 * Applies the local feed's messages the consumer has not applied yet, in order, from its outbox (the recovery after
 * a restart or a gap is the same read). Answers how many were applied.
 */
export async function drainLocalFeed(db: Db): Promise<number> {
  let applied = 0;
  for (;;) {
    const messages = await messagesFrom(db, await nextSequence(db, LOCAL_PRODUCER));
    if (messages.length === 0) return applied;
    for (const message of messages) {
      const answer = await applyFeedMessage(db, message);
      if (answer === 'gap') throw new Error(`sports feed: the local outbox skips before ${message.seq}`);
      if (answer === 'applied') applied++;
    }
  }
}
