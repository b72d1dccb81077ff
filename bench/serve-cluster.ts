/**
 * The e2e suite's server as a cluster (docs/operations.md, "Several processes"): nginx on PORT in front of
 * CLUSTER_PROCESSES (2) built servers on CLUSTER_API_PORT… (PORT + 5000), on a fresh PostgreSQL database
 * and Redis, with the rest of the fixture's environment (DATA_DIR, shared by the processes, and the job
 * periods). The database's address goes into `DATA_DIR/cluster-db-url` before the first process starts:
 * the specs' store helpers (e2e/tests/helpers.ts `storeRun`, `storeAll`, `throwawayPupil`) read it and
 * run their statements there instead of the SQLite file. Runs until SIGTERM, then stops them all and
 * drops the database:
 *   E2E_SERVER_COMMAND='node --import tsx bench/serve-cluster.ts' npx playwright test tests/shop.spec.ts
 * Specs that open the SQLite file itself (helpers.ts `withStore`) cannot run through it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureNginx, startCluster } from './lib/cluster.js';

const port = Number(process.env.PORT ?? 3000);
const nginx = ensureNginx();
if (!nginx) process.exit(1);
const cluster = await startCluster(nginx, {
  nginxPort: port,
  apiPort: Number(process.env.CLUSTER_API_PORT ?? port + 5000),
  processes: Number(process.env.CLUSTER_PROCESSES ?? 2),
  // The fixture's DATA_DIR (the uploads the specs look at); without one, a folder of the cluster's own.
  env: process.env.DATA_DIR ? { DATA_DIR: process.env.DATA_DIR } : {},
  onDatabase: (databaseUrl, dataDir) => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'cluster-db-url'), `${databaseUrl}\n`);
  },
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  cluster.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
await cluster.ready;
console.log(
  `cluster on ${cluster.url}: ${cluster.processes.map((p) => p.port).join(', ')}; ${cluster.describe}`,
);
