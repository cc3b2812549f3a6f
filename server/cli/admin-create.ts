// npm run admin:create -- --email E --password P [--name N]: creates an admin, or makes an existing account one.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { profiles, users } from '../db/schema';
import { ensureReferenceData } from '../db/seed/reference-data';
import { createAccount } from '../features/auth/service';
import { hashPassword } from '../platform/crypto';
import { loadConfig, openDatabase } from '../runtime';

const Args = z.object({
  email: z.string().trim().email('--email must be an email address'),
  password: z.string().min(8, '--password must be at least 8 characters'),
  name: z.string().trim().min(1).default('Administrator'),
});

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  const parsed = Args.safeParse(values);
  if (!parsed.success) {
    console.error(`Usage: npm run admin:create -- --email E --password P [--name N]\n${parsed.error.issues.map((i) => `  ${i.message}`).join('\n')}`);
    process.exit(2);
  }
  const { email, password, name } = parsed.data;
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await ensureReferenceData(database);
    const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
    if (existing) {
      const passwordHash = await hashPassword(password);
      await database.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, existing.id));
        await tx.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, existing.id));
      });
      console.log(`${email} already existed: it is now an admin, with the new password.`);
    } else {
      // The operator vouches for the address: the admin is not asked for an email code.
      await createAccount({ db: database.db }, { email, password, fullName: name, role: 'admin', verifiedAt: new Date() });
      console.log(`Created admin ${email}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
