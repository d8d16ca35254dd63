/** INSERT (also upsert and PUT), UPDATE and DELETE, each as a CTE whose rows the outer SELECT renders. */
import { invalidBody, type PgrstError } from '../errors';
import { requireColumns } from '../plan/table';
import type { InsertOptions, MutationCommon, UpdateOptions } from '../plan/types';
import type { QueryParams } from '../request/query-types';
import type { RelationInfo } from '../schema-cache';
import { orderSql, pagingSql, whereSql } from './conditions';
import { bodySql } from './read';
import { checkEmbeddedParamsUsed, embedContext, relationScope, selectListSql } from './select-list';
import { Parameters, qualifiedRelation, quoteIdentifier, quoteLiteral, type Scope, type Statement } from './sql-text';

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

export function insertStatement(relation: RelationInfo, options: InsertOptions): Statement {
  const parameters = new Parameters();
  const table = qualifiedRelation(relation.schema, relation.name);
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
    // missing=default: as PostgREST, every row evaluates the defaults of the inserted columns, also the rows that
    // bring their own value (so each row draws from an identity's sequence, as on PostgREST). The subquery refers to
    // the row so that it runs once per row.
    const defaulted = options.missingDefault
      ? options.columns.flatMap((column, index) => {
          const expression = relation.columnsByName.get(column)?.defaultExpression;
          return expression ? [{ column, expression, alias: `d${index}` }] : [];
        })
      : [];
    const values = options.columns.map((column) => {
      const value = `_pgrst_row.${quoteIdentifier(column)}`;
      if (!options.missingDefault) return value;
      const fallback = defaulted.find((entry) => entry.column === column);
      return `CASE WHEN _pgrst_item.value ? ${quoteLiteral(column)} THEN ${value} ELSE ${fallback ? `_pgrst_defaults.${fallback.alias}` : 'NULL'} END`;
    });
    const defaults =
      defaulted.length > 0
        ? ` CROSS JOIN LATERAL (SELECT ${defaulted.map(({ expression, alias }) => `${expression} AS ${alias}`).join(', ')} WHERE _pgrst_item.position IS NOT NULL OFFSET 0) AS _pgrst_defaults`
        : '';
    insert =
      `INSERT INTO ${table} (${options.columns.map(quoteIdentifier).join(', ')}) ` +
      `SELECT ${values.join(', ')} FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${payload}::jsonb) = 'array' THEN ${payload}::jsonb ELSE jsonb_build_array(${payload}::jsonb) END) WITH ORDINALITY AS _pgrst_item(value, position) ` +
      `CROSS JOIN LATERAL jsonb_populate_record(null::${table}, _pgrst_item.value) AS _pgrst_row${defaults} ORDER BY _pgrst_item.position` +
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

/**
 * PostgREST's limited UPDATE/DELETE (`order` with `limit`/`offset`): only the rows that order and page pick, matched
 * by `ctid` (so a view cannot take one). The outer statement keeps a WHERE clause, as safeupdate requires.
 */
function limitedWhere(relation: RelationInfo, where: string, query: QueryParams, scope: Scope): string {
  if (query.limit === undefined && query.offset === undefined) return where;
  const ctid = `${quoteIdentifier(relation.name)}.ctid`;
  const picked = `SELECT ${ctid} FROM ${qualifiedRelation(relation.schema, relation.name)}${where}${orderSql(query.order, scope)}${pagingSql(query.limit, query.offset)}`;
  return ` WHERE ${ctid} = ANY(ARRAY(${picked}))`;
}

export function updateStatement(relation: RelationInfo, options: UpdateOptions): Statement {
  const parameters = new Parameters();
  const table = qualifiedRelation(relation.schema, relation.name);
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
  const table = qualifiedRelation(relation.schema, relation.name);
  const scope = relationScope(relation);
  const where = limitedWhere(relation, whereSql(options.query.conditions, scope, parameters), options.query, scope);
  const remove = `DELETE FROM ${table}${where}${returningSql(relation, options)}`;
  return {
    sql: `WITH pgrst_source AS (${remove}) ${mutationTail(relation, options, parameters)}`,
    parameters: parameters.values,
  };
}
