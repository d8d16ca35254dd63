/**
 * The schema cache: tables, views, columns, primary keys and functions of the exposed schema, read from
 * the catalog. Loaded lazily on the first request and reloaded with `refreshSchemaCache` after migrations.
 */
import type { Queryable, ServerContext } from '../context';
import { type ComputedRelationship, type ForeignKey, loadRelationshipCatalog } from './relationship-catalog';

export type { ComputedRelationship, ForeignKey } from './relationship-catalog';

export const EXPOSED_SCHEMA = 'public';

export interface ColumnInfo {
  name: string;
  /** `format_type` spelling, e.g. `numeric(14,2)`, `text[]`, `timestamp with time zone`. */
  type: string;
  isJson: boolean;
  /** NOT NULL, or of a NOT NULL domain (PostgREST's `not is_nullable`), whether or not it has a default. */
  notNull: boolean;
  defaultExpression: string | null;
  /** `COMMENT ON COLUMN`, shown in the OpenAPI description. */
  description: string | null;
}

export interface RelationInfo {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  /** `COMMENT ON TABLE` / `VIEW`. */
  description: string | null;
  columns: ColumnInfo[];
  columnsByName: Map<string, ColumnInfo>;
  primaryKey: string[];
  /** Column sets of the primary key and of every unique constraint or index (without predicate). */
  uniqueKeys: string[][];
}

export interface FunctionParameter {
  name: string;
  type: string;
  hasDefault: boolean;
  variadic: boolean;
}

export type ReturnShape = 'void' | 'scalar' | 'setof-scalar' | 'composite' | 'setof-composite';

export interface FunctionInfo {
  schema: string;
  name: string;
  parameters: FunctionParameter[];
  returnShape: ReturnShape;
  volatility: 'immutable' | 'stable' | 'volatile';
  /** `COMMENT ON FUNCTION`. */
  description: string | null;
  /**
   * The composite type a function returns (a table's or view's name for its row type, `record` for `RETURNS TABLE`):
   * what a request on it embeds from, as PostgREST's funcTableName. Null for scalars and void.
   */
  returnTypeName: string | null;
  /** The name of the only OUT / INOUT / TABLE column: results are objects keyed by it, as in PostgREST. */
  outName?: string;
}

export interface SchemaCache {
  /** The exposed schema this cache describes. */
  schema: string;
  /** `COMMENT ON SCHEMA`: the OpenAPI document's title (first line) and description. */
  description: string | null;
  relations: Map<string, RelationInfo>;
  functions: Map<string, FunctionInfo[]>;
  foreignKeys: ForeignKey[];
  computed: ComputedRelationship[];
}

const RELATIONS_SQL = `
select coalesce(json_agg(r order by r.name), '[]')::text as relations from (
  select c.relname as name,
         case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind,
         obj_description(c.oid, 'pg_class') as description,
         coalesce((select json_agg(json_build_object(
                    'name', a.attname,
                    'type', format_type(a.atttypid, a.atttypmod),
                    'isJson', a.atttypid in ('json'::regtype, 'jsonb'::regtype),
                    'notNull', a.attnotnull or exists (select 1 from pg_type t where t.oid = a.atttypid
                                                         and t.typtype = 'd' and t.typnotnull),
                    -- An identity column's default is its sequence (missing=default must use it); a generated
                    -- column has none (its expression lives in pg_attrdef too, but cannot be inserted).
                    'defaultExpression', case
                      when a.attidentity = 'd' then format('nextval(%L)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
                      when a.attgenerated <> '' then null
                      else pg_get_expr(d.adbin, d.adrelid) end,
                    'description', col_description(c.oid, a.attnum)) order by a.attnum)
                   from pg_attribute a
                   left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
         coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
                   from pg_index i
                   join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey::int2[])
                   where i.indrelid = c.oid and i.indisprimary), '[]') as "primaryKey",
         coalesce((select json_agg((select json_agg(a.attname)
                                    from pg_attribute a
                                    where a.attrelid = i.indrelid and a.attnum = any (i.indkey::int2[])))
                   from pg_index i
                   where i.indrelid = c.oid and i.indisunique and i.indpred is null), '[]') as "uniqueKeys"
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
) r`;

const FUNCTIONS_SQL = `
select coalesce(json_agg(f), '[]')::text as functions from (
  select p.proname as name,
         p.provolatile::text as volatility,
         obj_description(p.oid, 'pg_proc') as description,
         p.proretset as "returnsSet",
         p.prorettype = 'void'::regtype as "returnsVoid",
         (rt.typtype = 'c' or p.prorettype = 'record'::regtype) as "returnsComposite",
         coalesce((select relname from pg_class where oid = rt.typrelid), rt.typname) as "returnTypeName",
         p.pronargs as "inputCount",
         p.pronargdefaults as "defaultCount",
         coalesce((select json_agg(json_build_object('name', coalesce(arg.name, ''), 'type', format_type(arg.type_oid, null),
                                                      'mode', arg.mode) order by arg.position)
                   from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]),
                               coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs::int])),
                               coalesce(p.proargnames, array_fill(''::text, array[p.pronargs::int])))
                        with ordinality as arg(type_oid, mode, name, position)), '[]') as arguments
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  where n.nspname = $1 and p.prokind = 'f'
) f`;

interface RawRelation {
  name: string;
  kind: 'table' | 'view';
  description: string | null;
  columns: ColumnInfo[];
  primaryKey: string[];
  uniqueKeys: Array<string[] | null>;
}

interface RawFunction {
  name: string;
  volatility: 'i' | 's' | 'v';
  description: string | null;
  returnsSet: boolean;
  returnsVoid: boolean;
  returnsComposite: boolean;
  returnTypeName: string;
  inputCount: number;
  defaultCount: number;
  arguments: Array<{ name: string; type: string; mode: string }>;
}

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

function toFunctionInfo(raw: RawFunction): Omit<FunctionInfo, 'schema'> {
  const inputs = raw.arguments.filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v');
  const firstDefaulted = inputs.length - raw.defaultCount;
  const outputs = raw.arguments.filter((arg) => arg.mode === 'o' || arg.mode === 'b' || arg.mode === 't');
  const outName = outputs.length === 1 && outputs[0]?.name ? outputs[0].name : undefined;
  const rowLike = raw.returnsComposite || outName !== undefined;
  const returnShape: ReturnShape = raw.returnsVoid
    ? 'void'
    : rowLike
      ? raw.returnsSet
        ? 'setof-composite'
        : 'composite'
      : raw.returnsSet
        ? 'setof-scalar'
        : 'scalar';
  return {
    name: raw.name,
    parameters: inputs.map((arg, index) => ({
      name: arg.name,
      type: arg.type,
      hasDefault: index >= firstDefaulted,
      variadic: arg.mode === 'v',
    })),
    returnShape,
    returnTypeName: rowLike ? raw.returnTypeName : null,
    outName,
    volatility: VOLATILITY[raw.volatility],
    description: raw.description,
  };
}

export async function loadSchemaCache(db: Queryable, schema = EXPOSED_SCHEMA): Promise<SchemaCache> {
  const relationRows = await db.query<{ relations: string }>(RELATIONS_SQL, [schema]);
  const functionRows = await db.query<{ functions: string }>(FUNCTIONS_SQL, [schema]);
  const relations = new Map<string, RelationInfo>();
  for (const raw of JSON.parse(relationRows.rows[0]?.relations ?? '[]') as RawRelation[]) {
    relations.set(raw.name, {
      ...raw,
      schema,
      uniqueKeys: raw.uniqueKeys.filter((key): key is string[] => Array.isArray(key)),
      columnsByName: new Map(raw.columns.map((column) => [column.name, column])),
    });
  }
  const functions = new Map<string, FunctionInfo[]>();
  for (const raw of JSON.parse(functionRows.rows[0]?.functions ?? '[]') as RawFunction[]) {
    const info = { ...toFunctionInfo(raw), schema };
    functions.set(info.name, [...(functions.get(info.name) ?? []), info]);
  }
  const { foreignKeys, computed } = await loadRelationshipCatalog(db, schema);
  const schemaRows = await db.query<{ description: string | null }>(
    `select obj_description(oid, 'pg_namespace') as description from pg_namespace where nspname = $1`,
    [schema],
  );
  const description = schemaRows.rows[0]?.description ?? null;
  return { schema, description, relations, functions, foreignKeys, computed };
}

const caches = new WeakMap<ServerContext['db'], Map<string, Promise<SchemaCache>>>();

/** The schema cache of one exposed schema of the server's database, loaded on first use. */
export function schemaCache(ctx: ServerContext, schema = EXPOSED_SCHEMA): Promise<SchemaCache> {
  let bySchema = caches.get(ctx.db);
  if (!bySchema) {
    bySchema = new Map();
    caches.set(ctx.db, bySchema);
  }
  const cached = bySchema.get(schema);
  if (cached) return cached;
  const cache = loadSchemaCache(ctx.db, schema);
  bySchema.set(schema, cache);
  // A failed load must not stick: the next request retries.
  cache.catch(() => {
    if (bySchema.get(schema) === cache) bySchema.delete(schema);
  });
  return cache;
}

/** Forgets every schema's cache after migrations or other DDL; returns the reloaded cache of `public`. */
export function refreshSchemaCache(ctx: ServerContext): Promise<SchemaCache> {
  caches.delete(ctx.db);
  return schemaCache(ctx);
}
