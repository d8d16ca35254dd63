/** WHERE, ORDER BY and paging clauses from parsed filters, logic trees and order terms. */
import { PgrstError } from '../errors';
import {
  type Condition,
  FTS_OPERATORS,
  type OrderTerm,
  QUANTIFIABLE_OPERATORS,
  SIMPLE_OPERATORS,
} from '../request/query-types';
import { fieldSql, INNER_MARK, type Parameters, type Scope } from './sql-text';

/** The `EXISTS` conditions that `!inner` embeds add to the rows of the scope they are embedded in. */
export function innerConditions(scope: Scope): string[] {
  return [...(scope.embedExists?.entries() ?? [])]
    .filter(([name]) => name.startsWith(INNER_MARK))
    .map(([, exists]) => exists);
}

/** PostgREST's `pgBuildArrayLiteral`: every element quoted, `\` and `"` escaped. */
function arrayLiteral(values: string[]): string {
  return `{${values.map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

const likePattern = (value: string) => value.replaceAll('*', '%');

export function conditionSql(condition: Condition, scope: Scope, parameters: Parameters): string {
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

export function orderSql(order: OrderTerm[], scope: Scope): string {
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

export function pagingSql(limit: number | undefined, offset: number | undefined): string {
  return (limit === undefined ? '' : ` LIMIT ${limit}`) + (offset ? ` OFFSET ${offset}` : '');
}
