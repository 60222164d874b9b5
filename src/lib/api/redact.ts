/**
 * Preview tokens out of what the server logs: a call's address in a log line or a problem report
 * can carry `?token=`, which opens an unpublished page, so its value is replaced.
 */
export function withoutTokens(text: string): string {
  return text.replace(/([?&]token=)[^&#\s"':;,)]*/gi, '$1[redacted]');
}
