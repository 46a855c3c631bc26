import { readdirSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:3000';

/**
 * Emits `precache-manifest.json`: every file of the build (and of `public/`) that the service
 * worker (`public/sw.js`) caches so the app opens without a network. A new build gives a new
 * list, which the worker picks up on the next page load.
 */
function precacheManifest(): Plugin {
  let publicDir = '';
  return {
    name: 'transitdocs-precache-manifest',
    apply: 'build',
    // After the HTML plugin, so index.html is in the bundle too.
    enforce: 'post',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => !file.endsWith('.map'));
      const copied = publicDir
        ? readdirSync(publicDir, { recursive: true, withFileTypes: true })
            .filter((entry) => entry.isFile() && entry.name !== 'sw.js')
            .map((entry) =>
              `${entry.parentPath}/${entry.name}`.slice(publicDir.length + 1).replace(/\\/g, '/'),
            )
        : [];
      const files = [...new Set([...built, ...copied])].map((file) => `/${file}`).sort();
      this.emitFile({
        type: 'asset',
        fileName: 'precache-manifest.json',
        source: `${JSON.stringify({ files }, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), precacheManifest()],
  server: {
    proxy: {
      '/auth': api,
      '/company': api,
      '/healthz': api,
      '/api': api,
      '/notifications': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)/ },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            // Only imported on demand (PDF preview, signing): its own chunk keeps it lazy.
            { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ },
            { name: 'vendor', test: /node_modules/ },
          ],
        },
      },
    },
  },
});
