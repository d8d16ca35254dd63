/** The Plan stage's entry: an ApiRequest and the schema cache in, a Plan (plain data) out. */
import type { ApiRequest } from '../request/api-request';
import type { SchemaCache } from '../schema-cache';
import { refuseAggregates } from './aggregates';
import { findRelation } from './read';
import { planRpc } from './rpc';
import { planTable } from './table';
import type { Plan } from './types';

export function planRequest(request: ApiRequest, cache: SchemaCache): Plan {
  if (request.target.kind === 'rpc') return planRpc(request, cache);
  const relation = findRelation(cache, request.target.name);
  refuseAggregates(cache, relation.name, request.query.select);
  return planTable(request, cache, relation);
}
