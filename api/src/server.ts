import { buildApp } from './app.js';
import { readConfig } from './config.js';

/**
 * How long requests in flight get to finish after SIGTERM/SIGINT. Then the connections still
 * open are cut, so the database is always closed cleanly, well before an orchestrator's SIGKILL
 * (docker stop waits 10 s).
 */
const SHUTDOWN_GRACE_MS = 5_000;

const config = readConfig();
const app = await buildApp();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    const cut = setTimeout(() => {
      app.server.getConnections((_error, count) => {
        app.log.warn({ connections: count }, `connections still open after ${SHUTDOWN_GRACE_MS} ms: closing them`);
        app.server.closeAllConnections();
      });
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
