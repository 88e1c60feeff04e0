import { Command, Option } from 'commander';
import { openDb } from '../../../server/db/driver.js';
import { examples } from '../../lib/command.js';
import { migrate } from '../../../server/db/migrate.js';
import { DEMO, ensureDemoAccounts } from '../../../server/seed/demo.js';
import { seedScale, type ScaleOptions } from '../../../server/seed/scale.js';

export interface SeedOptions {
  scale?: boolean;
  data?: string;
  memory?: boolean;
  /** Smaller counts (tests); the command always seeds the full set. */
  counts?: ScaleOptions;
}

/** `backoffice seed --scale`: the large data set of the benchmarks. */
export async function runSeed(opts: SeedOptions, out: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  if (!opts.scale) throw new Error('Nothing to seed: pass --scale (100,000 members, 10,000 companies, 200,000 products).');
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const db = await openDb(databaseUrl ? { databaseUrl } : opts.memory ? {} : { dataDir: opts.data ?? '.backoffice-data' });
  try {
    await migrate(db);
    // The demo accounts first (the lowest ids on an empty database), so the seeded database can be signed in to.
    const accounts = await ensureDemoAccounts(db);
    const r = await seedScale(db, opts.counts);
    out(`Seeded ${r.members} members, ${r.companies} companies, ${r.products} products in ${(r.ms / 1000).toFixed(1)} s`);
    out(`${accounts ? 'Demo admin' : 'Demo admin (already there)'}: ${DEMO.admin.email} / ${DEMO.admin.password}`);
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
    .addHelpText('after', examples(['backoffice seed --scale', 'backoffice seed --scale --data ./bench-data && backoffice serve --data ./bench-data --demo']))
    .action(async (opts: SeedOptions) => {
      await runSeed(opts);
    });
}
