/** Which function an `/rpc` call means, by name and argument keys, as PostgREST's findProc. */
import { PgrstError } from '../errors';
import { FuzzySet } from '../fuzzy-set';
import type { FunctionInfo, SchemaCache } from '../schema-cache';

/** The types a single unnamed parameter may have for PostgREST to call the function with the whole body. */
const WHOLE_BODY_TYPES = ['bytea', 'json', 'jsonb', 'text', 'xml'];

/**
 * Whether PostgREST's schema cache holds the function at all: every parameter named, or a single unnamed one of a
 * whole-body type. Others (`f(int)`, `f(some_table)`) are unknown to `/rpc` and to the OpenAPI document.
 */
export function isCallable(fn: FunctionInfo): boolean {
  const unnamed = fn.parameters.filter((parameter) => parameter.name === '');
  if (unnamed.length === 0) return true;
  return fn.parameters.length === 1 && WHOLE_BODY_TYPES.includes(unnamed[0]?.type ?? '');
}

/** Names compared as PostgREST's hint does: the sorted names in parentheses, `(a, b)`. */
const parameterList = (names: string[]) => `(${[...names].sort().join(', ')})`;

/**
 * PostgREST's noRpcHint: with no callable function of that name, the closest function name (similarity ≥ 0.75);
 * otherwise the overload whose parameter names are closest to the keys given.
 */
function functionHint(cache: SchemaCache, name: string, keys: string[], overloads: FunctionInfo[]): string | null {
  const prefix = `Perhaps you meant to call the function ${cache.schema}.`;
  if (overloads.length === 0) {
    const names = [...cache.functions].filter(([, fns]) => fns.some(isCallable)).map(([fnName]) => fnName);
    const closest = new FuzzySet(names.sort()).closest(name, 0.75);
    return closest === null ? null : `${prefix}${closest}`;
  }
  const lists = overloads.map((fn) => parameterList(fn.parameters.map((parameter) => parameter.name)));
  const closest = new FuzzySet(lists).closest(parameterList(keys));
  return closest === null ? null : `${prefix}${name}${closest}`;
}

/** PostgREST's findProc: required parameters ⊆ given keys ⊆ all parameters; one unnamed json parameter is the POST fallback. */
export function findFunction(
  cache: SchemaCache,
  name: string,
  keys: string[],
  isPost: boolean,
): { fn: FunctionInfo; wholeBody: boolean } {
  const candidates = (cache.functions.get(name) ?? []).filter(isCallable);
  // As PostgREST: an unnamed parameter is never matched by a key, so a function with one is callable only in the
  // single-unnamed-parameter form (json, jsonb or text), which takes the whole POST body. That form competes with
  // the named matches when the body has keys or the parameter has a default, and is the fallback otherwise.
  const takesWholeBody = (fn: FunctionInfo) =>
    isPost &&
    fn.parameters.length === 1 &&
    fn.parameters[0]?.name === '' &&
    ['json', 'jsonb', 'text'].includes(fn.parameters[0]?.type ?? '');
  const named = candidates.filter((fn) => {
    if (fn.parameters.some((parameter) => parameter.name === '')) return false;
    const names = new Set(fn.parameters.map((parameter) => parameter.name));
    const required = fn.parameters.filter((parameter) => !parameter.hasDefault).map((parameter) => parameter.name);
    return required.every((parameter) => keys.includes(parameter)) && keys.every((key) => names.has(key));
  });
  const wholeBody = candidates.filter(takesWholeBody);
  const competing = wholeBody.filter((fn) => keys.length > 0 || fn.parameters[0]?.hasDefault);
  const matches = named.length === 0 && competing.length === 0 ? wholeBody : [...named, ...competing];
  const [onlyMatch] = matches;
  if (matches.length === 1 && onlyMatch) return { fn: onlyMatch, wholeBody: takesWholeBody(onlyMatch) };
  if (matches.length > 1) {
    // PostgREST lists the candidates sorted by signature (integer before text whatever the creation order).
    const signatures = matches
      .map((fn) => fn.parameters.map((p) => `${p.name} => ${p.type}`).join(', '))
      .sort()
      .map((parameters) => `${cache.schema}.${name}(${parameters})`);
    throw new PgrstError(300, {
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${signatures.join(', ')}`,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  }
  const signature = [...keys].sort().join(', ');
  // Only a JSON body may be the single unnamed json/jsonb argument; a GET names its arguments alone.
  const searched = `${keys.length > 0 ? ` with parameter${keys.length > 1 ? 's' : ''} ${signature}` : ' without parameters'}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}`;
  throw new PgrstError(404, {
    code: 'PGRST202',
    message: `Could not find the function ${cache.schema}.${name}${keys.length > 0 ? `(${signature})` : ' without parameters'} in the schema cache`,
    details: `Searched for the function ${cache.schema}.${name}${searched}, but no matches were found in the schema cache.`,
    hint: functionHint(cache, name, keys, candidates),
  });
}
