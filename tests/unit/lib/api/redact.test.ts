import { describe, expect, it } from 'vitest';
import { withoutTokens } from '#src/lib/api/redact.ts';

describe('preview tokens out of log lines', () => {
  it('replaces the value of every token parameter and nothing else', () => {
    expect(withoutTokens('[content-api] sharepoint/preview/x?token=abc123: fetch failed; retry 1 of 2')).toBe(
      '[content-api] sharepoint/preview/x?token=[redacted]: fetch failed; retry 1 of 2',
    );
    expect(withoutTokens('a?lang=nl&token=s3cr%20t&b=1 and b?TOKEN=x')).toBe(
      'a?lang=nl&token=[redacted]&b=1 and b?TOKEN=[redacted]',
    );
    expect(withoutTokens('pages/homepage/nl answered 500; tokens=3')).toBe('pages/homepage/nl answered 500; tokens=3');
  });
});
