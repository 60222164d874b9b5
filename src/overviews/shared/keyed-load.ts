/**
 * The state of an asynchronous load named by a key, for a hook: idle while there is no key,
 * loading until the load for the current key ends, then loaded or failed. A load that ends after
 * the key moved on is ignored. `previous` is the last value loaded for any key, so a view can keep
 * it while the next one loads. Shared by useStaticData (one file) and useListPage (a page of a
 * split list).
 */
import { useEffect, useEffectEvent, useState } from 'react';

export type KeyedLoad<T> = { state: 'idle' | 'loading' | 'failed' } | { state: 'loaded'; data: T };

const IDLE = { state: 'idle' } as const;
const LOADING = { state: 'loading' } as const;

/** `key`: null while nothing is wanted; a new key (e.g. with an attempt count) loads again. */
export function useKeyedLoad<T>(key: string | null, load: () => Promise<T>): KeyedLoad<T> & { previous: T | null } {
  const [settled, setSettled] = useState<{ key: string; result: KeyedLoad<T> } | null>(null);
  const [previous, setPrevious] = useState<T | null>(null);
  const run = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    run().then(
      (data) => {
        if (!current) return;
        setPrevious(data);
        setSettled({ key, result: { state: 'loaded', data } });
      },
      () => current && setSettled({ key, result: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const result: KeyedLoad<T> = key === null ? IDLE : settled?.key === key ? settled.result : LOADING;
  return { ...result, previous };
}
