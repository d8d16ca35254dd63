/**
 * The OpenAPI (Swagger 2.0) document PostgREST serves at the root path, built from the schema cache: one path per
 * table or view and per function, one definition per table or view.
 */
import type { Queryable } from '../context';
import { isCallable } from './plan/find-function';
import type { FunctionInfo, RelationInfo, SchemaCache } from './schema-cache';

/** What a role may touch in the exposed schema: relation → its usable columns, and callable function names. */
export interface RolePrivileges {
  relations: Map<string, Set<string>>;
  functions: Set<string>;
}

/**
 * PostgREST's default `openapi-mode = follow-privileges`: the document lists only the tables and views the caller's
 * role has a privilege on, with only the columns it may read or write, and only the functions it may execute.
 */
export async function rolePrivileges(db: Queryable, role: string, schema = 'public'): Promise<RolePrivileges> {
  const columns = await db.query<{ relation: string; column: string }>(
    `select c.relname as relation, a.attname as column
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')
        and has_schema_privilege($1, n.oid, 'USAGE')
        and has_column_privilege($1, c.oid, a.attnum, 'SELECT, INSERT, UPDATE, REFERENCES')`,
    [role, schema],
  );
  const deletable = await db.query<{ relation: string }>(
    `select c.relname as relation from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $2 and c.relkind in ('r', 'v', 'm', 'f', 'p')
        and has_schema_privilege($1, n.oid, 'USAGE') and has_table_privilege($1, c.oid, 'DELETE')`,
    [role, schema],
  );
  const functions = await db.query<{ name: string }>(
    `select distinct p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = $2 and has_schema_privilege($1, n.oid, 'USAGE')
        and has_function_privilege($1, p.oid, 'EXECUTE')`,
    [role, schema],
  );
  const relations = new Map<string, Set<string>>();
  for (const { relation, column } of columns.rows) {
    const set = relations.get(relation) ?? new Set<string>();
    set.add(column);
    relations.set(relation, set);
  }
  // A table the role may only delete from is still part of its API, with no columns to show.
  for (const { relation } of deletable.rows) if (!relations.has(relation)) relations.set(relation, new Set());
  return { relations, functions: new Set(functions.rows.map((row) => row.name)) };
}

/** Postgres type → Swagger type, as PostgREST's toSwaggerType: none for json and jsonb, a string for the rest. */
function swaggerScalar(type: string): string | undefined {
  if (['smallint', 'integer', 'bigint'].includes(type)) return 'integer';
  if (['numeric', 'real', 'double precision'].includes(type)) return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === 'json' || type === 'jsonb') return undefined;
  return 'string';
}

/** Type, format and array items of a column or parameter, as PostgREST's OpenAPI module maps them. */
function swaggerType(pgType: string): { type?: string; format: string; items?: { type?: string } } {
  // PostgREST names built-in types without their modifiers (`numeric`, `character varying`).
  const type = pgType.replace(/\(\d+(?:,\s*\d+)?\)/, '');
  if (type.endsWith('[]')) {
    const items = swaggerScalar(type.slice(0, -2));
    return { type: 'array', format: type, items: items === undefined ? {} : { type: items } };
  }
  const scalar = swaggerScalar(type);
  const format = type === 'bigint' ? 'int64' : type === 'smallint' || type === 'integer' ? 'int32' : type;
  return { ...(scalar === undefined ? {} : { type: scalar }), format };
}

/** PostgREST's note on a column that alone references another relation: `This is a Foreign Key to `t.c`.<fk …/>`. */
function foreignKeyNote(cache: SchemaCache, relation: RelationInfo, column: string): string | null {
  const key = cache.foreignKeys.find(
    (fk) => fk.table === relation.name && fk.columns.length === 1 && fk.columns[0] === column,
  );
  if (!key) return null;
  const [target] = key.foreignColumns;
  return `This is a Foreign Key to \`${key.foreignTable}.${target}\`.<fk table='${key.foreignTable}' column='${target}'/>`;
}

function definition(cache: SchemaCache, relation: RelationInfo, visible: Set<string>) {
  const properties: Record<string, Record<string, unknown>> = {};
  const columns = relation.columns.filter((column) => visible.has(column.name));
  for (const column of columns) {
    const property: Record<string, unknown> = { ...swaggerType(column.type) };
    const notes = [
      relation.primaryKey.includes(column.name) ? 'This is a Primary Key.<pk/>' : null,
      foreignKeyNote(cache, relation, column.name),
    ].filter((note): note is string => note !== null);
    // The column's comment, then PostgREST's notes: "Note:" and one line per note.
    const description =
      notes.length > 0
        ? `${column.description ? `${column.description}\n\n` : ''}${['Note:', ...notes].join('\n')}`
        : column.description;
    if (description) property.description = description;
    if (column.defaultExpression !== null) property.default = column.defaultExpression;
    properties[column.name] = property;
  }
  // As PostgREST (OpenAPI.hs makeTableDef): every non-nullable column, defaults and identities included.
  const required = columns.filter((column) => column.notNull).map((column) => column.name);
  return {
    ...(relation.description ? { description: relation.description } : {}),
    ...(required.length > 0 ? { required } : {}),
    properties,
    type: 'object',
  };
}

/** A comment's first line is the summary, the rest (after blank lines) the description, as PostgREST splits them. */
function summaryAndDescription(comment: string | null): { summary?: string; description?: string } {
  if (!comment) return {};
  const newline = comment.indexOf('\n');
  if (newline < 0) return { summary: comment };
  const description = comment.slice(newline).replace(/^\n+/, '');
  return { summary: comment.slice(0, newline), ...(description ? { description } : {}) };
}

/** A function's parameters: query parameters for GET, one `args` body object for POST (PostgREST's makeProc*). */
function functionOperations(fn: FunctionInfo) {
  const common = {
    ...summaryAndDescription(fn.description),
    tags: [`(rpc) ${fn.name}`],
    produces: [
      'application/json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.object+json',
    ],
    responses: { 200: { description: 'OK' } },
  };
  const named = fn.parameters.filter((parameter) => parameter.name !== '');
  const properties = Object.fromEntries(named.map((parameter) => [parameter.name, swaggerType(parameter.type)]));
  const required = named.filter((parameter) => !parameter.hasDefault).map((parameter) => parameter.name);
  const post = {
    ...common,
    parameters: [
      {
        in: 'body',
        name: 'args',
        required: true,
        schema: {
          ...(fn.description ? { description: fn.description } : {}),
          ...(required.length > 0 ? { required } : {}),
          properties,
          type: 'object',
        },
      },
      { $ref: '#/parameters/preferParams' },
    ],
  };
  const get = {
    ...common,
    parameters: named.map((parameter) => {
      const { type, format } = swaggerType(parameter.type);
      const base = { in: 'query', name: parameter.name, required: !parameter.hasDefault };
      if (parameter.variadic) {
        const element = swaggerType(parameter.type.replace(/\[\]$/, ''));
        return {
          ...base,
          type: 'array',
          collectionFormat: 'multi',
          items: { type: element.type, format: element.format },
        };
      }
      // Arrays travel as `{…}` literals in a query string, so they are strings there.
      return { ...base, type: type === 'array' ? 'string' : type, format };
    }),
  };
  return fn.volatility === 'volatile' ? { post } : { get, post };
}

const MEDIA = [
  'application/json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'application/vnd.pgrst.object+json',
  'text/csv',
];

export function openApiDocument(cache: SchemaCache, host: string, privileges: RolePrivileges): Record<string, unknown> {
  const paths: Record<string, unknown> = {
    '/': {
      get: {
        produces: ['application/openapi+json', 'application/json'],
        responses: { 200: { description: 'OK' } },
        summary: 'OpenAPI description (this document)',
        tags: ['Introspection'],
      },
    },
  };
  const definitions: Record<string, unknown> = {};
  for (const relation of [...cache.relations.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const visible = privileges.relations.get(relation.name);
    if (!visible) continue;
    const ok = { 200: { description: 'OK' } };
    const operation = { tags: [relation.name], ...summaryAndDescription(relation.description) };
    paths[`/${relation.name}`] = {
      get: { ...operation, responses: { ...ok, 206: { description: 'Partial Content' } } },
      post: { ...operation, responses: { 201: { description: 'Created' } } },
      ...(relation.kind === 'table'
        ? {
            patch: { ...operation, responses: { 204: { description: 'No Content' } } },
            delete: { ...operation, responses: { 204: { description: 'No Content' } } },
          }
        : {}),
    };
    definitions[relation.name] = definition(cache, relation, visible);
  }
  for (const name of [...cache.functions.keys()].filter((name) => privileges.functions.has(name)).sort()) {
    // Overloads share one path; PostgREST describes the first it finds.
    const [fn] = (cache.functions.get(name) ?? []).filter(isCallable);
    if (fn) paths[`/rpc/${name}`] = functionOperations(fn);
  }
  const info = summaryAndDescription(cache.description);
  return {
    swagger: '2.0',
    info: {
      description: info.description ?? 'This is a dynamic API generated by PostgREST',
      title: info.summary ?? 'PostgREST API',
      version: '12.2.3',
    },
    host,
    basePath: '/',
    schemes: ['http'],
    consumes: [
      'application/json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.object+json',
      'text/csv',
    ],
    produces: MEDIA,
    paths,
    definitions,
    parameters: {
      preferParams: {
        name: 'Prefer',
        description: 'Preference',
        required: false,
        in: 'header',
        type: 'string',
      },
    },
  };
}
