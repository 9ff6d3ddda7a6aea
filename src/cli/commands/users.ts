import { parseArgs } from 'node:util';
import type { Command } from '../command';
import { UsageError } from '../command';

const HELP = `Usage: kibitz users grant EMAIL pro --days N
       kibitz users show EMAIL [--json]

Support and testing tools for the operator, on the server's own database (DATABASE_URL, or the
embedded database under DATA_DIR — stop the server first when it uses the embedded one).

  grant EMAIL pro --days N   Give the account Pro for N days from now (1-3650), on top of what it
                             holds. Recorded with the account's payments (amount 0, never shown
                             to the user as a payment).
  show EMAIL                 Tier, plan, when it ends, today's usage and the payment history.

Options:
  --days N    Days of Pro to grant
  --json      Print the report as JSON
  --help      Show this help`;

export const usersCommand: Command = {
  name: 'users',
  summary: 'Show an account, or grant it Pro (operator support tool).',
  help: HELP,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args: [...args], options: { days: { type: 'string' }, json: { type: 'boolean' } }, allowPositionals: true, strict: true });
    const [action, email, tier] = positionals;
    if (action !== 'grant' && action !== 'show') throw new UsageError('Say "grant" or "show".');
    if (!email) throw new UsageError('Give the account\'s e-mail address.');
    if (action === 'grant') {
      if (tier !== 'pro') throw new UsageError('Only "pro" can be granted: kibitz users grant EMAIL pro --days N');
      if (!values.days || !/^\d+$/.test(values.days)) throw new UsageError('--days N is required (a whole number of days)');
    } else if (tier !== undefined) {
      throw new UsageError(`Unexpected argument "${tier}"`);
    }
    // Loaded only when the command runs: `kibitz parse` and `--help` never open a database.
    const [{ loadConfig }, { openDatabase }, { runMigrations }, operator] = await Promise.all([
      import('../../server/config'),
      import('../../server/db/client'),
      import('../../server/db/migrate'),
      import('../../server/payments/operator'),
    ]);
    const config = loadConfig();
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await runMigrations(database);
      const now = new Date();
      if (action === 'grant') {
        const days = Number(values.days);
        if (days < 1 || days > operator.MAX_GRANT_DAYS) throw new UsageError(`--days must be from 1 to ${operator.MAX_GRANT_DAYS}`);
        await operator.grantPro(database.db, email, days, now);
        io.stdout(`Granted Pro to ${email} for ${days} day${days === 1 ? '' : 's'}.`);
      }
      const report = await operator.showUser(database.db, email, now, config.tierLimits, config.payments.mode);
      io.stdout(values.json ? JSON.stringify(report, null, 2) : operator.describeUser(report));
      return 0;
    } catch (err) {
      if (err instanceof operator.UnknownUserError) {
        io.stderr(`kibitz users: ${err.message}`);
        return 1;
      }
      throw err;
    } finally {
      await database.close();
    }
  },
};
