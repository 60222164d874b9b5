import { describe, expect, it } from 'vitest';
import { wardTile } from '#src/overviews/wards/wards.ts';
import { ward } from './fixtures.ts';

describe('ward tiles (spec 3 "Ward")', () => {
  it('shows the department icon and title, the phone numbers, the route and the visiting-times link', () => {
    expect(wardTile(ward(), '/contact/haarlem-zuid')).toEqual({
      title: 'Cardiologie',
      clinic: 'Verpleegafdeling Cardiologie (D1)',
      icon: 'heart',
      phones: [{ number: '(023) 224 52 11', description: 'Verpleegpost' }],
      route: 'Volg route 78.',
      visitingTimesHref: '/contact/haarlem-zuid',
    });
  });

  it("a ward without a department is 'Anesthesiologie' with no icon (the tile falls back to a bed)", () => {
    const tile = wardTile(ward({}, null), null);
    expect(tile.title).toBe('Anesthesiologie');
    expect(tile.icon).toBeNull();
  });

  it('leaves out the visiting-times link when the ward has no visiting times, and empty texts', () => {
    const tile = wardTile(
      ward({
        VisitTime: '  ',
        Route: '',
        PhoneNumber: [{ PhoneNumber: '023 224 0000', Description: '', Title: null }],
      }),
      '/ik-wil-op-bezoek-komen/bezoektijden',
    );
    expect(tile.visitingTimesHref).toBeNull();
    expect(tile.route).toBeNull();
    expect(tile.phones).toEqual([{ number: '023 224 0000', description: null }]);
  });
});
