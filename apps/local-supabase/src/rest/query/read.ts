/**
 * Reads and function calls. Every statement returns one row: `total` (text or null), `page_total` (text) and
 * `body` (text), the JSON (or CSV) body rendered by Postgres itself.
 */
import { parseError } from '../errors';
import type { CallOptions, ReadOptions } from '../plan/types';
import type { QueryParams } from '../request/query-types';
import type { FunctionInfo, RelationInfo } from '../schema-cache';
import { orderSql, pagingSql, whereSql } from './conditions';
import { checkEmbeddedParamsUsed, embedContext, relationScope, selectListSql } from './select-list';
import { Parameters, qualifiedRelation, quoteIdentifier, type Scope, type Statement } from './sql-text';

/** The body from the rows of `_postgrest_t`: a JSON array or object, or CSV with a header line (as PostgREST). */
export function bodySql(singular: boolean, media: QueryParams['media']): string {
  if (media?.csv) {
    const header = `(SELECT coalesce(string_agg(_pgrst_k, ','), '') FROM json_object_keys((array_agg(row_to_json(_postgrest_t)))[1]) AS _pgrst_k)`;
    const rows = `coalesce(string_agg(substring(_postgrest_t::text, 2, length(_postgrest_t::text) - 2), chr(10)), '')`;
    return `(${header} || chr(10) || ${rows})`;
  }
  if (media?.geojson) {
    // PostgREST's GeoJSON aggregate: needs PostGIS; without it Postgres answers 42883, as it does for PostgREST.
    return `json_build_object('type', 'FeatureCollection', 'features', coalesce(json_agg(ST_AsGeoJSON(_postgrest_t)::json), '[]'))::text`;
  }
  const json = singular ? `(json_agg(_postgrest_t)->0)` : `coalesce(json_agg(_postgrest_t), '[]')`;
  return media?.stripNulls ? `json_strip_nulls(${json})::text` : `${json}::text`;
}

/** GET/HEAD on a table or view. */
export function readStatement(relation: RelationInfo, options: ReadOptions): Statement {
  const parameters = new Parameters();
  const embeds = options.cache ? embedContext(options.cache, options.query, parameters) : undefined;
  const scope = relationScope(relation, undefined, embeds);
  const from = ` FROM ${qualifiedRelation(relation.schema, relation.name)}`;
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

/** A function call; set-returning and composite results can be filtered, ordered and paged like a table. */
export function callStatement(fn: FunctionInfo, options: CallOptions): Statement {
  const parameters = new Parameters();
  const name = qualifiedRelation(fn.schema, fn.name);
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
        : `SELECT null AS total, '1' AS page_total, ${options.query.media?.stripNulls ? 'json_strip_nulls(to_json(_pgrst_call.pgrst_result))' : 'to_json(_pgrst_call.pgrst_result)'}::text AS body FROM ${inner}`;
    return { sql, parameters: parameters.values };
  }
  // Rows of a table's type embed from that table, as PostgREST's funcTableName; other rows name their type.
  const relation = fn.returnTypeName ? options.cache?.relations.get(fn.returnTypeName) : undefined;
  const embeds = options.cache ? embedContext(options.cache, options.query, parameters) : undefined;
  const scope: Scope = relation
    ? relationScope(relation, quoteIdentifier(fn.name), embeds)
    : { qualifier: quoteIdentifier(fn.name), embeds, origin: fn.returnTypeName ?? fn.name };
  // A single OUT column is named by the alias' column list, so rows render as `{"out_name": …}`.
  const alias = fn.outName ? `${quoteIdentifier(fn.name)}(${quoteIdentifier(fn.outName)})` : quoteIdentifier(fn.name);
  const source = from ? `${from} CROSS JOIN LATERAL ${call} AS ${alias}` : ` FROM ${call} AS ${alias}`;
  const isDefaultSelect = options.query.select.length === 1 && options.query.select[0]?.field === null;
  const scalarRows = fn.returnShape === 'setof-scalar' && isDefaultSelect;
  // The select list first: it registers the embeds that `!inner` and `rel=is.null` filters refer to.
  const selectList = scalarRows ? `${scope.qualifier} AS pgrst_scalar` : selectListSql(options.query.select, scope);
  const where = whereSql(options.query.conditions, scope, parameters);
  if (embeds) checkEmbeddedParamsUsed(embeds);
  const page = `SELECT ${selectList}${source}${where}${orderSql(options.query.order, scope)}${pagingSql(options.limit, options.offset)}`;
  const total = options.withCount ? `(SELECT count(*) FROM (SELECT 1${source}${where}) _postgrest_c)::text` : 'null';
  const aggregate = scalarRows ? 'json_agg(_postgrest_t.pgrst_scalar)' : 'json_agg(_postgrest_t)';
  const singular = options.singular || fn.returnShape === 'composite';
  const media = options.query.media;
  const rendered = !scalarRows && (media?.csv || media?.geojson || media?.stripNulls);
  const body = rendered
    ? bodySql(singular, media)
    : singular
      ? `(${aggregate}->0)::text`
      : `coalesce(${aggregate}, '[]')::text`;
  return {
    sql: `SELECT ${total} AS total, count(_postgrest_t)::text AS page_total, ${body} AS body FROM (${page}) _postgrest_t`,
    parameters: parameters.values,
  };
}
