import { loadConfig } from '../config';
import { createRuntime } from '../runtime';
import { seedDemoData } from '../demo/seed';
import { ensureBuild } from './build';
import { createHttpApp } from './http';

const config = loadConfig();
const entry = ensureBuild();
const runtime = await createRuntime(config);
if (config.DEMO_DATA) await seedDemoData(runtime);
const app = await createHttpApp(runtime, entry);
const server = app.listen(config.PORT, config.HOST, () => {
  runtime.logger.info('listening', { url: `http://localhost:${config.PORT}` });
  console.log(`Roomcraft is running at http://localhost:${config.PORT}`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    server.close();
    await runtime.close();
    process.exit(0);
  });
}
