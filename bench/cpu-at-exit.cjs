// Preloaded (NODE_OPTIONS=--require) into every process the cli benchmark times: when the process
// exits it writes its CPU time so far (user + system, all its threads, in microseconds) to the file
// KIBITZ_BENCH_CPU_FILE names. GNU time counts in 10 ms steps, as coarse as the differences measured.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a --require preload is CommonJS
const { writeFileSync } = require('node:fs');

const file = process.env.KIBITZ_BENCH_CPU_FILE;
if (file) {
  process.on('exit', () => {
    const { user, system } = process.cpuUsage();
    writeFileSync(file, String(user + system));
  });
}
