// Re-encrypts every homeowner (rebuilding blind-index tokens and duplicate hashes) and every other encrypted column under a new PII key.
// Usage: PII_KEY=<new> PII_KEY_PREVIOUS=<old> [DATABASE_URL=…|DATA_DIR=…] node --import tsx scripts/rotate-pii-key.ts
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { configurePii, currentPiiKeyId } from '../server/db/pii';
import { reencryptHomeowners } from '../server/db/rotate-pii-key';
import { encryptedColumnsByTable, reencryptColumns } from '../server/db/reencrypt-columns';

async function main() {
  const newKey = process.env.PII_KEY;
  const previous = (process.env.PII_KEY_PREVIOUS ?? '').split(',').filter(Boolean);
  if (!newKey || previous.length === 0) throw new Error('Set PII_KEY (the new key) and PII_KEY_PREVIOUS (the old key, comma-separated if several)');
  configurePii({ key: newKey, previousKeys: previous });
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const done = await reencryptHomeowners(database.db, (n) => console.log(`re-encrypted ${n} customers`));
  for (const { name, table, columns } of encryptedColumnsByTable) {
    console.log(`re-encrypted ${await reencryptColumns(database.db, table, columns)} rows of ${name}`);
  }
  console.log(`done: ${done} customers and every other encrypted column are under key ${currentPiiKeyId()}; PII_KEY_PREVIOUS can be removed`);
  await database.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
