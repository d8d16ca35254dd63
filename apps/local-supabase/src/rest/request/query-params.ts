/** Classifies a request's query parameters into QueryParams (PostgREST's QueryParams.hs). */
import { PgrstError, parseError, rangeNotSatisfiable } from '../errors';
import { parseFilter, parseLogicTree } from './filters';
import type { EmbeddedParams, QueryParams } from './query-types';
import { parseColumnList, parseOrder, parseSelect } from './select';

function parseRangeInteger(text: string, what: 'limit' | 'offset', topLevel = true): number {
  if (!/^-?\d+$/.test(text))
    throw parseError(
      `"failed to parse ${what} parameter (${text})" (line 1, column 1)`,
      'unexpected input, expecting digit',
    );
  const value = Number(text);
  // PostgREST refuses only a negative top-level limit itself (416); a negative offset, or an embed's negative limit,
  // reaches Postgres, which answers 400 2201X / 2201W.
  if (value < 0 && what === 'limit' && topLevel)
    throw rangeNotSatisfiable('Limit should be greater than or equal to zero.');
  if (!Number.isSafeInteger(value))
    throw parseError(`"failed to parse ${what} parameter (${text})"`, 'number too large');
  return value;
}

const EMBEDDABLE_RESERVED = new Set(['order', 'limit', 'offset', 'and', 'or']);
const RESERVED = new Set(['select', 'columns', 'on_conflict']);

/**
 * Classifies the query parameters the way QueryParams.hs does. For `/rpc` GET requests, a parameter whose
 * value is not an operator expression is a function argument instead of a filter.
 */
export function parseQueryParams(search: URLSearchParams, options: { rpcGet: boolean }): QueryParams {
  const result: QueryParams = {
    select: [{ field: null }],
    conditions: [],
    order: [],
    rpcArguments: new Map(),
    embedded: new Map(),
  };
  const embedded = (path: string): EmbeddedParams => {
    let params = result.embedded.get(path);
    if (!params) {
      params = { conditions: [], order: [] };
      result.embedded.set(path, params);
    }
    return params;
  };
  for (const [key, value] of search) {
    const lastDot = key.lastIndexOf('.');
    const last = key.slice(lastDot + 1);
    // An empty filter value is an error, not a missing filter: dropping it turned `DELETE ?id=` into "delete all".
    if (value === '' && (RESERVED.has(key) || EMBEDDABLE_RESERVED.has(last))) continue;
    if (key === 'select') result.select = parseSelect(value);
    else if (key === 'columns') result.columns = parseColumnList(value, 'columns');
    else if (key === 'on_conflict') result.onConflict = parseColumnList(value, 'on_conflict');
    else if (key === 'order') result.order.push(...parseOrder(value));
    else if (key === 'limit') result.limit = parseRangeInteger(value, 'limit');
    else if (key === 'offset') result.offset = parseRangeInteger(value, 'offset');
    else if (key === 'and' || key === 'or' || key === 'not.and' || key === 'not.or')
      result.conditions.push(parseLogicTree(key, value));
    else if (EMBEDDABLE_RESERVED.has(last)) {
      let prefix = key.slice(0, lastDot);
      let logicKey = last;
      if ((last === 'and' || last === 'or') && prefix.endsWith('.not')) {
        prefix = prefix.slice(0, -4);
        logicKey = `not.${last}`;
      } else if ((last === 'and' || last === 'or') && prefix === 'not') {
        throw parseError(`"failed to parse logic tree (${key})"`, 'unexpected "not"');
      }
      const target = embedded(prefix);
      if (last === 'order') target.order.push(...parseOrder(value));
      else if (last === 'limit') target.limit = parseRangeInteger(value, 'limit', false);
      else if (last === 'offset') target.offset = parseRangeInteger(value, 'offset', false);
      else target.conditions.push(parseLogicTree(logicKey, value));
    } else if (options.rpcGet) {
      try {
        result.conditions.push(parseFilter(key, value));
      } catch (error) {
        if (!(error instanceof PgrstError)) throw error;
        result.rpcArguments.set(key, [...(result.rpcArguments.get(key) ?? []), value]);
      }
    } else {
      const { path, ...filter } = parseFilter(key, value);
      if (path.length === 0) result.conditions.push(filter);
      else embedded(path.join('.')).conditions.push(filter);
    }
  }
  return result;
}
