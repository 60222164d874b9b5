import { describe, expect, it } from 'vitest';
import { pairPhoneNumbers } from '#src/blocks/phoneLookup/phone-numbers.ts';

describe('phone-number block', () => {
  const numbers = [
    { SharepointId: 1, PhoneNumber: '023 224 1111' },
    { SharepointId: 2, PhoneNumber: '(023) 224 22 22' },
  ];

  it('renders only when as many numbers come back as there are descriptions', () => {
    expect(pairPhoneNumbers([1, 2, 3], numbers, ['Poli', 'Balie'])).toEqual([
      { description: 'Poli', phoneNumber: '023 224 1111', href: 'tel:0232241111' },
      { description: 'Balie', phoneNumber: '(023) 224 22 22', href: 'tel:0232242222' },
    ]);
    expect(pairPhoneNumbers([1, 2, 3], numbers, ['Poli', 'Balie', 'Spoed'])).toBeNull();
    expect(pairPhoneNumbers([1], numbers.slice(0, 1), ['Poli', 'Balie'])).toBeNull();
    expect(pairPhoneNumbers([], [], [])).toEqual([]);
  });

  it('pairs in the order of the ids asked, whatever order they come back in', () => {
    const reversed = [...numbers].reverse();
    expect(
      pairPhoneNumbers(['2', '1'], reversed, ['Balie', 'Poli'])?.map(
        (pair) => `${pair.description}: ${pair.phoneNumber}`,
      ),
    ).toEqual(['Balie: (023) 224 22 22', 'Poli: 023 224 1111']);
    expect(pairPhoneNumbers([1, 2], reversed, ['Poli', 'Balie'])?.map((pair) => pair.phoneNumber)).toEqual([
      '023 224 1111',
      '(023) 224 22 22',
    ]);
  });
});
