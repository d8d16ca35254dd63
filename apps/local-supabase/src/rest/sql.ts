/**
 * Builds the one main statement of a request. Identifiers are quoted, values are bound as untyped
 * parameters so Postgres infers their types, and Postgres itself renders the JSON body.
 * Every statement returns one row: `total` (text or null), `page_total` (text) and `body` (text).
 */
import { invalidBody, PgrstError, parseError } from './errors';
import {
  type Condition,
  type Field,
  FTS_OPERATORS,
  type OrderTerm,
  QUANTIFIABLE_OPERATORS,
  type QueryParams,
  type SelectItem,
  SIMPLE_OPERATORS,
} from './parse';
import { EXPOSED_SCHEMA, type FunctionInfo, type RelationInfo } from './schema-cache';

export function quoteIdentifier(name: string): string {
  if (name.includes('\u0000')) throw parseError('Identifiers may not contain NUL characters');
  return `"${name.replaceAll('"', '""')}"`;
}

function quoteLiteral(text: string): string {
  if (text.includes('\u0000')) throw parseError('Values may not contain NUL characters');
  return `'${text.replaceAll("'", "''")}'`;
}

const qualifiedRelation = (name: string) => `${quoteIdentifier(EXPOSED_SCHEMA)}.${quoteIdentifier(name)}`;

/** Collects bound values and hands out their `$n` placeholders. */
export class Parameters {
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** How column references are written in the current statement, e.g. `"todos"` or `(pgrst_source.pgrst_row)`. */
interface Scope {
  qualifier: string;
  columns?: Map<string, { isJson: boolean; type: string }>;
}

function fieldSql(field: Field, scope: Scope): string {
  let sql = `${scope.qualifier}.${quoteIdentifier(field.name)}`;
  if (field.jsonPath.length === 0) return sql;
  const column = scope.columns?.get(field.name);
  if (column && !column.isJson) sql = `to_jsonb(${sql})`;
  for (const step of field.jsonPath) {
    sql += step.arrow + (typeof step.key === 'number' ? String(step.key) : quoteLiteral(step.key));
  }
  return sql;
}

function outputName(item: SelectItem): string {
  if (item.alias) return item.alias;
  const field = item.field as Field;
  const last = field.jsonPath.at(-1);
  return last === undefined ? field.name : String(last.key);
}

export function selectListSql(select: SelectItem[], scope: Scope): string {
  return select
    .map((item) => {
      if (item.field === null) return `${scope.qualifier}.*`;
      const expression = fieldSql(item.field, scope);
      const cast = item.cast ? `CAST(${expression} AS ${item.cast})` : expression;
      return `${cast} AS ${quoteIdentifier(outputName(item))}`;
    })
    .join(', ');
}

/** PostgREST's `pgBuildArrayLiteral`: every element quoted, `\` and `"` escaped. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

const likePattern = (value: string) => value.replaceAll('*', '%');

function conditionSql(condition: Condition, scope: Scope, parameters: Parameters): string {
  if (condition.type === 'logic') {
    const joined = condition.children
      .map((child) => conditionSql(child, scope, parameters))
      .join(condition.operator === 'and' ? ' AND ' : ' OR ');
    return condition.negated ? `NOT (${joined})` : `(${joined})`;
  }
  const lhs = fieldSql(condition.field, scope);
  const operation = condition.operation;
  let sql: string;
  switch (operation.kind) {
    case 'simple':
      sql = `${lhs} ${SIMPLE_OPERATORS[operation.op]} ${parameters.bind(operation.value)}`;
      break;
    case 'quant': {
      const isLike = operation.op === 'like' || operation.op === 'ilike';
      const value = isLike ? likePattern(operation.value) : operation.value;
      const operator = QUANTIFIABLE_OPERATORS[operation.op];
      sql = operation.quantifier
        ? `${lhs} ${operator} ${operation.quantifier.toUpperCase()}(${parameters.bind(value)})`
        : `${lhs} ${operator} ${parameters.bind(value)}`;
      break;
    }
    case 'in':
      sql = `${lhs} = ANY(${parameters.bind(arrayLiteral(operation.values))})`;
      break;
    case 'is':
      sql = `${lhs} IS ${operation.value === 'not_null' ? 'NOT NULL' : operation.value.toUpperCase()}`;
      break;
    case 'isdistinct':
      sql = `${lhs} IS DISTINCT FROM ${parameters.bind(operation.value)}`;
      break;
    case 'fts': {
      const column = scope.columns?.get(condition.field.name);
      const language = operation.language === undefined ? null : parameters.bind(operation.language);
      const document =
        column?.type === 'tsvector' && condition.field.jsonPath.length === 0
          ? lhs
          : language
            ? `to_tsvector(${language}::regconfig, ${lhs})`
            : `to_tsvector(${lhs})`;
      const query = language
        ? `${FTS_OPERATORS[operation.op]}(${language}::regconfig, ${parameters.bind(operation.value)})`
        : `${FTS_OPERATORS[operation.op]}(${parameters.bind(operation.value)})`;
      sql = `${document} @@ ${query}`;
      break;
    }
  }
  return condition.negated ? `NOT ${sql}` : sql;
}

export function whereSql(conditions: Condition[], scope: Scope, parameters: Parameters): string {
  if (conditions.length === 0) return '';
  return ` WHERE ${conditions.map((condition) => conditionSql(condition, scope, parameters)).join(' AND ')}`;
}

function orderSql(order: OrderTerm[], scope: Scope): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    let sql = fieldSql(term.field, scope);
    if (term.direction) sql += term.direction === 'asc' ? ' ASC' : ' DESC';
    if (term.nulls) sql += term.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
    return sql;
  });
  return ` ORDER BY ${terms.join(', ')}`;
}

function pagingSql(limit: number | undefined, offset: number | undefined): string {
  return (limit === undefined ? '' : ` LIMIT ${limit}`) + (offset ? ` OFFSET ${offset}` : '');
}

export interface Statement {
  sql: string;
  parameters: unknown[];
}

export interface ReadOptions {
  query: QueryParams;
  limit?: number;
  offset?: number;
  withCount: boolean;
  singular: boolean;
}

const bodySql = (singular: boolean) =>
  singular ? `(json_agg(_postgrest_t)->0)::text` : `coalesce(json_agg(_postgrest_t), '[]')::text`;

function relationScope(relation: RelationInfo, qualifier = quoteIdentifier(relation.name)): Scope {
  return { qualifier, columns: relation.columnsByName };
}

/** GET/HEAD on a table or view. */
export function readStatement(relation: RelationInfo, options: ReadOptions): Statement {
  const parameters = new Parameters();
  const scope = relationScope(relation);
  const from = ` FROM ${qualifiedRelation(relation.name)}`;
  const where = whereSql(options.query.conditions, scope, parameters);
  const page = `SELECT ${selectListSql(options.query.select, scope)}${from}${where}${orderSql(options.query.order, scope)}${pagingSql(options.limit, options.offset)}`;
  const total = options.withCount ? `(SELECT count(*) FROM (SELECT 1${from}${where}) _postgrest_c)::text` : 'null';
  return {
    sql: `SELECT ${total} AS total, count(_postgrest_t)::text AS page_total, ${bodySql(options.singular)} AS body FROM (${page}) _postgrest_t`,
    parameters: parameters.values,
  };
}

export type MutationReturn = 'minimal' | 'representation' | 'headers-only';

interface MutationCommon {
  query: QueryParams;
  returning: MutationReturn;
  singular: boolean;
}

const ROW_SCOPE = '(pgrst_source.pgrst_row)';

function mutationTail(relation: RelationInfo, common: MutationCommon, extraColumns = ''): string {
  if (common.returning === 'representation') {
    const scope = relationScope(relation, ROW_SCOPE);
    return `SELECT null AS total, count(_postgrest_t)::text AS page_total, ${bodySql(common.singular)} AS body${extraColumns} FROM (SELECT ${selectListSql(common.query.select, scope)} FROM pgrst_source) _postgrest_t`;
  }
  if (common.returning === 'headers-only' && relation.primaryKey.length > 0) {
    const keys = relation.primaryKey
      .map((key) => `${quoteLiteral(key)}, ${ROW_SCOPE}.${quoteIdentifier(key)}`)
      .join(', ');
    return `SELECT null AS total, count(*)::text AS page_total, (json_agg(json_build_object(${keys}))->0)::text AS body${extraColumns} FROM pgrst_source`;
  }
  return `SELECT null AS total, count(*)::text AS page_total, null AS body${extraColumns} FROM pgrst_source`;
}

function returningSql(relation: RelationInfo, common: MutationCommon, extra = ''): string {
  const needsRow =
    common.returning === 'representation' || (common.returning === 'headers-only' && relation.primaryKey.length > 0);
  return ` RETURNING ${needsRow ? `${quoteIdentifier(relation.name)} AS pgrst_row` : '1 AS pgrst_one'}${extra}`;
}

export function requireColumns(relation: RelationInfo, columns: string[]): void {
  for (const column of columns) {
    if (!relation.columnsByName.has(column)) {
      throw new PgrstError(400, {
        code: 'PGRST204',
        message: `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      });
    }
  }
}

export interface InsertOptions extends MutationCommon {
  /** The request body, already validated as a JSON object or array of objects. */
  body: string;
  columns: string[];
  rowCount: number;
  missingDefault: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
}

export function insertStatement(relation: RelationInfo, options: InsertOptions): Statement {
  const parameters = new Parameters();
  const table = qualifiedRelation(relation.name);
  let conflict = '';
  let insertedFlag = '';
  if (options.resolution) {
    const target = options.query.onConflict ?? relation.primaryKey;
    requireColumns(relation, target);
    if (target.length > 0) {
      const targetSql = target.map(quoteIdentifier).join(', ');
      const updates = options.columns.map(
        (column) => `${quoteIdentifier(column)} = EXCLUDED.${quoteIdentifier(column)}`,
      );
      conflict =
        options.resolution === 'ignore-duplicates' || updates.length === 0
          ? ` ON CONFLICT (${targetSql}) DO NOTHING`
          : ` ON CONFLICT (${targetSql}) DO UPDATE SET ${updates.join(', ')}`;
      if (options.resolution === 'merge-duplicates')
        insertedFlag = `, (${quoteIdentifier(relation.name)}.xmax = 0) AS pgrst_inserted`;
    }
  }
  let insert: string;
  if (options.columns.length === 0) {
    if (options.rowCount > 1) throw unsupportedDefaultRows();
    insert =
      options.rowCount === 0
        ? `SELECT ${quoteIdentifier(relation.name)} AS pgrst_row, 1 AS pgrst_one${insertedFlag ? ', true AS pgrst_inserted' : ''} FROM ${table} WHERE false`
        : `INSERT INTO ${table} DEFAULT VALUES${conflict}${returningSql(relation, options, insertedFlag)}`;
  } else {
    const payload = parameters.bind(options.body);
    const values = options.columns.map((column) => {
      const value = `_pgrst_row.${quoteIdentifier(column)}`;
      if (!options.missingDefault) return value;
      const fallback = relation.columnsByName.get(column)?.defaultExpression ?? 'NULL';
      return `CASE WHEN _pgrst_item.value ? ${quoteLiteral(column)} THEN ${value} ELSE ${fallback} END`;
    });
    insert =
      `INSERT INTO ${table} (${options.columns.map(quoteIdentifier).join(', ')}) ` +
      `SELECT ${values.join(', ')} FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${payload}::jsonb) = 'array' THEN ${payload}::jsonb ELSE jsonb_build_array(${payload}::jsonb) END) WITH ORDINALITY AS _pgrst_item(value, position) ` +
      `CROSS JOIN LATERAL jsonb_populate_record(null::${table}, _pgrst_item.value) AS _pgrst_row ORDER BY _pgrst_item.position` +
      `${conflict}${returningSql(relation, options, insertedFlag)}`;
  }
  const tail = mutationTail(
    relation,
    options,
    insertedFlag ? ', (SELECT count(*) FILTER (WHERE pgrst_inserted) FROM pgrst_source)::text AS inserted' : '',
  );
  return { sql: `WITH pgrst_source AS (${insert}) ${tail}`, parameters: parameters.values };
}

function unsupportedDefaultRows(): PgrstError {
  return invalidBody('Inserting several rows that have no columns is not supported');
}

export interface UpdateOptions extends MutationCommon {
  body: string;
  columns: string[];
}

export function updateStatement(relation: RelationInfo, options: UpdateOptions): Statement {
  const parameters = new Parameters();
  const table = qualifiedRelation(relation.name);
  const scope = relationScope(relation);
  if (options.columns.length === 0) {
    const where = whereSql(options.query.conditions, scope, parameters);
    const noop = `SELECT ${quoteIdentifier(relation.name)} AS pgrst_row, 1 AS pgrst_one FROM ${table}${where ? `${where} AND false` : ' WHERE false'}`;
    return { sql: `WITH pgrst_source AS (${noop}) ${mutationTail(relation, options)}`, parameters: parameters.values };
  }
  const payload = parameters.bind(options.body);
  const assignments = options.columns.map(
    (column) => `${quoteIdentifier(column)} = _pgrst_row.${quoteIdentifier(column)}`,
  );
  const where = whereSql(options.query.conditions, scope, parameters);
  const update = `UPDATE ${table} SET ${assignments.join(', ')} FROM jsonb_populate_record(null::${table}, ${payload}::jsonb) AS _pgrst_row${where}${returningSql(relation, options)}`;
  return { sql: `WITH pgrst_source AS (${update}) ${mutationTail(relation, options)}`, parameters: parameters.values };
}

export function deleteStatement(relation: RelationInfo, options: MutationCommon): Statement {
  const parameters = new Parameters();
  const table = qualifiedRelation(relation.name);
  const where = whereSql(options.query.conditions, relationScope(relation), parameters);
  const remove = `DELETE FROM ${table}${where}${returningSql(relation, options)}`;
  return { sql: `WITH pgrst_source AS (${remove}) ${mutationTail(relation, options)}`, parameters: parameters.values };
}

export interface CallOptions {
  query: QueryParams;
  /** JSON object text of named arguments, or the raw body for a single unnamed json parameter. */
  argumentsJson: string;
  argumentNames: string[];
  passWholeBody: boolean;
  limit?: number;
  offset?: number;
  withCount: boolean;
  singular: boolean;
}

/** A function call; set-returning and composite results can be filtered, ordered and paged like a table. */
export function callStatement(fn: FunctionInfo, options: CallOptions): Statement {
  const parameters = new Parameters();
  const name = `${quoteIdentifier(EXPOSED_SCHEMA)}.${quoteIdentifier(fn.name)}`;
  const argumentsValue = parameters.bind(options.argumentsJson);
  let call: string;
  let from = '';
  if (options.passWholeBody) {
    call = `${name}(${argumentsValue}::${fn.parameters[0]?.type ?? 'json'})`;
  } else if (options.argumentNames.length === 0) {
    call = `${name}()`;
  } else {
    const declared = options.argumentNames.map((argument) => {
      const parameter = fn.parameters.find((candidate) => candidate.name === argument);
      return `${quoteIdentifier(argument)} ${parameter?.type ?? 'text'}`;
    });
    from = ` FROM json_to_record(${argumentsValue}::json) AS _pgrst_args(${declared.join(', ')})`;
    call = `${name}(${options.argumentNames.map((argument) => `${quoteIdentifier(argument)} := _pgrst_args.${quoteIdentifier(argument)}`).join(', ')})`;
  }
  if (options.argumentNames.length === 0 && !options.passWholeBody) {
    // Keeps `$1` referenced so the bound value count matches the placeholders.
    from = ` FROM (SELECT ${argumentsValue}::text) AS _pgrst_args`;
  }
  const isTableLike =
    fn.returnShape === 'setof-composite' || fn.returnShape === 'setof-scalar' || fn.returnShape === 'composite';
  if (!isTableLike) {
    if (options.query.conditions.length > 0 || options.query.order.length > 0)
      throw parseError('Filters and order apply only to functions that return rows');
    const inner = `(SELECT ${call} AS pgrst_result${from}) _pgrst_call`;
    // The whole-row reference keeps Postgres from optimising away a call whose result is unused.
    const sql =
      fn.returnShape === 'void'
        ? `SELECT null AS total, count(_pgrst_call)::text AS page_total, null AS body FROM ${inner}`
        : `SELECT null AS total, '1' AS page_total, to_json(_pgrst_call.pgrst_result)::text AS body FROM ${inner}`;
    return { sql, parameters: parameters.values };
  }
  const scope: Scope = { qualifier: quoteIdentifier(fn.name) };
  const source = from
    ? `${from} CROSS JOIN LATERAL ${call} AS ${quoteIdentifier(fn.name)}`
    : ` FROM ${call} AS ${quoteIdentifier(fn.name)}`;
  const where = whereSql(options.query.conditions, scope, parameters);
  const isDefaultSelect = options.query.select.length === 1 && options.query.select[0]?.field === null;
  const scalarRows = fn.returnShape === 'setof-scalar' && isDefaultSelect;
  const selectList = scalarRows ? `${scope.qualifier} AS pgrst_scalar` : selectListSql(options.query.select, scope);
  const page = `SELECT ${selectList}${source}${where}${orderSql(options.query.order, scope)}${pagingSql(options.limit, options.offset)}`;
  const total = options.withCount ? `(SELECT count(*) FROM (SELECT 1${source}${where}) _postgrest_c)::text` : 'null';
  const aggregate = scalarRows ? 'json_agg(_postgrest_t.pgrst_scalar)' : 'json_agg(_postgrest_t)';
  const singular = options.singular || fn.returnShape === 'composite';
  const body = singular ? `(${aggregate}->0)::text` : `coalesce(${aggregate}, '[]')::text`;
  return {
    sql: `SELECT ${total} AS total, count(_postgrest_t)::text AS page_total, ${body} AS body FROM (${page}) _postgrest_t`,
    parameters: parameters.values,
  };
}
