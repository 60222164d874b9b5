import { BadRequestError } from '../http/request-body.ts';

/**
 * Reading query parameters. A bad value throws BadRequestError, which the server answers with 400
 * and the message; an absent or empty parameter takes its default.
 */

/** The first non-empty value of `name`, trimmed; null when absent or empty. */
export function optionalText(query: URLSearchParams, name: string): string | null {
  for (const value of query.getAll(name)) {
    const trimmed = value.trim();
    if (trimmed !== '') return trimmed;
  }
  return null;
}

export function requiredText(query: URLSearchParams, name: string): string {
  const value = optionalText(query, name);
  if (value === null) throw new BadRequestError(`Query parameter "${name}" is required`);
  return value;
}

/** Every non-empty value of a repeated parameter (`tags=a&tags=b`), trimmed. */
export function textList(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** A whole number from `min` to `max`; `fallback` when absent. */
export function integerParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = optionalText(query, name);
  if (raw === null) return fallback;
  if (!/^[+-]?\d+$/.test(raw))
    throw new BadRequestError(`Query parameter "${name}" must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max)
    throw new BadRequestError(`Query parameter "${name}" must be from ${min} to ${max}, got ${raw}`);
  return value;
}

/** `true` or `false` (any case); `fallback` when absent. */
export function booleanParam(query: URLSearchParams, name: string, fallback: boolean): boolean {
  const raw = optionalText(query, name);
  if (raw === null) return fallback;
  const lower = raw.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  throw new BadRequestError(`Query parameter "${name}" must be true or false, got "${raw}"`);
}

/** One of `allowed` (case-insensitive); `fallback` when absent. */
export function choiceParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T;
export function choiceParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: null,
): T | null;
export function choiceParam<T extends string>(
  query: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T | null,
): T | null {
  const raw = optionalText(query, name);
  if (raw === null) return fallback;
  const found = allowed.find((value) => value.toLowerCase() === raw.toLowerCase());
  if (found === undefined)
    throw new BadRequestError(`Query parameter "${name}" must be one of ${allowed.join(', ')}, got "${raw}"`);
  return found;
}
