// A kick lives as long as its pg-boss (PGlite, and PostgreSQL with TEST_DATABASE_URL): once the queue's boss stops,
// kicking sends nothing, so no test leaves its kick behind for the files after it when vitest shares modules.
import { expect, it } from 'vitest';
import type { DbOrTx } from '../db/connection';
import { useTestDb } from '../test/use-test-app';
import { startBoss } from './boss';
import { kickQueue, registerKick } from './kick';

const t = useTestDb();
const quiet = { error: () => {} };

it("a stopped queue leaves no kick registered, and never takes a later queue's kick with it", async () => {
  // kickQueue opens its savepoint on the caller's handle only when a kick is registered: this handle counts them.
  let sends = 0;
  const counting = { transaction: async () => void (sends += 1) } as unknown as DbOrTx;
  const older = await startBoss(t.database, quiet);
  const newer = await startBoss(t.database, quiet);
  try {
    registerKick('signed-copy', older.boss, 'kick-test');
    registerKick('signed-copy', newer.boss, 'kick-test');
    await older.stop();
    await kickQueue('signed-copy', counting, 'contractor');
    expect(sends).toBe(1);
    await newer.stop();
    await kickQueue('signed-copy', counting, 'contractor');
    expect(sends).toBe(1);
  } finally {
    await older.stop();
    await newer.stop();
  }
});
