// Vitest globalSetup of the `node-postgres` project: one PostgreSQL cluster for the run, and a template database
// prepared once (bootstrap, supabase/migrations, seed.sql) that every test server's fresh database is copied from.
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/migrate';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster';
import { TEMPLATE_DATABASE } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

let cluster: PostgresCluster | undefined;

export async function setup(project: TestProject) {
  const started = performance.now();
  cluster = await startPostgresCluster();
  const admin = await openDatabase({ dataDir: '', databaseUrl: cluster.adminUrl });
  await admin.exec(`create database ${TEMPLATE_DATABASE}`);
  await admin.close();
  const template = await openDatabase({
    dataDir: '',
    databaseUrl: databaseUrlFor(cluster.adminUrl, TEMPLATE_DATABASE),
  });
  await prepareDatabase(template, `${repoRoot}/supabase`);
  await template.close();
  project.provide('postgresAdminUrl', cluster.adminUrl);
  console.log(`[node-postgres] PostgreSQL cluster and template ready in ${Math.round(performance.now() - started)} ms`);
}

export function teardown() {
  cluster?.stop();
}

function databaseUrlFor(adminUrl: string, database: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.href;
}
