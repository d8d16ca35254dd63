/**
 * What relationships are derived from, read from the catalog as PostgREST's schema cache reads it: foreign keys,
 * the columns views take from their keys' tables (so a view embeds like its source tables), and computed
 * relationships (functions that take one relation's row and return rows of another).
 */
import type { Queryable } from '../context';

/** A foreign key between two relations of the exposed schema (a view standing in for a table where it exposes the key). */
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
  /** The referencing columns are unique in their table: one-to-one rather than one-to-many. */
  unique: boolean;
}

/** A function `fn(table) returns [setof] target` of the exposed schema: `select=*,fn(*)` embeds its result. */
export interface ComputedRelationship {
  function: string;
  /** The relation whose row type the function takes. */
  table: string;
  /** The relation whose row type it returns. */
  target: string;
  /** Not SETOF, or SETOF with `ROWS 1`: embedded as an object. */
  toOne: boolean;
}

const FOREIGN_KEYS_SQL = `
select coalesce(json_agg(fk order by fk.name), '[]')::text as keys from (
  select con.conname as name, con.conrelid::int as "tableId", con.confrelid::int as "foreignTableId",
         con.conkey::int[] as "columnNumbers", con.confkey::int[] as "foreignColumnNumbers",
         exists (select 1 from pg_index i
                 where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                   and i.indkey::int2[] @> con.conkey and i.indkey::int2[] <@ con.conkey) as unique
  from pg_constraint con
  where con.contype = 'f' and con.conparentid = 0
) fk`;

/** Relations and views outside the system schemas: names, columns, and each view's definition (pg_node_tree text). */
const RELATIONS_SQL = `
select coalesce(json_agg(r), '[]')::text as relations from (
  select c.oid::int as id, n.nspname as schema, c.relname as name,
         case when c.relkind in ('v', 'm') then (select ev_action::text from pg_rewrite where ev_class = c.oid and rulename = '_RETURN') end as definition,
         coalesce((select json_object_agg(a.attnum, a.attname) from pg_attribute a
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '{}') as columns
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_%'
) r`;

const COMPUTED_SQL = `
select coalesce(json_agg(cr order by cr.function, cr.table), '[]')::text as computed from (
  select p.proname as function, arg.relname as table, ret.relname as target,
         (not p.proretset or p.prorows = 1) as "toOne"
  from pg_proc p
  join pg_namespace pn on pn.oid = p.pronamespace
  join pg_class arg on arg.reltype = p.proargtypes[0] and arg.relkind in ('v', 'r', 'm', 'f', 'p')
  join pg_class ret on ret.reltype = p.prorettype and ret.relkind in ('v', 'r', 'm', 'f', 'p')
  where pn.nspname = $1 and p.pronargs = 1 and p.prokind = 'f'
    and arg.relnamespace = pn.oid and ret.relnamespace = pn.oid
) cr`;

interface RawKey {
  name: string;
  tableId: number;
  foreignTableId: number;
  columnNumbers: number[];
  foreignColumnNumbers: number[];
  unique: boolean;
}

interface RawRelation {
  id: number;
  schema: string;
  name: string;
  definition: string | null;
  columns: Record<string, string>;
}

/** Where a view's column comes from: a column of a table, by table id and column number. */
interface ColumnOrigin {
  tableId: number;
  column: number;
}

/**
 * The origins of a view's output columns, from its `_RETURN` rule: each top-level target entry's `resorigtbl` and
 * `resorigcol`, which Postgres sets for plain column references (also through joins and subqueries). The node tree
 * escapes `{ } ( )` and spaces inside names with a backslash, so depth can be counted on the raw text.
 */
export function viewColumnOrigins(definition: string): Map<number, ColumnOrigin> {
  const origins = new Map<number, ColumnOrigin>();
  let depth = 0;
  // Depth 2 is the fields of the rule's (first) Query node; its `:targetList` is a list (depth 3) of entries (4).
  let inTargetList = false;
  let entryStart = -1;
  for (let index = 0; index < definition.length; index += 1) {
    const char = definition[index];
    if (char === '\\') {
      index += 1;
      continue;
    }
    if (char === '(' || char === '{') {
      depth += 1;
      if (inTargetList && char === '{' && depth === 4) entryStart = index;
    } else if (char === ')' || char === '}') {
      depth -= 1;
      if (inTargetList && char === '}' && depth === 3 && entryStart >= 0) {
        addOrigin(origins, topLevelFields(definition.slice(entryStart + 1, index)));
        entryStart = -1;
      }
      if (inTargetList && depth === 2) break;
      if (depth === 0) break;
    } else if (depth === 2 && char === ':' && definition.startsWith(':targetList (', index)) {
      inTargetList = true;
    }
  }
  return origins;
}

/** The `:name value` fields of one node, skipping nested nodes. */
function topLevelFields(node: string): Map<string, string> {
  const fields = new Map<string, string>();
  let depth = 0;
  let flat = '';
  for (let index = 0; index < node.length; index += 1) {
    const char = node[index];
    if (char === '\\') {
      if (depth === 0) flat += node.slice(index, index + 2);
      index += 1;
      continue;
    }
    if (char === '(' || char === '{') depth += 1;
    else if (char === ')' || char === '}') depth -= 1;
    else if (depth === 0) flat += char;
  }
  for (const match of flat.matchAll(/:([a-z]+) (\S*)/g)) fields.set(match[1] ?? '', match[2] ?? '');
  return fields;
}

function addOrigin(origins: Map<number, ColumnOrigin>, fields: Map<string, string>): void {
  const resno = Number(fields.get('resno'));
  const tableId = Number(fields.get('resorigtbl'));
  const column = Number(fields.get('resorigcol'));
  if (fields.get('resjunk') === 'true' || !(tableId > 0 && column > 0)) return;
  origins.set(resno, { tableId, column });
}

/** A relation of the exposed schema that stands for a key's table: the table itself, or a view over it. */
interface KeyEnd {
  name: string;
  columns: string[];
}

export interface RelationshipCatalog {
  foreignKeys: ForeignKey[];
  computed: ComputedRelationship[];
}

/** Every combination of one name per column (a view may expose one key column under several names). */
function combinations(choices: string[][]): string[][] {
  return choices.reduce<string[][]>(
    (done, options) => done.flatMap((prefix) => options.map((option) => [...prefix, option])),
    [[]],
  );
}

export async function loadRelationshipCatalog(db: Queryable, schema: string): Promise<RelationshipCatalog> {
  const keyRows = await db.query<{ keys: string }>(FOREIGN_KEYS_SQL);
  const relationRows = await db.query<{ relations: string }>(RELATIONS_SQL);
  const computedRows = await db.query<{ computed: string }>(COMPUTED_SQL, [schema]);
  const keys = JSON.parse(keyRows.rows[0]?.keys ?? '[]') as RawKey[];
  const relations = new Map(
    (JSON.parse(relationRows.rows[0]?.relations ?? '[]') as RawRelation[]).map((relation) => [relation.id, relation]),
  );
  // Each view's columns traced to base-table columns, through views over views.
  const origins = new Map<number, Map<number, ColumnOrigin>>();
  for (const relation of relations.values()) {
    if (relation.definition) origins.set(relation.id, viewColumnOrigins(relation.definition));
  }
  const baseOrigin = (origin: ColumnOrigin, seen = new Set<number>()): ColumnOrigin | null => {
    const through = origins.get(origin.tableId);
    if (!through) return origin;
    if (seen.has(origin.tableId)) return null;
    seen.add(origin.tableId);
    const next = through.get(origin.column);
    return next ? baseOrigin(next, seen) : null;
  };
  // table id → views of the exposed schema → for each base column number, the view's column names.
  const viewsOver = new Map<number, Array<{ name: string; names: Map<number, string[]> }>>();
  for (const [viewId, columns] of origins) {
    const view = relations.get(viewId);
    if (!view || view.schema !== schema) continue;
    const byTable = new Map<number, Map<number, string[]>>();
    for (const [resno, origin] of columns) {
      const base = baseOrigin(origin);
      const name = view.columns[String(resno)];
      if (!base || name === undefined) continue;
      const names = byTable.get(base.tableId) ?? new Map<number, string[]>();
      names.set(base.column, [...(names.get(base.column) ?? []), name]);
      byTable.set(base.tableId, names);
    }
    for (const [tableId, names] of byTable) {
      viewsOver.set(tableId, [...(viewsOver.get(tableId) ?? []), { name: view.name, names }]);
    }
  }
  const ends = (tableId: number, columnNumbers: number[]): KeyEnd[] => {
    const table = relations.get(tableId);
    if (!table) return [];
    const found: KeyEnd[] = [];
    if (table.schema === schema) {
      found.push({ name: table.name, columns: columnNumbers.map((n) => table.columns[String(n)] ?? '') });
    }
    for (const view of viewsOver.get(tableId) ?? []) {
      const choices = columnNumbers.map((n) => view.names.get(n) ?? []);
      if (choices.some((options) => options.length === 0)) continue;
      for (const columns of combinations(choices)) found.push({ name: view.name, columns });
    }
    return found;
  };
  const foreignKeys: ForeignKey[] = [];
  for (const key of keys) {
    for (const from of ends(key.tableId, key.columnNumbers)) {
      for (const to of ends(key.foreignTableId, key.foreignColumnNumbers)) {
        foreignKeys.push({
          name: key.name,
          table: from.name,
          columns: from.columns,
          foreignTable: to.name,
          foreignColumns: to.columns,
          unique: key.unique,
        });
      }
    }
  }
  const computed = JSON.parse(computedRows.rows[0]?.computed ?? '[]') as ComputedRelationship[];
  return { foreignKeys, computed };
}
