// @ts-check
/** The constant-rate load's worker thread, started by runConstantRate: it runs the schedule it is given and posts what it saw. */
import { parentPort, workerData } from 'node:worker_threads';
import { offerSchedule } from './constant-rate.mjs';

parentPort?.postMessage(await offerSchedule(workerData));
