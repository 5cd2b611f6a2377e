import cluster from 'node:cluster';
import os from 'node:os';
import { loadConfig } from '../infra/config';
import { onShutdown } from '../infra/shutdown';
import { ensureBuild } from './build';
import { loadServerBuild } from './load-build';
import { startHttpWorker, startPrimary } from './app-processes';

/** `npm start`: build if needed, then the runtime, the demo data and the site, all from the one server bundle. */
// The demo renders with the embedded studio (ADR 062) unless a provider (or RENDER_PROVIDER=none) is set;
// the tests' runtimes keep the config's default (no provider). Set before the HTTP workers are forked, so they see it too.
process.env.RENDER_PROVIDER ??= 'studio';
// One HTTP worker per core unless told otherwise (ADR 058); the tests' runtimes keep the config's default (one process).
process.env.WEB_CONCURRENCY ??= String(os.availableParallelism());
const config = loadConfig();
// React and Express pick their production code from the environment, not from our config (which defaults to production):
// without this, `npm start` rendered every page with React's development build (issue 27: about half a page's server time).
process.env.NODE_ENV ??= config.NODE_ENV;
// Several HTTP workers on the one port, the database, projections and processes in the primary (ADR 058).
if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) await startPrimary(config);
else if (cluster.isWorker) await startHttpWorker(config);
else await startOne();

/** One process serves everything (WEB_CONCURRENCY=1). */
async function startOne() {
  const { build, root, clientDir, createUpgradeHandler } = await loadServerBuild(ensureBuild());
  const runtime = await root.createRuntime(config);
  if (config.DEMO_DATA) {
    await root.seedDemoData(runtime);
    await root.seedDemoVisits(runtime);
  }
  const app = root.createHttpApp(runtime, build, clientDir);
  let stopping = false;
  const server = app.listen(config.PORT, config.HOST, () => {
    runtime.logger.info('listening', { url: `http://localhost:${config.PORT}` });
    console.log(`Roomcraft is running at http://localhost:${config.PORT}`);
    // Every product's model and pictures, made in the background once (kept in file storage after): the first visitors find them ready.
    root.warmModelFiles(runtime, { stopped: () => stopping }).catch((error) => runtime.logger.warn('product models and pictures not all made', { error: String(error) }));
    // The demo client's studio renders (issue 25, ADR 062), made by the render process once it runs.
    if (config.DEMO_DATA) root.seedDemoAiRenders(runtime, { stopped: () => stopping }).catch((error) => runtime.logger.warn('demo renders not all made', { error: String(error) }));
  });
  // The site's sockets (/ws/…) on the same server; other upgrades are refused.
  const sockets = createUpgradeHandler(runtime);
  server.on('upgrade', (req, socket, head) => {
    if (!sockets.handleUpgrade(req, socket, head)) socket.destroy();
  });

  onShutdown(async () => {
    stopping = true;
    sockets.close();
    await new Promise((resolve) => server.close(resolve));
    await runtime.close();
    runtime.logger.info('stopped');
  }, runtime.logger);
}
