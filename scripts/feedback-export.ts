/**
 * `npm run feedback:export [-- --out answers.csv]`: the visitors' "Is deze pagina nuttig?" answers from FEEDBACK_DB
 * (default .data/feedback.sqlite) as CSV, grouped by page (scripts/origin/feedback/feedback-csv.ts); to standard
 * output without --out. A missing database is an error, not an empty export: it usually means another FEEDBACK_DB.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from '#src/lib/build/config.ts';
import { feedbackCsv } from './origin/feedback/feedback-csv.ts';
import { openFeedbackStore } from './origin/feedback/feedback-store.ts';

const { values } = parseArgs({ args: process.argv.slice(2), options: { out: { type: 'string' } } });
const { dbFile } = readConfig().feedback;
if (!existsSync(dbFile)) {
  console.error(`No feedback database at ${dbFile} (FEEDBACK_DB): nothing has been answered there yet.`);
  process.exit(1);
}
const store = openFeedbackStore(dbFile);
const answers = store.all();
store.close();
const csv = feedbackCsv(answers);
if (values.out) {
  await writeFile(path.resolve(values.out), csv);
  console.error(`${answers.length} answers written to ${values.out}`);
} else {
  process.stdout.write(csv);
}
