/**
 * Reads a posted feedback form (`path`, `useful` yes|no, `problem`) into an answer, or says which field is wrong.
 * Pure: the origin calls it with the request body.
 */
import { MAX_PATH_CHARS, MAX_PROBLEM_CHARS, type Usefulness } from '#src/feedback/feedback-fields.ts';

export type FeedbackAnswer = { path: string; useful: Usefulness; problem: string };

export type FeedbackProblem = 'path' | 'useful' | 'problem';

export type ParsedFeedback = { kind: 'answer'; answer: FeedbackAnswer } | { kind: 'invalid'; field: FeedbackProblem };

/**
 * A path of this site: absolute, no host (`//host`), no `.`/`..` segment, no backslash or control character, only
 * the characters the site's addresses use, and bounded. The origin also checks that the release has the page.
 */
export function isSitePath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_PATH_CHARS) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (!/^[A-Za-z0-9/_\-.~%]+$/.test(path)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const hasControl = [...decoded].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return !hasControl && !decoded.includes('\\') && !decoded.split('/').some((part) => part === '.' || part === '..');
}

/** The visitor's text with line ends made alike and the edges trimmed; length counted in characters, not bytes. */
function cleanProblem(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

export function parseFeedback(form: URLSearchParams): ParsedFeedback {
  const path = form.get('path') ?? '';
  if (!isSitePath(path)) return { kind: 'invalid', field: 'path' };
  const useful = form.get('useful');
  if (useful !== 'yes' && useful !== 'no') return { kind: 'invalid', field: 'useful' };
  const problem = cleanProblem(form.get('problem') ?? '');
  if ([...problem].length > MAX_PROBLEM_CHARS) return { kind: 'invalid', field: 'problem' };
  // A "yes" carries no text: the form asks for one only on "no".
  return { kind: 'answer', answer: { path, useful, problem: useful === 'no' ? problem : '' } };
}
