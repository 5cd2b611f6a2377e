import { loadConfig } from '../config';
import { createRuntime } from '../runtime';
import { seedDemoData } from '../demo/seed';
import { ensureBuild } from './build';
import { createHttpApp } from './http';
import { onShutdown } from '../shutdown';

const config = loadConfig();
const entry = ensureBuild();
const runtime = await createRuntime(config);
if (config.DEMO_DATA) await seedDemoData(runtime);
const app = await createHttpApp(runtime, entry);
const server = app.listen(config.PORT, config.HOST, () => {
  runtime.logger.info('listening', { url: `http://localhost:${config.PORT}` });
  console.log(`Roomcraft is running at http://localhost:${config.PORT}`);
});

onShutdown(async () => {
  await new Promise((resolve) => server.close(resolve));
  await runtime.close();
  runtime.logger.info('stopped');
}, runtime.logger);
