/**
 * Analytics events go to the tag manager's data layer. Without a data layer the event is
 * dropped with the console message 'DataLayer not found'.
 */
export type AnalyticsEvent = { event: string; category: string; action: string; label?: string };

type DataLayerWindow = { dataLayer?: unknown[] };

export function pushToDataLayer(entry: unknown, target: DataLayerWindow = globalThis as DataLayerWindow): boolean {
  if (!Array.isArray(target.dataLayer)) {
    console.log('DataLayer not found');
    return false;
  }
  target.dataLayer.push(entry);
  return true;
}

export function trackEvent(event: AnalyticsEvent, target?: DataLayerWindow): boolean {
  return pushToDataLayer(event, target);
}

/** The values as an `arguments` object, the form gtag pushes. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the values are read through `arguments`
function argumentsOf(..._values: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- a tag manager reads commands only as an `arguments` object
  return arguments;
}

/** A gtag command (`'consent', 'update', {...}`) pushed as gtag pushes it, so a tag manager reads it. */
export function pushGtagCommand(values: readonly unknown[], target?: DataLayerWindow): boolean {
  return pushToDataLayer(argumentsOf(...values), target);
}
