/**
 * The hospital's location order (the main locations first, then the others in the spec's
 * order, unknown ones A to Z) applied to lists of things that each belong to a location. The order
 * itself is the waiting-times block's (`orderLocations`, src/lib/blocks/waiting-times.ts).
 */
import { orderLocations } from '#src/lib/blocks/waiting-times.ts';

/**
 * The items sorted by their location's place in the location order (a new array; items of one location keep their
 * order).
 */
export function sortByLocationOrder<T>(items: readonly T[], locationOf: (item: T) => string): T[] {
  const rank = new Map(orderLocations(items.map(locationOf)).map((location, position) => [location, position]));
  return [...items].sort((a, b) => (rank.get(locationOf(a)) ?? 0) - (rank.get(locationOf(b)) ?? 0));
}
