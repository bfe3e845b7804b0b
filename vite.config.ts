import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Issue 15: after the build, file.br (brotli 11) and file.gz (gzip 9) next to every text file of the output, so the
 * server sends compressed bytes without compressing per request (server/plugins/web-static.ts negotiates).
 * A twin that would not be smaller is not written: the server then sends the original.
 */
function precompress(): Plugin {
  let outDir = '';
  const text = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  return {
    name: 'picket:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await fs.readdir(outDir, { withFileTypes: true, recursive: true });
      const files = entries.filter((e) => e.isFile() && text.test(e.name)).map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzip(data, { level: 9 }),
          ]);
          if (br.length < data.length) await fs.writeFile(`${file}.br`, br);
          if (gz.length < data.length) await fs.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

// The SPA lives in web/; the server serves dist/web in production and tests.
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:5000',
    },
  },
});
