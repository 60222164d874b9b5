/**
 * A search box's text: what the visitor types, set back to the applied search whenever that
 * changes (a submit, the address read on load, the back button). The reset happens while
 * rendering, so the box never shows the old text for a frame and no effect renders twice.
 */
import { useState } from 'react';

export function useSearchDraft(applied: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(applied);
  const [appliedBefore, setAppliedBefore] = useState(applied);
  if (applied !== appliedBefore) {
    setAppliedBefore(applied);
    setDraft(applied);
  }
  return [draft, setDraft];
}
