import type { DatabaseSync } from 'node:sqlite';
import type { PreviewTokens } from '../editors/preview-tokens.ts';
import type { ApiReply } from './reply.ts';

export type HttpMethod = 'GET' | 'POST';
export type RouteParams = Readonly<Record<string, string>>;

/** What a handler may need of its server besides the database: the preview tokens it issues. */
export type HandlerContext = {
  previewTokens: PreviewTokens;
  /** The request's headers and raw body, for a handler that checks a signature over them. */
  request?: { headers: Readonly<Record<string, string | string[] | undefined>>; rawBody: string };
};

/**
 * An API endpoint: reads the database and answers. `body` is the parsed JSON request body for
 * POST (undefined for GET). Handlers are plain functions so they can be tested without HTTP.
 */
export type RouteHandler = (
  db: DatabaseSync,
  params: RouteParams,
  query: URLSearchParams,
  body: unknown,
  context: HandlerContext,
) => ApiReply | Promise<ApiReply>;

/**
 * `pattern` is a path with `{name}` segments, optionally restricted to alternatives:
 * `/api/v1/navigation/{language:nl|en}`. Segments match exactly (case-sensitive) after
 * percent-decoding; a trailing slash on the request or the pattern is ignored.
 */
export type RouteDefinition = { method: HttpMethod; pattern: string; handler: RouteHandler };

type Segment =
  { kind: 'literal'; value: string } | { kind: 'param'; name: string; allowed: ReadonlySet<string> | null };
type CompiledRoute = RouteDefinition & { segments: readonly Segment[] };

export type RouteMatch =
  | { kind: 'found'; handler: RouteHandler; params: RouteParams }
  | { kind: 'method-not-allowed'; allow: HttpMethod[] }
  | { kind: 'not-found' };

function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

function compileSegment(raw: string, pattern: string): Segment {
  const param = /^\{([A-Za-z][A-Za-z0-9]*)(?::([^{}]+))?\}$/.exec(raw);
  if (param) {
    const [, name = '', alternatives] = param;
    return { kind: 'param', name, allowed: alternatives ? new Set(alternatives.split('|')) : null };
  }
  if (raw.includes('{') || raw.includes('}')) throw new Error(`Bad route pattern segment "${raw}" in ${pattern}`);
  return { kind: 'literal', value: raw };
}

function decodeSegments(path: string): string[] | null {
  try {
    return splitPath(path).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

export class Router {
  readonly #routes: CompiledRoute[] = [];

  add(route: RouteDefinition): this {
    if (!route.pattern.startsWith('/')) throw new Error(`Route pattern must start with /: ${route.pattern}`);
    const segments = splitPath(route.pattern).map((segment) => compileSegment(segment, route.pattern));
    const duplicate = this.#routes.find((r) => r.method === route.method && r.pattern === route.pattern);
    if (duplicate) throw new Error(`Route ${route.method} ${route.pattern} is registered twice`);
    this.#routes.push({ ...route, segments });
    return this;
  }

  addAll(routes: readonly RouteDefinition[]): this {
    for (const route of routes) this.add(route);
    return this;
  }

  /** The first route (in registration order) whose pattern matches `path` (no query string). */
  match(method: string, path: string): RouteMatch {
    const segments = decodeSegments(path);
    if (!segments) return { kind: 'not-found' };
    const allow = new Set<HttpMethod>();
    for (const route of this.#routes) {
      const params = matchSegments(route.segments, segments);
      if (!params) continue;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) {
        return { kind: 'found', handler: route.handler, params };
      }
      allow.add(route.method);
    }
    return allow.size > 0 ? { kind: 'method-not-allowed', allow: [...allow] } : { kind: 'not-found' };
  }
}

function matchSegments(pattern: readonly Segment[], segments: readonly string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = segments[index] ?? '';
    if (part.kind === 'literal') {
      if (part.value !== value) return null;
    } else {
      if (value === '' || (part.allowed && !part.allowed.has(value))) return null;
      params[part.name] = value;
    }
  }
  return params;
}
