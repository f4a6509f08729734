import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandsPlugin } from './cli/build/brandsPlugin.ts';
import {
  NO_PARSER_ALIAS,
  precompiledMessagesPlugin,
} from './cli/build/precompiledMessagesPlugin.ts';

/** Every brand answers on <brand-id>.localhost for local preview. */
const LOCAL_HOSTS = ['.localhost', 'localhost', '127.0.0.1'];

export default defineConfig({
  plugins: [react(), brandsPlugin(), precompiledMessagesPlugin()],
  resolve: { alias: [NO_PARSER_ALIAS] },
  build: {
    target: 'es2022',
    manifest: true,
    rollupOptions: { output: { entryFileNames: 'assets/[name]-[hash].js' } },
  },
  server: { allowedHosts: LOCAL_HOSTS },
  preview: { port: 8080, host: '127.0.0.1', allowedHosts: LOCAL_HOSTS },
});
