import { Command, InvalidArgumentError, Option } from 'commander';
import { openDb } from '../../../server/db/driver.js';
import { examples } from '../../lib/command.js';
import { migrate } from '../../../server/db/migrate.js';
import { DEMO, DEMO_OWNER_NAME, ensureDemoAccounts } from '../../../server/seed/demo.js';
import { SCALE_MAX, seedScale, type ScaleOptions } from '../../../server/seed/scale.js';

export interface SeedOptions {
  scale?: boolean;
  data?: string;
  memory?: boolean;
  /** --members, --companies, --products (parsed by `count`); each wins over `counts`. */
  members?: number;
  companies?: number;
  products?: number;
  /** Counts given by a caller (tests, benchmarks). */
  counts?: ScaleOptions;
}

const DEFAULTS = { members: 100_000, companies: 10_000, products: 200_000 };
const n = (v: number) => v.toLocaleString('en');

/**
 * Parser of a count option: a whole number from 1 to SCALE_MAX (digits, with optional _ or , between
 * groups: 1_000_000). Commander reports the refusal as a usage error (exit 2).
 */
export const count = (flag: string) => (v: string) => {
  const s = v.trim();
  const value = /^\d{1,3}([_,]?\d{3})*$|^\d+$/.test(s) ? Number(s.replace(/[_,]/g, '')) : NaN;
  if (!Number.isInteger(value) || value < 1 || value > SCALE_MAX)
    throw new InvalidArgumentError(`${flag} must be a whole number from 1 to ${n(SCALE_MAX)}, e.g. ${flag} 1000000.`);
  return value;
};

/** `backoffice seed --scale`: the large data set of the benchmarks. */
export async function runSeed(opts: SeedOptions, out: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  if (!opts.scale)
    throw new Error(
      `Nothing to seed: pass --scale (${n(DEFAULTS.members)} members, ${n(DEFAULTS.companies)} companies, ${n(DEFAULTS.products)} products; --members, --companies and --products change the counts).`,
    );
  const counts: ScaleOptions = {
    ...opts.counts,
    ...(opts.members !== undefined ? { members: opts.members } : {}),
    ...(opts.companies !== undefined ? { companies: opts.companies } : {}),
    ...(opts.products !== undefined ? { products: opts.products } : {}),
  };
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const db = await openDb(databaseUrl ? { databaseUrl } : opts.memory ? {} : { dataDir: opts.data ?? '.backoffice-data' });
  try {
    await migrate(db);
    // The demo accounts first (the lowest ids on an empty database), so the seeded database can be signed in to.
    const accounts = await ensureDemoAccounts(db);
    // A long seed says where it is: a line after each batch of 100,000 rows of a table.
    const r = await seedScale(db, { progress: out, ...counts });
    out(`Seeded ${r.members} members, ${r.companies} companies, ${r.products} products in ${(r.ms / 1000).toFixed(1)} s`);
    out(`Activity: ${r.activity} member activity rows over the past year (about 2% of the members a day)`);
    out(`Demo owner: ${DEMO_OWNER_NAME} (${DEMO.admin.email}) is the demo's only owner`);
    out(`${accounts ? 'Demo admin' : 'Demo admin (already there)'}: ${DEMO.admin.email} / ${DEMO.admin.password}`);
    return r;
  } finally {
    await db.close();
  }
}

export function seedCommand(): Command {
  return new Command('seed')
    .description('Fill the database with generated data (DATABASE_URL honoured)')
    .option(
      '--scale',
      `${n(DEFAULTS.members)} members, ${n(DEFAULTS.companies)} companies and ${n(DEFAULTS.products)} products (change with the options below)`,
    )
    .option('--members <n>', `members to add with --scale (default ${n(DEFAULTS.members)})`, count('--members'))
    .option('--companies <n>', `companies to add, each with 1 or 2 branches (default ${n(DEFAULTS.companies)})`, count('--companies'))
    .option('--products <n>', `products to add, spread over the new companies (default ${n(DEFAULTS.products)})`, count('--products'))
    .addOption(new Option('--data <dir>', 'PGlite data directory (default .backoffice-data)').conflicts('memory'))
    .option('--memory', 'seed an in-memory database (for trying it out)')
    .addHelpText(
      'after',
      examples([
        'backoffice seed --scale',
        'backoffice seed --scale --data ./bench-data && backoffice serve --data ./bench-data --demo',
        'DATABASE_URL=postgres://user@db/bench backoffice seed --scale --members 1000000 --companies 10000 --products 20000',
      ]),
    )
    .action(async (opts: SeedOptions) => {
      await runSeed(opts);
    });
}
