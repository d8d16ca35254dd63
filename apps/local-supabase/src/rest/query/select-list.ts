/** The select list of a statement, with embedded resources as correlated subqueries (PostgREST's QueryBuilder). */
import { PgrstError } from '../errors';
import { findRelationship, isToOne, noRelationship, type Relationship } from '../relationships';
import type { Field, QueryParams, SelectItem } from '../request/query-types';
import type { RelationInfo, SchemaCache } from '../schema-cache';
import { conditionSql, innerConditions, orderSql, pagingSql } from './conditions';
import {
  type EmbedContext,
  fieldSql,
  INNER_MARK,
  type Parameters,
  qualifiedRelation,
  quoteIdentifier,
  type Scope,
} from './sql-text';

export function outputName(item: SelectItem): string {
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

function embedJoin(schema: string, relationship: Relationship, parent: string, alias: string) {
  if (relationship.computed) {
    // The function of the parent's row is the embed's source (cast to the argument's type, which picks the overload).
    const { function: name, table } = relationship.computed;
    return {
      from: `${qualifiedRelation(schema, name)}(${parent}::${qualifiedRelation(schema, table)}) AS ${alias}`,
      conditions: [],
    };
  }
  if (!relationship.junction) {
    return {
      from: `${qualifiedRelation(schema, relationship.target)} AS ${alias}`,
      conditions: relationship.pairs.map(
        ([sourceColumn, targetColumn]) =>
          `${alias}.${quoteIdentifier(targetColumn)} = ${parent}.${quoteIdentifier(sourceColumn)}`,
      ),
    };
  }
  const { table, sourceKey, targetKey } = relationship.junction;
  const junction = quoteIdentifier(`${table}_${alias.slice(1, -1)}`);
  return {
    from: `${qualifiedRelation(schema, relationship.target)} AS ${alias} JOIN ${qualifiedRelation(schema, table)} AS ${junction} ON ${targetKey.columns
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
export function embedSql(item: SelectItem, scope: Scope): string[] {
  const embed = item.embed;
  if (!embed) return [];
  const context = scope.embeds;
  // A function's result embeds from the relation whose rows it returns; anything else has no relationships.
  if (context && !scope.relation && scope.origin) {
    throw noRelationship(context.cache, scope.origin, embed.name, embed.hint);
  }
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
  const join = embedJoin(context.cache.schema, relationship, scope.qualifier, alias);
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

/** PostgREST's PGRST108: filters, order or paging addressed to an embed the select list does not have. */
export function checkEmbeddedParamsUsed(context: EmbedContext): void {
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

export function relationScope(
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
