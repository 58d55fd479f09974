import PgBoss from 'pg-boss';
import { QUEUE_SCHEMA, QUEUES } from './queues.ts';

/**
 * Installs (or upgrades) pg-boss's schema and creates or updates every queue of queues.ts: part of the
 * migrations, so a database is ready for `send` before any process works the queues.
 */
export async function installQueues(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: QUEUE_SCHEMA,
    max: 2,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  let failure: unknown;
  boss.on('error', (error) => {
    failure = error;
  });
  await boss.start();
  try {
    for (const spec of QUEUES) {
      const options = {
        name: spec.name,
        policy: spec.policy,
        retryLimit: spec.retryLimit,
        retryDelay: spec.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: spec.expireInSeconds,
      };
      if (await boss.getQueue(spec.name)) await boss.updateQueue(spec.name, options);
      else await boss.createQueue(spec.name, options);
    }
  } finally {
    await boss.stop({ graceful: false, wait: true, close: true });
  }
  if (failure) throw failure;
}
