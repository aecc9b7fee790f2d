import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @carclub/api db:generate` writes a new SQL migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
