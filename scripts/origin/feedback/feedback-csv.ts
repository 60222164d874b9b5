/** The feedback as CSV for editors, grouped by page: one row per answer, each page's count of yes and no beside it. */
import { csvText, type CsvValue } from '#src/lib/csv.ts';
import type { StoredFeedback } from './feedback-store.ts';

export const FEEDBACK_CSV_HEADER = ['path', 'received_at', 'useful', 'problem', 'page_yes', 'page_no'] as const;

export function feedbackCsv(answers: readonly StoredFeedback[]): string {
  const counts = new Map<string, { yes: number; no: number }>();
  for (const answer of answers) {
    const count = counts.get(answer.path) ?? { yes: 0, no: 0 };
    count[answer.useful] += 1;
    counts.set(answer.path, count);
  }
  const sorted = [...answers].sort((a, b) =>
    a.path === b.path ? a.receivedAt.localeCompare(b.receivedAt) : a.path < b.path ? -1 : 1,
  );
  const rows = sorted.map((answer): CsvValue[] => {
    const count = counts.get(answer.path) ?? { yes: 0, no: 0 };
    return [answer.path, answer.receivedAt, answer.useful, answer.problem, count.yes, count.no];
  });
  return csvText(FEEDBACK_CSV_HEADER, rows);
}
