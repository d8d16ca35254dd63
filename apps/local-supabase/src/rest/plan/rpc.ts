/** Plans for `/rpc/name`: which function, with which arguments, read-only or not, and how its result is shaped. */
import { invalidBody, PgrstError } from '../errors';
import type { ApiRequest } from '../request/api-request';
import type { SchemaCache } from '../schema-cache';
import { refuseAggregates } from './aggregates';
import { findFunction } from './find-function';
import { readPlan, requestFacts } from './read';
import type { CallOptions, Plan } from './types';

interface Arguments {
  keys: string[];
  argumentsJson: string;
}

/** POST: the body's keys name the arguments (an empty body is no arguments). */
function postArguments(body: string): Arguments {
  let value: unknown = {};
  if (body.trim() !== '') {
    try {
      value = JSON.parse(body);
    } catch {
      throw invalidBody('Empty or invalid json');
    }
  }
  const keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
  return { keys, argumentsJson: body.trim() === '' ? '{}' : body };
}

export function planRpc(request: ApiRequest, cache: SchemaCache): Plan {
  const { method, query, singular } = request;
  const name = request.target.name;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new PgrstError(405, { code: 'PGRST101', message: `Cannot use the ${method} method on RPC` });
  }
  const isPost = method === 'POST';
  let { keys, argumentsJson } = isPost
    ? postArguments(request.body)
    : { keys: [...query.rpcArguments.keys()], argumentsJson: '{}' };
  const { fn, wholeBody } = findFunction(cache, name, keys, isPost);
  refuseAggregates(cache, fn.returnTypeName ?? fn.name, query.select);
  const returnsRows = ['setof-composite', 'setof-scalar', 'composite'].includes(fn.returnShape);
  if ((request.media.csv || request.media.geojson) && !returnsRows) {
    throw new PgrstError(406, {
      code: 'PGRST107',
      message: `None of these media types are available: ${request.accept}`,
      details: 'Only functions that return rows are served as CSV or GeoJSON.',
    });
  }
  if (!isPost) {
    // GET: each argument's last value, or all of them for a VARIADIC parameter.
    const variadic = new Set(
      fn.parameters.filter((parameter) => parameter.variadic).map((parameter) => parameter.name),
    );
    argumentsJson = JSON.stringify(
      Object.fromEntries(
        [...query.rpcArguments].map(([key, values]) => [key, variadic.has(key) ? values : values.at(-1)]),
      ),
    );
  }
  if (!wholeBody && isPost) {
    const parsed = JSON.parse(argumentsJson) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw invalidBody('Empty or invalid json');
  }
  const readOnly = !isPost || fn.volatility !== 'volatile';
  const call: Omit<CallOptions, 'withCount' | 'singular'> = {
    query,
    cache,
    argumentsJson,
    argumentNames: wholeBody ? [] : keys,
    passWholeBody: wholeBody,
  };
  const isRows = fn.returnShape === 'setof-composite' || fn.returnShape === 'setof-scalar';
  if (isRows) {
    return readPlan(
      request,
      readOnly,
      (bounds, withCount) => ({ kind: 'call', fn, options: { ...call, ...bounds, withCount, singular } }),
      true,
    );
  }
  const isVoid = fn.returnShape === 'void';
  return {
    method,
    readOnly,
    // A void call renders no body, so the singular aggregate does not apply; a value is never paged.
    statement: { kind: 'call', fn, options: { ...call, withCount: false, singular: isVoid ? singular : false } },
    response: isVoid ? { kind: 'void' } : { kind: 'value' },
    ...requestFacts(request),
  };
}
