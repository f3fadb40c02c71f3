import { buildApp } from './app.js';
import { readConfig } from './config.js';

/**
 * How long the server goes on answering after SIGTERM/SIGINT before it stops listening, each
 * answer closing its connection. Closing at once would also cut the keep-alive connections Node
 * counts as idle, among them any whose next request is on its way and not yet read (a client's
 * pooled connection): an order lost without an answer. After the drain only connections that
 * stayed quiet through it are cut.
 */
const DRAIN_MS = 1_000;

/**
 * How long requests in flight get to finish once the server stops listening. Then the connections
 * still open are cut, so the database is always closed cleanly, well before an orchestrator's
 * SIGKILL (docker stop waits 10 s).
 */
const SHUTDOWN_GRACE_MS = 5_000;

/** Settings the API refuses (a weak secret in production) stop it with their message alone: no stack to read. */
function readConfigOrExit() {
  try {
    return readConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = readConfigOrExit();
const app = await buildApp();

function close() {
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
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.endKeepAlive();
    // With no connection open there is nothing to drain (Ctrl-C on an idle dev server).
    app.server.getConnections((_error, count) => setTimeout(close, count > 0 ? DRAIN_MS : 0));
  });
}

// The registry first: once the public listener answers, the site server can read its releases.
await app.registry.listen({
  port: config.registryPort,
  host: config.registryHost,
  // Not "Server listening at": that line names the public listener.
  listenTextResolver: (address) => `Release registry listening at ${address}`,
});
await app.listen({ port: config.port, host: config.host });
if (!config.siteCheckUrl) {
  app.log.warn(
    'SITE_CHECK_URL is not set: slice releases go live and become canaries without the site server rendering them first',
  );
}
