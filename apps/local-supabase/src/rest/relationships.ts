/**
 * Relationships between relations, derived from the schema cache's foreign keys as PostgREST does: many-to-one
 * along a key, one-to-many (or one-to-one when the key's columns are unique) against it, and many-to-many through a
 * junction table whose primary key covers foreign keys to both sides. Embedding picks one of them by name and hint.
 */
import { PgrstError } from './errors';
import type { ForeignKey, SchemaCache } from './schema-cache';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  /** Key from the junction to the source: its columns in the junction, the referenced ones in the source. */
  sourceKey: ForeignKey;
  targetKey: ForeignKey;
}

export interface Relationship {
  cardinality: Cardinality;
  source: string;
  target: string;
  /** The foreign key (for many-to-many, the junction's key to the target). */
  key: ForeignKey;
  /** Column pairs `[sourceColumn, targetColumn]` that join source and target directly (empty for many-to-many). */
  pairs: Array<[string, string]>;
  junction?: Junction;
}

export const isToOne = (relationship: Relationship) =>
  relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((column) => b.includes(column));

function isUnique(cache: SchemaCache, table: string, columns: string[]): boolean {
  const relation = cache.relations.get(table);
  if (!relation) return false;
  return relation.uniqueKeys.some((key) => sameColumns(key, columns)) || sameColumns(relation.primaryKey, columns);
}

const zip = (a: string[], b: string[]): Array<[string, string]> => a.map((column, index) => [column, b[index] ?? '']);

/** Every relationship from `source` to any relation. */
export function relationshipsFrom(cache: SchemaCache, source: string): Relationship[] {
  const found: Relationship[] = [];
  for (const key of cache.foreignKeys) {
    if (key.table === source) {
      found.push({
        cardinality: 'many-to-one',
        source,
        target: key.foreignTable,
        key,
        pairs: zip(key.columns, key.foreignColumns),
      });
    }
    if (key.foreignTable === source) {
      found.push({
        cardinality: isUnique(cache, key.table, key.columns) ? 'one-to-one' : 'one-to-many',
        source,
        target: key.table,
        key,
        pairs: zip(key.foreignColumns, key.columns),
      });
    }
  }
  // Many-to-many: a junction whose primary key includes the columns of a key to each side.
  for (const sourceKey of cache.foreignKeys) {
    if (sourceKey.foreignTable !== source || sourceKey.table === source) continue;
    const junction = cache.relations.get(sourceKey.table);
    if (!junction) continue;
    const inPrimaryKey = (columns: string[]) => columns.every((column) => junction.primaryKey.includes(column));
    if (!inPrimaryKey(sourceKey.columns)) continue;
    for (const targetKey of cache.foreignKeys) {
      if (targetKey === sourceKey || targetKey.table !== junction.name || targetKey.foreignTable === junction.name)
        continue;
      if (!inPrimaryKey(targetKey.columns)) continue;
      found.push({
        cardinality: 'many-to-many',
        source,
        target: targetKey.foreignTable,
        key: targetKey,
        pairs: [],
        junction: { table: junction.name, sourceKey, targetKey },
      });
    }
  }
  return found;
}

function describe(relationship: Relationship): string {
  const key = relationship.key;
  if (relationship.junction) {
    const { table, sourceKey, targetKey } = relationship.junction;
    return `${table} using ${sourceKey.name}(${sourceKey.columns.join(', ')}) and ${targetKey.name}(${targetKey.columns.join(', ')})`;
  }
  const referencing = `${key.table}(${key.columns.join(', ')})`;
  const referenced = `${key.foreignTable}(${key.foreignColumns.join(', ')})`;
  // PostgREST names the embedding's origin first: the referenced side for one-to-many (and reverse one-to-one).
  const fromReferenced =
    relationship.cardinality === 'one-to-many' ||
    (relationship.cardinality === 'one-to-one' && key.table !== relationship.source);
  return `${key.name} using ${fromReferenced ? `${referenced} and ${referencing}` : `${referencing} and ${referenced}`}`;
}

/**
 * Chooses the relationship an embed `name!hint` means (PostgREST's findRel): `name` is the target relation, a
 * foreign key's name, or (many-to-one) the single column of the key; `hint` narrows by key name, a key column, or
 * the junction's name. None → 400 PGRST200; several → 300 PGRST201 listing them.
 */
export function findRelationship(cache: SchemaCache, source: string, name: string, hint?: string): Relationship {
  const all = relationshipsFrom(cache, source);
  const byName = all.filter(
    (relationship) =>
      relationship.target === name ||
      (relationship.key.name === name && !relationship.junction) ||
      (relationship.cardinality === 'many-to-one' &&
        relationship.key.columns.length === 1 &&
        relationship.key.columns[0] === name),
  );
  let candidates = byName;
  if (hint !== undefined) {
    candidates = byName.filter((relationship) => {
      const key = relationship.key;
      if (relationship.junction) {
        return (
          relationship.junction.table === hint ||
          relationship.junction.sourceKey.name === hint ||
          relationship.junction.targetKey.name === hint
        );
      }
      return key.name === hint || key.columns.includes(hint) || key.foreignColumns.includes(hint);
    });
  }
  // A name that is the key itself (or its column) is unambiguous even when the tables are linked several ways.
  const exact = candidates.filter(
    (relationship) => relationship.key.name === name || relationship.key.columns.includes(name),
  );
  if (exact.length === 1 && candidates.length > 1) candidates = exact;
  // Direct keys take precedence over junctions, as in PostgREST, when both reach the target.
  if (candidates.length > 1 && hint === undefined) {
    const direct = candidates.filter((relationship) => !relationship.junction);
    if (direct.length === 1) candidates = direct;
  }
  const [only] = candidates;
  if (candidates.length === 1 && only) return only;
  if (candidates.length === 0) {
    throw new PgrstError(400, {
      code: 'PGRST200',
      message: `Could not find a relationship between '${source}' and '${name}' in the schema cache`,
      details: `Searched for a foreign key relationship between '${source}' and '${name}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${cache.schema}', but no matches were found.`,
      hint: null,
    });
  }
  const options = candidates.map((relationship) =>
    relationship.junction ? relationship.junction.table : relationship.key.name,
  );
  throw new PgrstError(300, {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${source}' and '${name}'`,
    details: candidates.map((relationship) => ({
      cardinality: relationship.cardinality,
      embedding: `${source} with ${relationship.target}`,
      relationship: describe(relationship),
    })),
    hint: `Try changing '${name}' to one of the following: ${options.map((option) => `'${name}!${option}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}
