/** Shared data for the overview tests. */
import type { WardEntry } from '#src/lib/contract/index.ts';

/** A ward of the locations/departments call; Cardiologie unless told otherwise. */
export const ward = (
  overrides: Partial<WardEntry['Clinic']> = {},
  department: WardEntry['Department'] = { Title: 'Cardiologie', Icon: 'heart' },
): WardEntry => ({
  Clinic: {
    Title: 'Verpleegafdeling Cardiologie (D1)',
    PhoneNumber: [{ PhoneNumber: '(023) 224 52 11', Description: 'Verpleegpost', Title: null }],
    VisitTime: 'Dagelijks van 15.00 tot 20.00 uur.',
    Route: 'Volg route 78.',
    ...overrides,
  },
  Department: department,
});
