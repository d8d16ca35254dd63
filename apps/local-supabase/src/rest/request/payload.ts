/** Request bodies as PostgREST reads them: JSON, or CSV with a header line (`Content-Type: text/csv`). */
import { invalidBody } from '../errors';
import type { QueryParams } from './query-types';

/**
 * RFC 4180 CSV with a header line into row objects, as PostgREST reads `text/csv` bodies: every value is text
 * (Postgres casts it to the column type) and an unquoted `NULL` is null.
 */
export function parseCsv(text: string): Array<Record<string, string | null>> {
  const records: Array<Array<{ value: string; quoted: boolean }>> = [];
  let record: Array<{ value: string; quoted: boolean }> = [];
  let value = '';
  let quoted = false;
  let inQuotes = false;
  let index = 0;
  const endField = () => {
    record.push({ value, quoted });
    value = '';
    quoted = false;
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        value += '"';
        index += 2;
        continue;
      }
      if (char === '"') inQuotes = false;
      else value += char;
      index += 1;
      continue;
    }
    if (char === '"' && value === '') {
      inQuotes = true;
      quoted = true;
    } else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      endField();
      records.push(record);
      record = [];
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else value += char;
    index += 1;
  }
  if (inQuotes) throw invalidBody('Empty or invalid csv: unterminated quoted field');
  if (value !== '' || quoted || record.length > 0) {
    endField();
    records.push(record);
  }
  const [header, ...rows] = records.filter((fields) => !(fields.length === 1 && fields[0]?.value === ''));
  if (!header) throw invalidBody('Empty or invalid csv');
  const names = header.map((field) => field.value);
  return rows.map((fields) => {
    if (fields.length !== names.length) throw invalidBody('All lines must have same number of fields');
    return Object.fromEntries(
      names.map((name, position) => {
        const field = fields[position] as { value: string; quoted: boolean };
        return [name, !field.quoted && field.value === 'NULL' ? null : field.value];
      }),
    );
  });
}

/** A table write's body as JSON text and value; a CSV body becomes the equivalent JSON array of objects. */
export function tablePayload(body: string, contentType: string): { text: string; value: unknown } {
  if (contentType === 'text/csv') {
    const rows = parseCsv(body);
    return { text: JSON.stringify(rows), value: rows };
  }
  try {
    return { text: body, value: JSON.parse(body) };
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

/** Column set of an insert body: `columns=` when given, else the (identical) keys of every object. */
export function payloadColumns(value: unknown, query: QueryParams): { columns: string[]; rowCount: number } {
  const rows = Array.isArray(value) ? value : [value];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row)))
    throw invalidBody('Empty or invalid json');
  if (query.columns) return { columns: query.columns, rowCount: rows.length };
  const first = rows.length > 0 ? Object.keys(rows[0] as object) : [];
  const signature = [...first].sort().join('\u0000');
  for (const row of rows) {
    if (
      Object.keys(row as object)
        .sort()
        .join('\u0000') !== signature
    )
      throw invalidBody('All object keys must match');
  }
  return { columns: first, rowCount: rows.length };
}
