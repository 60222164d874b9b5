import { describe, expect, it, vi } from 'vitest';
import { hydratesAtOnce, REACHING_EVENTS, startWhenReached } from '#src/react/hydrate-when-reached.ts';

describe('client:reached', () => {
  it('an address with a query hydrates at once; one without, or with a bare "?", waits', () => {
    expect(hydratesAtOnce('?page=3')).toBe(true);
    expect(hydratesAtOnce('?department=Cardiologie')).toBe(true);
    expect(hydratesAtOnce('')).toBe(false);
    expect(hydratesAtOnce('?')).toBe(false);
  });

  it('with a query it starts before any event', () => {
    const start = vi.fn();
    startWhenReached(new EventTarget(), '?page=2', start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(REACHING_EVENTS)('without a query it starts on the first %s, once, and stops listening', (type) => {
    const island = new EventTarget();
    const start = vi.fn();
    startWhenReached(island, '', start);
    expect(start).not.toHaveBeenCalled();
    island.dispatchEvent(new Event(type));
    expect(start).toHaveBeenCalledTimes(1);
    for (const other of REACHING_EVENTS) island.dispatchEvent(new Event(other));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('other events (a scroll, a key press outside) do not start it', () => {
    const island = new EventTarget();
    const start = vi.fn();
    startWhenReached(island, '', start);
    for (const type of ['scroll', 'keydown', 'click', 'mousemove', 'pointerout', 'focusout'])
      island.dispatchEvent(new Event(type));
    expect(start).not.toHaveBeenCalled();
  });
});
