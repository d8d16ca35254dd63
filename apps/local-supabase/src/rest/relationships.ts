/**
 * Relationships between relations, derived from the schema cache as PostgREST does: many-to-one along a foreign key,
 * one-to-many (or one-to-one when the key's columns are unique) against it, many-to-many through a junction table
 * whose primary key covers foreign keys to both sides, and computed relationships (functions taking the origin's
 * row). Embedding picks one of them by name and hint (PostgREST's findRel).
 */
import { PgrstError } from './errors';
import type { ComputedRelationship, ForeignKey, SchemaCache } from './schema-cache';

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
  /** The foreign key (for many-to-many, the junction's key to the target; for a computed one, a stand-in). */
  key: ForeignKey;
  /** Column pairs `[sourceColumn, targetColumn]` that join source and target directly (empty for many-to-many). */
  pairs: Array<[string, string]>;
  junction?: Junction;
  /** A function of the source's row: its rows are the target's, with no join condition. */
  computed?: ComputedRelationship;
}

export const isToOne = (relationship: Relationship) =>
  relationship.cardinality === 'many-to-one' || relationship.cardinality === 'one-to-one';

const zip = (a: string[], b: string[]): Array<[string, string]> => a.map((column, index) => [column, b[index] ?? '']);

/** Every relationship from `source` to any relation. */
export function relationshipsFrom(cache: SchemaCache, source: string): Relationship[] {
  const found: Relationship[] = [];
  for (const key of cache.foreignKeys) {
    if (key.table === source) {
      found.push({
        cardinality: key.unique ? 'one-to-one' : 'many-to-one',
        source,
        target: key.foreignTable,
        key,
        pairs: zip(key.columns, key.foreignColumns),
      });
    }
    if (key.foreignTable === source) {
      found.push({
        cardinality: key.unique ? 'one-to-one' : 'one-to-many',
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
  // A computed relationship replaces the relationships to a relation of its own name (PostgREST's override).
  const computed = cache.computed.filter((relationship) => relationship.table === source);
  const overridden = new Set(computed.map((relationship) => relationship.function));
  return [
    ...found.filter((relationship) => !overridden.has(relationship.target)),
    ...computed.map(
      (relationship): Relationship => ({
        cardinality: relationship.toOne ? 'many-to-one' : 'one-to-many',
        source,
        target: relationship.target,
        key: {
          name: relationship.function,
          table: source,
          columns: [],
          foreignTable: relationship.target,
          foreignColumns: [],
          unique: false,
        },
        pairs: [],
        computed: relationship,
      }),
    ),
  ];
}

function describe(relationship: Relationship): Record<string, string> {
  // PostgREST's compressedRel has nothing to say about a computed relationship.
  if (relationship.computed) return {};
  const key = relationship.key;
  const embedding = `${relationship.source} with ${relationship.target}`;
  if (relationship.junction) {
    const { table, sourceKey, targetKey } = relationship.junction;
    return {
      cardinality: relationship.cardinality,
      embedding,
      relationship: `${table} using ${sourceKey.name}(${sourceKey.columns.join(', ')}) and ${targetKey.name}(${targetKey.columns.join(', ')})`,
    };
  }
  // PostgREST's compressedRel: the key, the origin with its columns, then the target with its columns.
  const sourceColumns = relationship.pairs.map(([column]) => column).join(', ');
  const targetColumns = relationship.pairs.map(([, column]) => column).join(', ');
  return {
    cardinality: relationship.cardinality,
    embedding,
    relationship: `${key.name} using ${relationship.source}(${sourceColumns}) and ${relationship.target}(${targetColumns})`,
  };
}

/** The one source column of a single-column relationship (`matchFKSingleCol`), or its one target column. */
const singleSourceColumn = (relationship: Relationship) =>
  relationship.pairs.length === 1 ? relationship.pairs[0]?.[0] : undefined;
const singleTargetColumn = (relationship: Relationship) =>
  relationship.pairs.length === 1 ? relationship.pairs[0]?.[1] : undefined;

/**
 * Whether `relationship` is the one an embed `name!hint` means (PostgREST's findRel). A computed relationship by its
 * function's name. A self-relationship (a table's key to itself) by the table's name for the one-to-many side
 * (`children:family(*)`, `family!parent_id(*)` naming the key's column), or by the key's column for the many-to-one
 * side (`parent_id(*)`). Otherwise `name` is the target relation, or (targets that are not views) the key's name or
 * its single column; a hint narrows the target by key name, a column of either side, or the junction's name.
 */
function matches(cache: SchemaCache, relationship: Relationship, name: string, hint: string | undefined): boolean {
  if (relationship.computed) return relationship.computed.function === name;
  const { cardinality, target, key } = relationship;
  const isJunction = cardinality === 'many-to-many';
  const byConstraint = (text: string) => !isJunction && key.name === text;
  const targetIsView = cache.relations.get(target)?.kind === 'view';
  const isSelf = !isJunction && key.table === key.foreignTable;
  if (isSelf) {
    if (hint === undefined) {
      return (
        (target === name && cardinality === 'one-to-many') ||
        (cardinality === 'many-to-one' && singleSourceColumn(relationship) === name)
      );
    }
    return target === name && cardinality === 'one-to-many' && singleTargetColumn(relationship) === hint;
  }
  if (hint === undefined) {
    return (
      target === name ||
      (!targetIsView && (byConstraint(name) || (!isJunction && singleSourceColumn(relationship) === name)))
    );
  }
  return (
    target === name &&
    (byConstraint(hint) ||
      (!isJunction && (singleSourceColumn(relationship) === hint || singleTargetColumn(relationship) === hint)) ||
      relationship.junction?.table === hint)
  );
}

const CARDINALITY_ORDER: Cardinality[] = ['one-to-many', 'many-to-one', 'one-to-one', 'many-to-many'];
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** PostgREST lists candidates in its relationships' order: target, self or not, cardinality, then key or junction. */
function compareRelationships(a: Relationship, b: Relationship): number {
  const rank = (relationship: Relationship) => [
    relationship.target,
    relationship.key.table === relationship.key.foreignTable && !relationship.junction ? '1' : '0',
    String(CARDINALITY_ORDER.indexOf(relationship.cardinality)),
    relationship.junction?.table ?? relationship.key.name,
    relationship.junction?.sourceKey.name ?? relationship.pairs.flat().join(','),
    relationship.junction?.targetKey.name ?? '',
  ];
  const left = rank(a);
  const right = rank(b);
  for (let index = 0; index < left.length; index += 1) {
    const order = compareText(left[index] ?? '', right[index] ?? '');
    if (order !== 0) return order;
  }
  return 0;
}

/** The relationship an embed `name!hint` on `source` means: none → 400 PGRST200; several → 300 PGRST201. */
export function findRelationship(cache: SchemaCache, source: string, name: string, hint?: string): Relationship {
  const candidates = relationshipsFrom(cache, source)
    .filter((relationship) => matches(cache, relationship, name, hint))
    .sort(compareRelationships);
  const [only] = candidates;
  if (candidates.length === 1 && only) return only;
  if (candidates.length === 0) throw noRelationship(cache, source, name, hint);
  const options = candidates.map(
    (relationship) =>
      `'${relationship.target}!${relationship.junction ? relationship.junction.table : relationship.key.name}'`,
  );
  throw new PgrstError(300, {
    code: 'PGRST201',
    message: `Could not embed because more than one relationship was found for '${source}' and '${name}'`,
    details: candidates.map(describe),
    hint: `Try changing '${name}' to one of the following: ${options.join(', ')}. Find the desired relationship in the 'details' key.`,
  });
}

/** PostgREST's PGRST200 for an embed with no relationship from `source` (a relation, or what a function returns). */
export function noRelationship(cache: SchemaCache, source: string, name: string, hint?: string): PgrstError {
  return new PgrstError(400, {
    code: 'PGRST200',
    message: `Could not find a relationship between '${source}' and '${name}' in the schema cache`,
    details: `Searched for a foreign key relationship between '${source}' and '${name}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${cache.schema}', but no matches were found.`,
    hint: null,
  });
}
