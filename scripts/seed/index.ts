import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as accounts from './accounts';

export interface SeedUser {
  userId: string;
  email: string;
}

export interface SeedContext {
  now: Date;
  log(message: string): void;
  users: { admin: SeedUser; staff: SeedUser; member: SeedUser };
}

/**
 * Domain seeders after the accounts, in this order; each is `scripts/seed/<name>.ts` exporting `seed(ctx)`.
 * `counters` comes last: it brings the counters up to date with what the others wrote.
 */
const DOMAIN_SEEDERS = ['booking', 'movies', 'questions', 'rewards', 'activity', 'counters'];

/**
 * Seeds the local table: accounts and settings first, then each domain's seeder that exists.
 * Every seeder is idempotent, so running this twice adds nothing twice.
 */
export async function seedAll(ctx: SeedContext): Promise<void> {
  await accounts.seed(ctx);
  for (const name of DOMAIN_SEEDERS) {
    const file = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
    if (!existsSync(file)) continue;
    const seeder = (await import(`./${name}.ts`)) as { seed: (ctx: SeedContext) => Promise<void> };
    await seeder.seed(ctx);
  }
}
