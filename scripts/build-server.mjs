// `npm run build` (beside the web build): the server as JavaScript in dist/server, so `npm start` runs no TypeScript
// loader. One ES module bundle of our code (core + server); packages stay imports of node_modules (native and wasm
// ones such as argon2 and PGlite load their own files). What the server reads from disk at run time is copied beside
// the bundle: the SQL migrations (server/db/connection.ts finds them next to the running file).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const out = 'dist/server';
fs.rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: path.join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync('server/db/migrations', path.join(out, 'migrations'), { recursive: true });
console.log(`server built into ${out}/main.js`);
