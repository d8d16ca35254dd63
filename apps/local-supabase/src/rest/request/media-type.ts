/**
 * `Accept` negotiation as PostgREST does it (MediaType.hs, Plan/Negotiate.hs, wai's parseHttpAccept): the listed types
 * ordered by quality, then by how many parameters they carry, then by fewer wildcards; the first one PostgREST can
 * produce wins. None → 406 PGRST107 listing every type as PostgREST spells it back.
 */
import { PgrstError } from '../errors';
import type { Media } from './query-types';

export const SINGULAR_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
export const ARRAY_MEDIA_TYPE = 'application/vnd.pgrst.array+json';

type Decoded =
  | { kind: 'json' | 'any' | 'csv' | 'geojson' | 'openapi' }
  | { kind: 'singular' | 'array'; stripNulls: boolean }
  | { kind: 'other'; mime: string };

/** wai's parseHttpAccept: spaces dropped, `q` read and removed, a stable sort by (q desc, `;` count desc, `*` count asc). */
function parseAccept(header: string): string[] {
  return header
    .replace(/ /g, '')
    .split(',')
    .map((entry, position) => {
      const at = entry.indexOf(';q=');
      const type = at < 0 ? entry : entry.slice(0, at);
      const quality = at < 0 ? 1 : Number.parseFloat(entry.slice(at + 3).split(';')[0] ?? '');
      const count = (char: string) => type.split(char).length - 1;
      return { type, quality: Number.isNaN(quality) ? 1 : quality, params: count(';'), stars: count('*'), position };
    })
    .sort((a, b) => b.quality - a.quality || b.params - a.params || a.stars - b.stars || a.position - b.position)
    .map(({ type }) => type);
}

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

/** The mime PostgREST writes back for a type (toMime), e.g. the plan type with its `for` and options. */
function decode(text: string): Decoded {
  const [essence = '', ...rawParameters] = text.split(';');
  const parameters = new Map(
    rawParameters.map((parameter) => {
      const [name = '', ...value] = parameter.split('=');
      return [name.toLowerCase(), value.join('=').replace(/^"(.*)"$/, '$1')] as const;
    }),
  );
  const stripNulls = parameters.get('nulls') === 'stripped';
  const type = /^[A-Za-z0-9.*]+\/[A-Za-z0-9.*+-]+$/.test(essence) ? essence.toLowerCase() : null;
  switch (type) {
    case 'application/json':
      return { kind: 'json' };
    case 'application/geo+json':
      return { kind: 'geojson' };
    case 'text/csv':
      return { kind: 'csv' };
    case 'application/openapi+json':
      return { kind: 'openapi' };
    case '*/*':
      return { kind: 'any' };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'singular', stripNulls };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripNulls ? { kind: 'array', stripNulls } : { kind: 'json' };
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json': {
      // db-plan-enabled is off on hosted Supabase: the type is understood, never produced.
      const format = type.endsWith('+json') ? 'json' : 'text';
      const options = (parameters.get('options') ?? '').split('|');
      const chosen = PLAN_OPTIONS.filter((option) => options.includes(option));
      const target = mimeOf(decode(parameters.get('for') ?? 'application/json'));
      return {
        kind: 'other',
        mime: `application/vnd.pgrst.plan+${format}; for="${target}"${chosen.length > 0 ? `; options=${chosen.join('|')}` : ''}`,
      };
    }
    default:
      return { kind: 'other', mime: text };
  }
}

function mimeOf(decoded: Decoded): string {
  switch (decoded.kind) {
    case 'json':
      return 'application/json';
    case 'any':
      return '*/*';
    case 'csv':
      return 'text/csv';
    case 'geojson':
      return 'application/geo+json';
    case 'openapi':
      return 'application/openapi+json';
    case 'singular':
      return `${SINGULAR_MEDIA_TYPE}${decoded.stripNulls ? ';nulls=stripped' : ''}`;
    case 'array':
      return `${ARRAY_MEDIA_TYPE};nulls=stripped`;
    default:
      return decoded.mime;
  }
}

/** The first acceptable type of `Accept` (none: `*\/*`): JSON, CSV, GeoJSON, or the pgrst object and array types. */
export function negotiateMedia(accept: string | null): { singular: boolean; media: Media } {
  const accepted = accept === null ? [{ kind: 'any' } as Decoded] : parseAccept(accept).map(decode);
  for (const decoded of accepted) {
    const media: Media = { csv: decoded.kind === 'csv', geojson: decoded.kind === 'geojson', stripNulls: false };
    if (decoded.kind === 'singular' || decoded.kind === 'array') media.stripNulls = decoded.stripNulls;
    if (decoded.kind !== 'other' && decoded.kind !== 'openapi') return { singular: decoded.kind === 'singular', media };
  }
  throw unavailable(accepted);
}

function unavailable(accepted: Decoded[]): PgrstError {
  return new PgrstError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${accepted.map(mimeOf).join(', ')}`,
  });
}

/** The root path answers the OpenAPI document to `application/openapi+json`, `application/json` or `*\/*` only. */
export function checkOpenApiAccept(accept: string | null): void {
  if (accept === null) return;
  const accepted = parseAccept(accept).map(decode);
  if (!accepted.some((decoded) => ['openapi', 'json', 'any'].includes(decoded.kind))) throw unavailable(accepted);
}

/** The answer's `Content-Type`, spelled as PostgREST does (`…+json;nulls=stripped; charset=utf-8`). */
export function contentTypeOf(singular: boolean, media: Media): string {
  if (media.csv) return 'text/csv; charset=utf-8';
  if (media.geojson) return 'application/geo+json; charset=utf-8';
  const decoded: Decoded = singular
    ? { kind: 'singular', stripNulls: media.stripNulls }
    : media.stripNulls
      ? { kind: 'array', stripNulls: true }
      : { kind: 'json' };
  return `${mimeOf(decoded)}; charset=utf-8`;
}
