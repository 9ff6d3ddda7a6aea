import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can "stop the database": cut every connection (optionally
 * the moment a given SQL text passes through, i.e. in the middle of a transaction) and refuse new
 * ones until it is brought back.
 */
export class DatabaseProxy {
  private server: Server;
  private sockets = new Set<Socket>();
  private down = false;
  private tripwire: string | null = null;
  tripped = false;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => this.accept(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  private accept(client: Socket) {
    if (this.down) return client.destroy();
    const upstream = connect(this.target.port, this.target.host);
    this.sockets.add(client).add(upstream);
    const forget = () => {
      this.sockets.delete(client);
      this.sockets.delete(upstream);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => {
      if (this.tripwire && chunk.toString('latin1').includes(this.tripwire)) {
        this.tripped = true;
        this.stop();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
  }

  /** Cut the database off as soon as a query containing `sql` is sent. */
  stopWhenSent(sql: string) {
    this.tripwire = sql;
  }

  stop() {
    this.down = true;
    this.tripwire = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
  }

  start() {
    this.down = false;
  }

  async close() {
    this.stop();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
