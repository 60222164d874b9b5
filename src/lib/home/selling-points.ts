import type { Translate } from '#src/i18n/translator.ts';

/** Spec 9: up to four selling points, read from the translations; blank ones are left out. */
export const MAX_SELLING_POINTS = 4;

export function sellingPoints(t: Translate): string[] {
  const points: string[] = [];
  for (let index = 1; index <= MAX_SELLING_POINTS; index += 1) {
    const point = t(`home.sellingPoints.${index}`).trim();
    if (point && point !== `home.sellingPoints.${index}`) points.push(point);
  }
  return points;
}
