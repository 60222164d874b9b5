import type { SQLOutputValue } from 'node:sqlite';

/** One row as node:sqlite returns it. The readers below check column types instead of casting. */
export type Row = Record<string, SQLOutputValue>;

function fail(column: string, expected: string, value: SQLOutputValue | undefined): never {
  throw new TypeError(`Column ${column}: expected ${expected}, got ${value === null ? 'null' : typeof value}`);
}

export function text(row: Row, column: string): string {
  const value = row[column];
  return typeof value === 'string' ? value : fail(column, 'text', value);
}

export function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  if (value === null) return null;
  return typeof value === 'string' ? value : fail(column, 'text or null', value);
}

export function integer(row: Row, column: string): number {
  const value = row[column];
  return typeof value === 'number' && Number.isInteger(value) ? value : fail(column, 'integer', value);
}

export function integerOrNull(row: Row, column: string): number | null {
  const value = row[column];
  if (value === null) return null;
  return typeof value === 'number' && Number.isInteger(value) ? value : fail(column, 'integer or null', value);
}

/**
 * A JSON column written by store/ from a typed World value (a Page, an OrganisationEntity, a
 * Clinic...). The store serialised a value of type T and the schema's CHECK (json_valid) keeps it
 * JSON, so it is read back as T without validating it again on every request.
 */
export function storedJson<T>(row: Row, column: string): T {
  return JSON.parse(text(row, column)) as T;
}
