/**
 * The list an overview island filters, from the static JSON the build emitted: fetched once, when a
 * filter first needs it, so a visitor who only reads the list loads nothing.
 */
import { useEffect, useState } from 'react';
import { loadStaticJson } from '../parts/url-state.ts';

export type StaticData<T> = { state: 'idle' | 'loading' | 'failed' } | { state: 'loaded'; data: T };

export function useStaticData<T>(url: string, needed: boolean): StaticData<T> {
  const [result, setResult] = useState<StaticData<T>>({ state: 'idle' });
  const started = result.state !== 'idle';
  useEffect(() => {
    if (!needed || started) return;
    setResult({ state: 'loading' });
    loadStaticJson<T>(url).then(
      (data) => setResult({ state: 'loaded', data }),
      () => setResult({ state: 'failed' }),
    );
  }, [needed, started, url]);
  return result;
}
