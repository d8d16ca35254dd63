export { ConfigError, DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY, isProduction, resolveConfig } from './config';
export type { AccessTokenClaims, BearerIdentity, Database, Queryable, ServerConfig, ServerContext } from './context';
export { DataDirError, DataDirLockedError } from './db/data-dir';
export { MigrationError } from './db/migrate';
export { localSupabase } from './defaults';
export { type RunningServer, type StartServerOptions, startServer } from './server';
