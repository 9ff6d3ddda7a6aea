// Entry point of the `kibitz` command when run from source (npm run kibitz).
import { main } from './main';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`kibitz: ${(err as Error).stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
