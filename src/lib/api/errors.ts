import type { z } from 'zod';
import { formatIssuePath } from '#src/lib/contract/issue-path.ts';
import { STATUS_INVALID_RESPONSE } from '#src/lib/api/load-state.ts';

/** Something went wrong talking to the content API; the message names the endpoint. */
export class ContentApiError extends Error {
  readonly endpoint: string;
  readonly status: number;

  constructor(endpoint: string, status: number, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentApiError';
    this.endpoint = endpoint;
    this.status = status;
  }
}

/** The API answered with a non-OK status. */
export class ContentResponseError extends ContentApiError {
  constructor(endpoint: string, status: number) {
    super(endpoint, status, `Content API ${endpoint} answered ${status}`);
    this.name = 'ContentResponseError';
  }
}

/** The API could not be reached (after every retry). */
export class ContentConnectionError extends ContentApiError {
  readonly attempts: number;

  constructor(endpoint: string, attempts: number, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(endpoint, 500, `Content API ${endpoint} could not be reached after ${attempts} attempt(s): ${reason}`, {
      cause,
    });
    this.name = 'ContentConnectionError';
    this.attempts = attempts;
  }
}

/** The response did not match its schema: names the endpoint, the item and the field. */
export class ContentValidationError extends ContentApiError {
  readonly issues: ReadonlyArray<{ field: string; message: string }>;
  readonly item: string | undefined;

  constructor(endpoint: string, zodError: z.ZodError, item?: string) {
    const issues = zodError.issues.map((issue) => ({ field: formatIssuePath(issue.path), message: issue.message }));
    const summary = issues
      .slice(0, 5)
      .map((issue) => `${issue.field}: ${issue.message}`)
      .join('; ');
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
    super(
      endpoint,
      STATUS_INVALID_RESPONSE,
      `Content API ${endpoint}${item ? ` item ${item}` : ''} does not match the contract: ${summary}${more}`,
    );
    this.name = 'ContentValidationError';
    this.issues = issues;
    this.item = item;
  }
}
