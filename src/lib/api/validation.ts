/**
 * The content client's checks of an answer against the contract (zod): a whole answer that breaks
 * it fails with an error naming the endpoint and the field; a list is checked item by item, and a
 * malformed item is reported (endpoint, item name, field) and left out. Every URL the contract's
 * URL policy refused is reported by its item.
 */
import { z } from 'zod';
import { ContentApiError, ContentValidationError } from '#src/lib/api/errors.ts';
import {
  STATUS_FAILED,
  STATUS_SUCCESS,
  STATUS_UNAUTHORIZED,
  stateForStatus,
  type LoadResult,
} from '#src/lib/api/load-state.ts';
import { describeRefusedUrl, itemName, refusedUrls } from '#src/lib/security/refused-urls.ts';

/** Where a content problem (kind, message) goes: the build's report, or the console. */
export type ProblemSink = (kind: string, message: string) => void;

/** A URL in an answer that the URL policy refused: the contract dropped it (src/lib/security/url-policy.ts). */
export const UNSAFE_URL = 'unsafe url';
/** A list item that breaks the contract: left out. */
export const INVALID_ITEM = 'invalid item';

export const warnProblem: ProblemSink = (kind, message) => console.warn(`[content] ${kind}: ${message}`);

/** How a list item is named in reports. */
export type NameOf = (item: unknown, index: number) => string;

/** A readable name for a list item in reports: its Title or title, else its position. */
export function describeItem(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['Title', 'title', 'HeaderTitle', 'Name', 'name']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return `#${index} "${value}"`;
    }
    const nested = record['NavigationItem'];
    if (nested && typeof nested === 'object') return describeItem(nested, index);
  }
  return `#${index}`;
}

/** Reports each URL of a validated answer (or item) that the contract's URL policy refused, naming its item. */
function reportRefusedUrls(
  endpoint: string,
  raw: unknown,
  parsed: unknown,
  item: string,
  onProblem: ProblemSink,
): void {
  for (const refused of refusedUrls(raw, parsed, item)) onProblem(UNSAFE_URL, describeRefusedUrl(refused, endpoint));
}

/**
 * The valid items of a list inside an answer; each malformed one is reported (endpoint, item name,
 * field) and left out.
 */
export function keepValidItems<T>(
  endpoint: string,
  items: readonly unknown[],
  itemSchema: z.ZodType<T>,
  nameOf: NameOf = describeItem,
  onProblem: ProblemSink = warnProblem,
): T[] {
  const valid: T[] = [];
  items.forEach((item, index) => {
    const parsed = itemSchema.safeParse(item);
    if (parsed.success) {
      valid.push(parsed.data);
      reportRefusedUrls(endpoint, item, parsed.data, nameOf(item, index), onProblem);
    } else
      onProblem(
        INVALID_ITEM,
        `${new ContentValidationError(endpoint, parsed.error, nameOf(item, index)).message}; skipped`,
      );
  });
  return valid;
}

/** A whole answer checked against its schema; throws ContentValidationError naming the endpoint and fields. */
export function validateAnswer<T>(endpoint: string, json: unknown, schema: z.ZodType<T>, onProblem: ProblemSink): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ContentValidationError(endpoint, parsed.error);
  reportRefusedUrls(endpoint, json, parsed.data, itemName(parsed.data) ?? 'the answer', onProblem);
  return parsed.data;
}

/** A list answer checked item by item (keepValidItems); an answer that is no list throws ContentValidationError. */
export function validateList<T>(
  endpoint: string,
  json: unknown,
  itemSchema: z.ZodType<T>,
  nameOf: NameOf,
  onProblem: ProblemSink,
): T[] {
  const list = z.array(z.unknown()).safeParse(json);
  if (!list.success) throw new ContentValidationError(endpoint, list.error);
  return keepValidItems(endpoint, list.data, itemSchema, nameOf, onProblem);
}

/** The loader result of an answer (or its error) once `validate` has checked it; a contract error fails it (502). */
export function loadResult<T>(
  answer: { ok: true; json: unknown } | { ok: false; error: ContentApiError },
  validate: (json: unknown) => T,
): LoadResult<T> {
  if (!answer.ok) return failedResult(answer.error);
  try {
    return { state: 'loaded', status: STATUS_SUCCESS, data: validate(answer.json) };
  } catch (error) {
    if (error instanceof ContentApiError) return failedResult(error);
    throw error;
  }
}

function failedResult(error: ContentApiError): LoadResult<never> {
  if (stateForStatus(error.status) === 'unauthorized')
    return { state: 'unauthorized', status: STATUS_UNAUTHORIZED, error };
  return { state: 'failed', status: error.status || STATUS_FAILED, error };
}
