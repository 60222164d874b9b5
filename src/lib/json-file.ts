/** A JSON file another step wrote (a report, a record): read and checked against its schema. */
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';

/** The file's value, or null when it is missing, is not JSON or does not fit the schema. */
export async function readJsonFile<T>(file: string, schema: z.ZodType<T>): Promise<T | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
