export { type ServerJobDeps, serverJobs } from './catalogue.ts';
export { type JobRun, recentJobRuns } from './history.ts';
export { createJobQueue, type JobDefinition, type JobQueue, type SendOptions } from './queue.ts';
export { QUEUES, type QueueName } from './queues.ts';
