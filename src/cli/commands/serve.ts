import { parseArgs } from 'node:util';
import type { Command } from '../command';
import { UsageError } from '../command';

export const serveCommand: Command = {
  name: 'serve',
  help: `Usage: kibitz serve [--port N]

Starts the HTTP server: the web app, the API under /api/v1 and /health.
Configuration comes from the environment (see README.md, "Configuration"):
  PORT (default 3000), DATA_DIR (default ./data), DATABASE_URL, APP_ORIGIN, ...

Options:
  --port N    Listen on port N (overrides PORT)
  --help      Show this help`,
  async run(args) {
    const { values } = parseArgs({ args: [...args], options: { port: { type: 'string' } }, strict: true });
    if (values.port !== undefined) {
      if (!/^\d+$/.test(values.port)) throw new UsageError(`--port must be a number, got "${values.port}"`);
      process.env.PORT = values.port;
    }
    const { run } = await import('../../server/main');
    await run();
    // The server keeps the process alive until a signal ends it; main handles shutdown.
    return new Promise<number>(() => {});
  },
};
