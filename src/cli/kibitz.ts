// Entry point of the `kibitz` command when run from source (npm run kibitz); bin/kibitz.js runs the build.
import { run } from './main';

await run(process.argv.slice(2));
