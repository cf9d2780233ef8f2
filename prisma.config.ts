import { defineConfig } from 'prisma/config';

// process.env, not env('DATABASE_URL'): env() throws when the variable is unset, even for `prisma generate`.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL },
});
