/** The Plan stage's entry: an ApiRequest and the schema cache in, a Plan (plain data) out. */
import type { ApiRequest } from '../request/api-request';
import type { SchemaCache } from '../schema-cache';
import { findRelation } from './read';
import { planRpc } from './rpc';
import { planTable } from './table';
import type { Plan } from './types';

export function planRequest(request: ApiRequest, cache: SchemaCache): Plan {
  return request.target.kind === 'table'
    ? planTable(request, cache, findRelation(cache, request.target.name))
    : planRpc(request, cache);
}
