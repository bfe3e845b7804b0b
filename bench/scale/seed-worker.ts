// One slice of bench/scale's seeding in a process of its own (run.ts starts several: the encryption and blind-index
// HMACs are CPU work, and one process gets one core's share of a loaded machine). Prints its tenants as JSON.
// Usage (run.ts calls it): PII_KEY=… node --import tsx bench/scale/seed-worker.ts <databaseUrl> <fakeCrmUrl> <json options>
import { configurePii } from '../../server/db/pii';
import { openDatabase } from '../../server/db/connection';
import { seedScale, type SeedOptions } from './seed';

async function main() {
  const [databaseUrl, fakeUrl, json] = process.argv.slice(2);
  configurePii({ key: process.env.PII_KEY! });
  const options = JSON.parse(json) as Omit<SeedOptions, 'createLocation' | 'log'>;
  const database = await openDatabase({ databaseUrl, dataDir: '/tmp', poolSize: 2 });
  const tenants = await seedScale(database, {
    ...options,
    createLocation: async (name) => {
      const res = await fetch(`${fakeUrl}/_fake/locations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
      if (!res.ok) throw new Error(`fake CRM answered ${res.status}`);
      return (await res.json()) as { location: { id: string }; token: string };
    },
    log: (line) => console.error(line),
  });
  await database.close();
  process.stdout.write(JSON.stringify(tenants));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
