/**
 * Analytics events go to the tag manager's data layer (spec 7). Without a data layer the event is
 * dropped with the console message 'DataLayer not found' (spec 8).
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
