/**
 * The OpenAPI (Swagger 2.0) document PostgREST serves at the root path, built from the schema cache: one path per
 * table or view and per function, one definition per table or view.
 */
import type { RelationInfo, SchemaCache } from './schema-cache';

/** Postgres type → Swagger type and format, as PostgREST's OpenAPI module maps them. */
function swaggerType(pgType: string): { type: string; format: string; items?: { type: string } } {
  const isArray = pgType.endsWith('[]');
  const base = pgType.replace(/\[\]$/, '').replace(/\(.*\)$/, '');
  const scalar = (() => {
    if (['integer', 'smallint', 'bigint'].includes(base)) return 'integer';
    if (['numeric', 'real', 'double precision'].includes(base)) return 'number';
    if (base === 'boolean') return 'boolean';
    return 'string';
  })();
  if (isArray) return { type: 'array', format: pgType, items: { type: scalar } };
  return { type: scalar, format: base };
}

function definition(relation: RelationInfo) {
  const properties: Record<string, Record<string, unknown>> = {};
  for (const column of relation.columns) {
    const property: Record<string, unknown> = { ...swaggerType(column.type) };
    if (relation.primaryKey.includes(column.name)) property.description = 'Note:\nThis is a Primary Key.<pk/>';
    if (column.defaultExpression !== null) property.default = column.defaultExpression;
    properties[column.name] = property;
  }
  const required = relation.columns.filter((column) => column.required).map((column) => column.name);
  return { ...(required.length > 0 ? { required } : {}), properties, type: 'object' };
}

const MEDIA = [
  'application/json',
  'application/vnd.pgrst.object+json;nulls=stripped',
  'application/vnd.pgrst.object+json',
  'text/csv',
];

export function openApiDocument(cache: SchemaCache, host: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {
    '/': {
      get: {
        produces: ['application/openapi+json', 'application/json'],
        responses: { 200: { description: 'OK' } },
        summary: 'OpenAPI description (this document)',
        tags: ['Introspection'],
      },
    },
  };
  const definitions: Record<string, unknown> = {};
  for (const relation of [...cache.relations.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const ok = { 200: { description: 'OK' } };
    paths[`/${relation.name}`] = {
      get: { tags: [relation.name], responses: { ...ok, 206: { description: 'Partial Content' } } },
      post: { tags: [relation.name], responses: { 201: { description: 'Created' } } },
      ...(relation.kind === 'table'
        ? {
            patch: { tags: [relation.name], responses: { 204: { description: 'No Content' } } },
            delete: { tags: [relation.name], responses: { 204: { description: 'No Content' } } },
          }
        : {}),
    };
    definitions[relation.name] = definition(relation);
  }
  for (const name of [...cache.functions.keys()].sort()) {
    paths[`/rpc/${name}`] = {
      get: { tags: [`(rpc) ${name}`], responses: { 200: { description: 'OK' } } },
      post: { tags: [`(rpc) ${name}`], responses: { 200: { description: 'OK' } } },
    };
  }
  return {
    swagger: '2.0',
    info: { description: '', title: 'standard public schema', version: '12.2.3' },
    host,
    basePath: '/',
    schemes: ['http'],
    consumes: [
      'application/json',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/vnd.pgrst.object+json',
      'text/csv',
    ],
    produces: MEDIA,
    paths,
    definitions,
  };
}
