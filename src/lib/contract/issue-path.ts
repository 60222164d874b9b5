/** Where in a value a contract (zod) issue is, as `[3].NavigationItem.Title`; `(root)` for the value itself. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  return (
    path
      .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
      .join('') || '(root)'
  );
}
