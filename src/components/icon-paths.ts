/** Path data of the site's icons (24x24, stroked). */
export const ICON_PATHS = {
  search: ['M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14z', 'M20 20l-4-4'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  chevronDown: ['M6 9l6 6l6-6'],
  chevronRight: ['M9 6l6 6l-6 6'],
  arrowRight: ['M5 12h14', 'M13 6l6 6l-6 6'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4', 'M8 14h2', 'M14 14h2'],
  building: ['M4 21V5l8-2l8 2v16', 'M9 21v-4h6v4', 'M8 8h2', 'M14 8h2', 'M8 12h2', 'M14 12h2', 'M12 5v2', 'M11 6h2'],
  stethoscope: ['M6 3v6a4 4 0 0 0 8 0V3', 'M10 13v2a5 5 0 0 0 10 0v-2', 'M20 9a2 2 0 1 0 0 4a2 2 0 1 0 0-4z'],
  clock: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M12 7v5l3 3'],
  visit: ['M9 7a3 3 0 1 0 0 6a3 3 0 1 0 0-6z', 'M3 20a6 6 0 0 1 12 0', 'M17 8a2.5 2.5 0 1 0 0 5', 'M17 15a4 4 0 0 1 4 5'],
  phone: ['M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'],
  bed: ['M3 7v13', 'M3 16h18v4', 'M21 16v-4a3 3 0 0 0-3-3h-7v7', 'M7 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4z'],
  ambulance: ['M3 7h11v10H3z', 'M14 10h4l3 3v4h-7', 'M7 17a2 2 0 1 0 0.01 0', 'M17 17a2 2 0 1 0 0.01 0', 'M8.5 9.5v4', 'M6.5 11.5h4'],
  info: ['M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', 'M12 11v6', 'M12 7.5v0.5'],
  check: ['M5 12l5 5l9-10'],
  alert: ['M12 3l10 18H2z', 'M12 10v4', 'M12 17.5v0.5'],
  facebook: ['M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h2z'],
  linkedin: ['M4 9h4v11H4z', 'M6 3.5a2 2 0 1 0 0.01 0', 'M10 9h4v2a4 4 0 0 1 7 2.5V20h-4v-6a2 2 0 0 0-4 0v6h-3z'],
  twitter: ['M4 4l16 16', 'M20 4L4 20'],
  instagram: ['M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4z', 'M12 8.5a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7z', 'M17 6.5v0.5'],
  youtube: ['M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z', 'M10 9l5 3l-5 3z'],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS;
