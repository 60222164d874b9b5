/**
 * Islands take their strings as they are in the locale files (src/i18n/strings-at.ts); values only
 * known in the browser (a BMI, a weight) or per island (a video's host) fill `{{name}}`
 * placeholders, the same syntax the i18next strings use.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
