/**
 * Waiting times per department and centre, per heading (outpatient clinic, examinations,
 * treatments) and location, and the consultation entries of the waiting-times block. Includes the
 * display edge cases of spec 9 on purpose: 0, '-' and 1 day, and negative days in consultations
 * (the site removes entries of 0 or less).
 */
import type { WaitingDays } from '@ziekenhuis/site-for-content-api';
import type { WorldConsultation, WorldWaitingTime } from '../../world/types.ts';
import type { Random } from '../random.ts';
import type { WorldContext } from './context.ts';
import { locationTitle, type ClinicSites } from './locations.ts';
import type { Organisation, OrgUnit } from './organisation.ts';

const KINDS = ['Polikliniek', 'Onderzoek', 'Behandeling'] as const;
const MAIN_SITES = ['haarlem-zuid', 'hoofddorp', 'haarlem-noord'];
const RANGES: Record<(typeof KINDS)[number], readonly [number, number]> = {
  Polikliniek: [2, 60],
  Onderzoek: [1, 35],
  Behandeling: [7, 120],
};

function days(random: Random, kind: (typeof KINDS)[number]): WaitingDays {
  const roll = random.next();
  if (roll < 0.04) return '-';
  if (roll < 0.06) return 0;
  if (roll < 0.08) return 1;
  const [min, max] = RANGES[kind];
  return random.int(min, max);
}

/** Where a unit has waiting times: its outpatient sites, always with at least one main site. */
function sitesOf(random: Random, unit: OrgUnit, sites: ClinicSites): string[] {
  const own = [...(sites.get(unit) ?? [])];
  if (!own.some((site) => MAIN_SITES.includes(site))) own.unshift(random.pick(MAIN_SITES));
  return own;
}

export type WaitingTimesResult = { waitingTimes: WorldWaitingTime[]; consultations: WorldConsultation[] };

export function buildWaitingTimes(
  context: WorldContext,
  organisation: Organisation,
  sites: ClinicSites,
): WaitingTimesResult {
  const random = context.random('waiting-times');
  const waitingTimes: WorldWaitingTime[] = [];
  const consultations: WorldConsultation[] = [];
  const departmentSites = new Map<OrgUnit, string[]>();
  for (const department of organisation.departments) {
    const where = sitesOf(random, department, sites);
    departmentSites.set(department, where);
    for (const kind of KINDS) {
      for (const site of where) {
        if (kind !== 'Polikliniek' && !MAIN_SITES.includes(site) && random.chance(0.5)) continue;
        waitingTimes.push({
          kind,
          forPage: 'department',
          title: department.title,
          location: locationTitle(site),
          days: days(random, kind),
        });
      }
    }
  }
  for (const centre of organisation.centres) {
    const members = organisation.departments.filter((department) => department.centre === centre);
    const where = [...new Set(members.flatMap((department) => departmentSites.get(department) ?? []))].filter(
      (site) => MAIN_SITES.includes(site) || random.chance(0.3),
    );
    for (const kind of KINDS) {
      for (const site of where)
        waitingTimes.push({
          kind,
          forPage: 'centrum',
          title: centre.title,
          location: locationTitle(site),
          days: days(random, kind),
        });
    }
  }
  // The display edge cases, whatever the seed: 1 day, 0 days and '-' (not available).
  const [first, second, third] = waitingTimes;
  if (first) first.days = 1;
  if (second) second.days = 0;
  if (third) third.days = '-';

  const consultationDays = (): number =>
    random.chance(0.06) ? -random.int(1, 14) : random.chance(0.04) ? 0 : random.int(1, 45);
  const entryFor = (department: OrgUnit): WorldConsultation['entry'] => ({
    Department: {
      SharepointId: department.sharepointId,
      Title: department.title,
      AppointmentUrl: department.details.AppointmentURL,
      PhoneNumber: department.details.PhoneNumbers[0]?.PhoneNumber ?? null,
    },
    CentrumTitle: department.centre?.title ?? null,
    Locations: (departmentSites.get(department) ?? []).map((site) => ({
      Location: locationTitle(site),
      Days: consultationDays(),
    })),
  });
  for (const department of organisation.departments)
    consultations.push({ forPage: 'department', title: department.title, entry: entryFor(department) });
  for (const centre of organisation.centres) {
    for (const department of organisation.departments.filter((member) => member.centre === centre)) {
      consultations.push({ forPage: 'centrum', title: centre.title, entry: entryFor(department) });
    }
  }
  // Negative days, whatever the seed (the site removes entries of 0 or less).
  const firstLocation = consultations[0]?.entry.Locations[0];
  if (firstLocation) firstLocation.Days = -3;
  return { waitingTimes, consultations };
}
