import { Command, Option } from 'commander';
import { openDb } from '../../../server/db/driver.js';
import { migrate } from '../../../server/db/migrate.js';
import { seedScale } from '../../../server/seed/scale.js';

export interface SeedOptions {
  scale?: boolean;
  data?: string;
  memory?: boolean;
}

/** `backoffice seed --scale`: the large data set of the benchmarks. */
export async function runSeed(opts: SeedOptions, out: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  if (!opts.scale) throw new Error('Nothing to seed: pass --scale (100,000 members, 10,000 companies, 200,000 products).');
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const db = await openDb(databaseUrl ? { databaseUrl } : opts.memory ? {} : { dataDir: opts.data ?? '.backoffice-data' });
  try {
    await migrate(db);
    const r = await seedScale(db);
    out(`Seeded ${r.members} members, ${r.companies} companies, ${r.products} products in ${(r.ms / 1000).toFixed(1)} s`);
    return r;
  } finally {
    await db.close();
  }
}

export function seedCommand(): Command {
  return new Command('seed')
    .description('Fill the database with generated data (DATABASE_URL honoured)')
    .option('--scale', '100,000 members, 10,000 companies and 200,000 products')
    .addOption(new Option('--data <dir>', 'PGlite data directory (default .backoffice-data)').conflicts('memory'))
    .option('--memory', 'seed an in-memory database (for trying it out)')
    .action(async (opts: SeedOptions) => {
      await runSeed(opts);
    });
}
