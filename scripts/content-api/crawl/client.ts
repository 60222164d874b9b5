import pLimit from 'p-limit';
import type { z } from 'zod';

/** An answer of the API as the crawl saw it. */
export type Answer = { status: number; contentType: string; body: unknown; bytes: Uint8Array };

const MAX_ISSUES_PER_ITEM = 3;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, MAX_ISSUES_PER_ITEM)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Fixed path segments of the contract; any other segment after the first two is a parameter. */
const FIXED_SEGMENTS = new Set([
  'pages',
  'filter',
  'count',
  'slugs',
  'random',
  'patient',
  'getId',
  'departments',
  'navigation',
  'consultations',
  'locations',
  'search',
  'any',
  'preview',
]);

/** A path's call, for timings: `GET /pages/news/filter`, `GET /pages/news/{}`, `GET /locations/department/{}`. */
export function callGroup(request: string): string {
  const [method = 'GET', path = ''] = request.split(' ');
  const segments = (path.split('?')[0] ?? '').split('/').filter((segment) => segment !== '');
  const grouped = segments.map((segment, index) =>
    index < 2 || FIXED_SEGMENTS.has(segment) || /^(department|subdepartment|centrum|subcentrum)$/.test(segment)
      ? segment
      : '{}',
  );
  return `${method} /${grouped.join('/')}`;
}

/**
 * The crawl's HTTP side: bounded concurrency, each GET path fetched once (repeats share the first
 * answer), every request counted, and every answer checked against its status and zod schema.
 * Problems are collected as messages that name the call, the item and the field.
 */
export class CrawlClient {
  readonly failures: string[] = [];
  #requests = 0;
  readonly #base: string;
  readonly #limit: ReturnType<typeof pLimit>;
  readonly #gets = new Map<string, Promise<Answer | null>>();

  constructor(baseUrl: string, concurrency: number) {
    this.#base = `${baseUrl.replace(/\/$/, '')}/api/v1`;
    this.#limit = pLimit(concurrency);
  }

  get requests(): number {
    return this.#requests;
  }

  fail(message: string): void {
    this.failures.push(message);
  }

  /** Requests and milliseconds per call (paths grouped by callGroup). */
  readonly timings = new Map<string, { requests: number; ms: number }>();

  #fetch(path: string, init?: RequestInit): Promise<Answer | null> {
    return this.#limit(async () => {
      this.#requests += 1;
      const started = performance.now();
      try {
        const response = await fetch(`${this.#base}${path}`, init);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const group = callGroup(`${init?.method ?? 'GET'} ${path}`);
        const timing = this.timings.get(group) ?? { requests: 0, ms: 0 };
        timing.requests += 1;
        timing.ms += performance.now() - started;
        this.timings.set(group, timing);
        const contentType = response.headers.get('content-type') ?? '';
        let body: unknown = undefined;
        if (contentType.startsWith('application/json')) {
          try {
            body = JSON.parse(Buffer.from(bytes).toString('utf8'));
          } catch {
            this.fail(`${path}: the answer is not valid JSON`);
          }
        }
        return { status: response.status, contentType, body, bytes };
      } catch (error) {
        this.fail(`${path}: request failed (${error instanceof Error ? error.message : String(error)})`);
        return null;
      }
    });
  }

  /** GET `path` (under /api/v1), once per path. */
  get(path: string): Promise<Answer | null> {
    let answer = this.#gets.get(path);
    if (!answer) {
      answer = this.#fetch(path);
      this.#gets.set(path, answer);
    }
    return answer;
  }

  /** POST a JSON body (not memoised). */
  post(path: string, body: unknown): Promise<Answer | null> {
    return this.#fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /**
   * An answer that must have one of `statuses` (default 200); a 200 body is validated with
   * `schema`. Resolves with the parsed value, or null (after recording the failure, or for an
   * accepted non-200 status).
   */
  async checked<T extends z.ZodType>(
    path: string,
    schema: T,
    answer: Answer | null,
    statuses: readonly number[] = [200],
  ): Promise<z.infer<T> | null> {
    if (answer === null) return null;
    if (!statuses.includes(answer.status)) {
      this.fail(
        `${path}: status ${answer.status}, expected ${statuses.join(' or ')} (${JSON.stringify(answer.body)?.slice(0, 200)})`,
      );
      return null;
    }
    if (answer.status !== 200) return null;
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      this.fail(`${path}: ${describeIssues(parsed.error)}`);
      return null;
    }
    return parsed.data;
  }

  /** GET and validate one value. */
  async json<T extends z.ZodType>(path: string, schema: T, statuses?: readonly number[]): Promise<z.infer<T> | null> {
    return this.checked(path, schema, await this.get(path), statuses);
  }

  /** Validates a JSON array item by item; answers the valid items. */
  checkItems<T extends z.ZodType>(path: string, itemSchema: T, body: unknown): Array<z.infer<T>> {
    if (!Array.isArray(body)) {
      this.fail(`${path}: expected a JSON array`);
      return [];
    }
    const items: Array<z.infer<T>> = [];
    body.forEach((item: unknown, index) => {
      const parsed = itemSchema.safeParse(item);
      if (parsed.success) items.push(parsed.data);
      else this.fail(`${path}: item ${index}: ${describeIssues(parsed.error)}`);
    });
    return items;
  }

  /** GET a list (200) and validate it item by item. */
  async list<T extends z.ZodType>(path: string, itemSchema: T): Promise<Array<z.infer<T>>> {
    const answer = await this.get(path);
    if (answer === null) return [];
    if (answer.status !== 200) {
      this.fail(`${path}: status ${answer.status}, expected 200`);
      return [];
    }
    return this.checkItems(path, itemSchema, answer.body);
  }
}
