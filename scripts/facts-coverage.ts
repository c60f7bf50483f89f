// `npm run facts:coverage`: how many listed hotels have each practical fact known, per city and
// kind of source (the hotel, guests, a public source, the team), as a plain table from the
// database the server would use (DATA_DIR, or DATABASE_URL). The Facts tab shows the same figures.
import { envOrFail, fail } from "#scripts/script-env.ts";
import {
  coverageTableRows,
  factCoverage,
  formatPlainTable,
} from "#app/domain/facts/fact-coverage.ts";
import { DataDirInUseError } from "#app/models/data-dir-lock.server.ts";
import { closeDb } from "#app/models/db.server.ts";
import { listCoverageHotels } from "#app/models/fact-coverage.server.ts";

const env = envOrFail();

const hotels = await listCoverageHotels().catch((error: unknown) =>
  fail(
    error instanceof DataDirInUseError
      ? `The database in ${env.DATA_DIR} is open by a running server, and the embedded database takes one process: read the coverage on the dashboard's Facts tab, or stop the server and run this again.`
      : `Could not read the database: ${(error as Error).message}`,
  ),
);
await closeDb();
const coverage = factCoverage(hotels);
console.log(
  `Practical facts known for ${coverage.hotels} listed hotels, by city and kind of source`,
);
console.log("(a hotel stated by two kinds of source counts under both).\n");
console.log(formatPlainTable(coverageTableRows(coverage)));
process.exit(0);
