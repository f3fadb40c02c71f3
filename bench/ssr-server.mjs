// @ts-check
/**
 * The server-rendered site as `npm start` serves it (scripts/site.mjs startWebApps: the shell
 * with the SSR renderer, each remote on its own server), in a process of its own with React's
 * production build, as scripts/start.mjs runs it. Started by ssr-stack.mjs with API_URL,
 * SHELL_PORT and REMOTE_PORTS (JSON: remote name to port) in the environment.
 */
process.env.NODE_ENV = 'production';

// Imported after NODE_ENV is set: the renderer loads React when it starts.
const { registryUrlBeside, startWebApps } = await import('../scripts/site.mjs');

const site = await startWebApps({
  apiUrl: String(process.env.API_URL),
  registryUrl: registryUrlBeside(String(process.env.API_URL)),
  shellPort: Number(process.env.SHELL_PORT),
  remotePorts: JSON.parse(process.env.REMOTE_PORTS ?? '{}'),
});

process.once('SIGTERM', async () => {
  await site.close();
  process.exit(0);
});
