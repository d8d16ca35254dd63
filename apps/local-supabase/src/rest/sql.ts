/**
 * Builds the one main statement of a request. Identifiers are quoted, values are bound as untyped
 * parameters so Postgres infers their types, and Postgres itself renders the JSON body.
 * Every statement returns one row: `total` (text or null), `page_total` (text) and `body` (text).
 */
import { invalidBody, PgrstError, parseError } from './errors';
import {
  type Condition,
  type EmbeddedParams,
  type Field,
  FTS_OPERATORS,
  type OrderTerm,
  QUANTIFIABLE_OPERATORS,
  type QueryParams,
  type SelectItem,
  SIMPLE_OPERATORS,
} from './parse';
import { findRelationship, isToOne, type Relationship } from './relationships';
import { EXPOSED_SCHEMA, type FunctionInfo, type RelationInfo, type SchemaCache } from './schema-cache';

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

/** What embedding needs while one statement is built: the relationships, the per-embed parameters, bound values. */
export interface EmbedContext {
  cache: SchemaCache;
  embedded: Map<string, EmbeddedParams>;
  parameters: Parameters;
  /** Embed paths the select list used; parameters addressed to any other path are an error. */
  used: Set<string>;
  counter: number;
}

/** How column references are written in the current statement, e.g. `"todos"` or `(pgrst_source.pgrst_row)`. */
interface Scope {
  qualifier: string;
  columns?: Map<string, { isJson: boolean; type: string }>;
  /** The relation rows come from, when embedding is possible. */
  relation?: RelationInfo;
  path?: string[];
  embeds?: EmbedContext;
  /** `EXISTS (…)` per embed name or alias, for `!inner` and `rel=is.null` filters. */
  embedExists?: Map<string, string>;
  /** How to reach each embed's rows (`FROM … WHERE …`) and whether it is to-one, for `order=rel(col)`. */
  embedSources?: Map<string, { alias: string; source: string; toOne: boolean; scope: Scope }>;
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
  const parts: string[] = [];
  for (const item of select) {
    if (item.embed) {
      parts.push(...embedSql(item, scope));
      continue;
    }
    if (item.field === null) {
      parts.push(`${scope.qualifier}.*`);
      continue;
    }
    const expression = fieldSql(item.field, scope);
    const cast = item.cast ? `CAST(${expression} AS ${item.cast})` : expression;
    parts.push(`${cast} AS ${quoteIdentifier(outputName(item))}`);
  }
  // `select=rel!inner()` alone selects no column; Postgres accepts an empty select list.
  return parts.join(', ');
}

/** Output column names of a select list over `relation` (a spread embed contributes its own columns). */
function outputNames(select: SelectItem[], relation: RelationInfo, cache: SchemaCache): string[] {
  return select.flatMap((item) => {
    if (item.embed) {
      if (item.embed.select.length === 0) return [];
      if (!item.embed.spread) return [item.alias ?? item.embed.name];
      const relationship = findRelationship(cache, relation.name, item.embed.name, item.embed.hint);
      const target = cache.relations.get(relationship.target);
      return target ? outputNames(item.embed.select, target, cache) : [];
    }
    if (item.field === null) return relation.columns.map((column) => column.name);
    return [outputName(item)];
  });
}

function embedJoin(relationship: Relationship, parent: string, alias: string) {
  if (!relationship.junction) {
    return {
      from: `${qualifiedRelation(relationship.target)} AS ${alias}`,
      conditions: relationship.pairs.map(
        ([sourceColumn, targetColumn]) =>
          `${alias}.${quoteIdentifier(targetColumn)} = ${parent}.${quoteIdentifier(sourceColumn)}`,
      ),
    };
  }
  const { table, sourceKey, targetKey } = relationship.junction;
  const junction = quoteIdentifier(`${table}_${alias.slice(1, -1)}`);
  return {
    from: `${qualifiedRelation(relationship.target)} AS ${alias} JOIN ${qualifiedRelation(table)} AS ${junction} ON ${targetKey.columns
      .map(
        (column, index) =>
          `${junction}.${quoteIdentifier(column)} = ${alias}.${quoteIdentifier(targetKey.foreignColumns[index] ?? '')}`,
      )
      .join(' AND ')}`,
    conditions: sourceKey.columns.map(
      (column, index) =>
        `${junction}.${quoteIdentifier(column)} = ${parent}.${quoteIdentifier(sourceKey.foreignColumns[index] ?? '')}`,
    ),
  };
}

/** One embedded resource as select-list entries: a JSON object (to-one), a JSON array (to-many), or spread columns. */
function embedSql(item: SelectItem, scope: Scope): string[] {
  const embed = item.embed;
  if (!embed) return [];
  const context = scope.embeds;
  if (!context || !scope.relation) {
    throw new PgrstError(400, {
      code: 'PGRST200',
      message: `Could not find a relationship for '${embed.name}' in the schema cache`,
      details: 'Resources can be embedded only in tables and views.',
    });
  }
  const relationship = findRelationship(context.cache, scope.relation.name, embed.name, embed.hint);
  const target = context.cache.relations.get(relationship.target);
  if (!target) return [];
  const label = item.alias ?? embed.name;
  const path = [...(scope.path ?? []), label];
  // PostgREST joins each embed under an alias made of the parent and the embed's name, so two embeds with one name at
  // one level (`users!first_user(*),users!second_user(*)`) make Postgres refuse the query; answering it would drop one.
  if (scope.embedSources?.has(label)) {
    throw new PgrstError(400, {
      code: '42712',
      message: `table name "${scope.relation.name}_${label}_${path.length}" specified more than once`,
    });
  }
  context.counter += 1;
  const alias = quoteIdentifier(`${relationship.target}_${context.counter}`);
  const key = path.join('.');
  context.used.add(key);
  const params = context.embedded.get(key) ?? { conditions: [], order: [] };
  const child: Scope = {
    qualifier: alias,
    columns: target.columnsByName,
    relation: target,
    path,
    embeds: context,
    embedExists: new Map(),
    embedSources: new Map(),
  };
  const childList = selectListSql(embed.select, child);
  const join = embedJoin(relationship, scope.qualifier, alias);
  const filters = params.conditions.map((condition) => conditionSql(condition, child, context.parameters));
  const innerChildren = innerConditions(child);
  const where = ` WHERE ${[...join.conditions, ...filters, ...innerChildren].join(' AND ') || 'true'}`;
  const exists = `EXISTS (SELECT 1 FROM ${join.from}${where})`;
  scope.embedSources?.set(label, {
    alias,
    source: `${join.from}${where}`,
    toOne: isToOne(relationship),
    scope: child,
  });
  scope.embedExists?.set(label, exists);
  if (embed.join === 'inner') scope.embedExists?.set(`${INNER_MARK}${label}`, exists);
  if (embed.select.length === 0) return [];
  const toOne = isToOne(relationship);
  const rows = `SELECT ${childList} FROM ${join.from}${where}${orderSql(params.order, child)}${pagingSql(toOne ? 1 : params.limit, toOne ? undefined : params.offset)}`;
  if (!embed.spread) {
    return toOne
      ? [`(SELECT row_to_json(_pgrst_e) FROM (${rows}) _pgrst_e) AS ${quoteIdentifier(label)}`]
      : [`COALESCE((SELECT json_agg(_pgrst_e) FROM (${rows}) _pgrst_e), '[]') AS ${quoteIdentifier(label)}`];
  }
  return outputNames(embed.select, target, context.cache).map((name) => {
    const column = `_pgrst_e.${quoteIdentifier(name)}`;
    return toOne
      ? `(SELECT ${column} FROM (${rows}) _pgrst_e) AS ${quoteIdentifier(name)}`
      : `COALESCE((SELECT json_agg(${column}) FROM (${rows}) _pgrst_e), '[]') AS ${quoteIdentifier(name)}`;
  });
}

/** Marks the `EXISTS` entries of `!inner` embeds in a scope's embedExists map. */
const INNER_MARK = '\u0000inner:';

/** The `EXISTS` conditions that `!inner` embeds add to the rows of the scope they are embedded in. */
function innerConditions(scope: Scope): string[] {
  return [...(scope.embedExists?.entries() ?? [])]
    .filter(([name]) => name.startsWith(INNER_MARK))
    .map(([, exists]) => exists);
}

/** PostgREST's PGRST108: filters, order or paging addressed to an embed the select list does not have. */
function checkEmbeddedParamsUsed(context: EmbedContext): void {
  for (const key of context.embedded.keys()) {
    if (!context.used.has(key)) {
      throw new PgrstError(400, {
        code: 'PGRST108',
        message: `'${key}' is not an embedded resource in this request`,
        hint: `Verify that '${key}' is included in the 'select' query parameter.`,
      });
    }
  }
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
  const operation = condition.operation;
  const embedded = condition.field.jsonPath.length === 0 ? scope.embedExists?.get(condition.field.name) : undefined;
  if (embedded && operation.kind === 'is' && (operation.value === 'null' || operation.value === 'not_null')) {
    // `rel=is.null` / `rel=not.is.null` keep the rows without / with a matching embedded row.
    const wantsRow = (operation.value === 'not_null') !== condition.negated;
    return wantsRow ? embedded : `NOT ${embedded}`;
  }
  const lhs = fieldSql(condition.field, scope);
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
  const parts = [
    ...conditions.map((condition) => conditionSql(condition, scope, parameters)),
    ...innerConditions(scope),
  ];
  if (parts.length === 0) return '';
  return ` WHERE ${parts.join(' AND ')}`;
}

function orderSql(order: OrderTerm[], scope: Scope): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    let sql: string;
    if (term.relation !== undefined) {
      const embedded = scope.embedSources?.get(term.relation);
      if (!embedded) {
        throw new PgrstError(400, {
          code: 'PGRST108',
          message: `'${term.relation}' is not an embedded resource in this request`,
          hint: `Verify that '${term.relation}' is included in the 'select' query parameter.`,
        });
      }
      if (!embedded.toOne) {
        throw new PgrstError(400, {
          code: 'PGRST118',
          message: `A related order on '${term.relation}' is not possible`,
          details: `'${scope.relation?.name ?? ''}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
        });
      }
      sql = `(SELECT ${fieldSql(term.field, embedded.scope)} FROM ${embedded.source} LIMIT 1)`;
    } else sql = fieldSql(term.field, scope);
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
  /** `SELECT 1 FROM … WHERE …` over the same parameters: what a planned or estimated count asks the planner about. */
  countSql?: string;
}

export interface ReadOptions {
  query: QueryParams;
  cache?: SchemaCache;
  limit?: number;
  offset?: number;
  withCount: boolean;
  /** Counts at most this many rows (an estimated count counts exactly only up to max-rows + 1). */
  countLimit?: number;
  singular: boolean;
}

/** The body from the rows of `_postgrest_t`: a JSON array or object, or CSV with a header line (as PostgREST). */
function bodySql(singular: boolean, media: QueryParams['media']): string {
  if (media?.csv) {
    const header = `(SELECT coalesce(string_agg(_pgrst_k, ','), '') FROM json_object_keys((array_agg(row_to_json(_postgrest_t)))[1]) AS _pgrst_k)`;
    const rows = `coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`;
    return `(${header} || chr(10) || ${rows})`;
  }
  const json = singular ? `(json_agg(_postgrest_t)->0)` : `coalesce(json_agg(_postgrest_t), '[]')`;
  return media?.stripNulls ? `json_strip_nulls(${json})::text` : `${json}::text`;
}

function relationScope(
  relation: RelationInfo,
  qualifier = quoteIdentifier(relation.name),
  embeds?: EmbedContext,
): Scope {
  return {
    qualifier,
    columns: relation.columnsByName,
    relation,
    path: [],
    embeds,
    embedExists: new Map(),
    embedSources: new Map(),
  };
}

export function embedContext(cache: SchemaCache, query: QueryParams, parameters: Parameters): EmbedContext {
  return { cache, embedded: query.embedded, parameters, used: new Set(), counter: 0 };
}

/** GET/HEAD on a table or view. */
export function readStatement(relation: RelationInfo, options: ReadOptions): Statement {
  const parameters = new Parameters();
  const embeds = options.cache ? embedContext(options.cache, options.query, parameters) : undefined;
  const scope = relationScope(relation, undefined, embeds);
  const from = ` FROM ${qualifiedRelation(relation.name)}`;
  const selectList = selectListSql(options.query.select, scope);
  const where = whereSql(options.query.conditions, scope, parameters);
  if (embeds) checkEmbeddedParamsUsed(embeds);
  const page = `SELECT ${selectList}${from}${where}${orderSql(options.query.order, scope)}${pagingSql(options.limit, options.offset)}`;
  const countSql = `SELECT 1${from}${where}`;
  const countLimit = options.countLimit === undefined ? '' : ` LIMIT ${options.countLimit}`;
  const total = options.withCount ? `(SELECT count(*) FROM (${countSql}${countLimit}) _postgrest_c)::text` : 'null';
  return {
    sql: `SELECT ${total} AS total, count(_postgrest_t)::text AS page_total, ${bodySql(options.singular, options.query.media)} AS body FROM (${page}) _postgrest_t`,
    parameters: parameters.values,
    countSql,
  };
}

export type MutationReturn = 'minimal' | 'representation' | 'headers-only';

interface MutationCommon {
  query: QueryParams;
  cache?: SchemaCache;
  returning: MutationReturn;
  singular: boolean;
}

const ROW_SCOPE = '(pgrst_source.pgrst_row)';

function mutationTail(
  relation: RelationInfo,
  common: MutationCommon,
  parameters: Parameters,
  extraColumns = '',
): string {
  if (common.returning === 'representation') {
    const embeds = common.cache ? embedContext(common.cache, common.query, parameters) : undefined;
    const scope = relationScope(relation, ROW_SCOPE, embeds);
    if (embeds) {
      // Filters on embeds only shape the returned representation of a mutation.
      embeds.embedded = new Map([...common.query.embedded].map(([key, value]) => [key, { ...value }]));
    }
    const list = selectListSql(common.query.select, scope);
    if (embeds) checkEmbeddedParamsUsed(embeds);
    return `SELECT null AS total, count(_postgrest_t)::text AS page_total, ${bodySql(common.singular, common.query.media)} AS body${extraColumns} FROM (SELECT ${list} FROM pgrst_source) _postgrest_t`;
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
    parameters,
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

/**
 * PostgREST's limited UPDATE/DELETE (`order` with `limit`/`offset`): only the rows that order and page pick, matched
 * by `ctid` (so a view cannot take one). The outer statement keeps a WHERE clause, as safeupdate requires.
 */
function limitedWhere(relation: RelationInfo, where: string, query: QueryParams, scope: Scope): string {
  if (query.limit === undefined && query.offset === undefined) return where;
  const ctid = `${quoteIdentifier(relation.name)}.ctid`;
  const picked = `SELECT ${ctid} FROM ${qualifiedRelation(relation.name)}${where}${orderSql(query.order, scope)}${pagingSql(query.limit, query.offset)}`;
  return ` WHERE ${ctid} = ANY(ARRAY(${picked}))`;
}

export function updateStatement(relation: RelationInfo, options: UpdateOptions): Statement {
  const parameters = new Parameters();
  const table = qualifiedRelation(relation.name);
  const scope = relationScope(relation);
  if (options.columns.length === 0) {
    const where = whereSql(options.query.conditions, scope, parameters);
    const noop = `SELECT ${quoteIdentifier(relation.name)} AS pgrst_row, 1 AS pgrst_one FROM ${table}${where ? `${where} AND false` : ' WHERE false'}`;
    return {
      sql: `WITH pgrst_source AS (${noop}) ${mutationTail(relation, options, parameters)}`,
      parameters: parameters.values,
    };
  }
  const payload = parameters.bind(options.body);
  const assignments = options.columns.map(
    (column) => `${quoteIdentifier(column)} = _pgrst_row.${quoteIdentifier(column)}`,
  );
  const where = limitedWhere(relation, whereSql(options.query.conditions, scope, parameters), options.query, scope);
  const update = `UPDATE ${table} SET ${assignments.join(', ')} FROM jsonb_populate_record(null::${table}, ${payload}::jsonb) AS _pgrst_row${where}${returningSql(relation, options)}`;
  return {
    sql: `WITH pgrst_source AS (${update}) ${mutationTail(relation, options, parameters)}`,
    parameters: parameters.values,
  };
}

export function deleteStatement(relation: RelationInfo, options: MutationCommon): Statement {
  const parameters = new Parameters();
  const table = qualifiedRelation(relation.name);
  const scope = relationScope(relation);
  const where = limitedWhere(relation, whereSql(options.query.conditions, scope, parameters), options.query, scope);
  const remove = `DELETE FROM ${table}${where}${returningSql(relation, options)}`;
  return {
    sql: `WITH pgrst_source AS (${remove}) ${mutationTail(relation, options, parameters)}`,
    parameters: parameters.values,
  };
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
    const variadic = new Set(
      fn.parameters.filter((parameter) => parameter.variadic).map((parameter) => parameter.name),
    );
    call = `${name}(${options.argumentNames.map((argument) => `${variadic.has(argument) ? 'VARIADIC ' : ''}${quoteIdentifier(argument)} := _pgrst_args.${quoteIdentifier(argument)}`).join(', ')})`;
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
  // A single OUT column is named by the alias' column list, so rows render as `{"out_name": …}`.
  const alias = fn.outName ? `${quoteIdentifier(fn.name)}(${quoteIdentifier(fn.outName)})` : quoteIdentifier(fn.name);
  const source = from ? `${from} CROSS JOIN LATERAL ${call} AS ${alias}` : ` FROM ${call} AS ${alias}`;
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
