import { describe, expect, it } from 'vitest';
import { fillTemplate } from '#src/i18n/template.ts';

describe('island string templates', () => {
  it('fill {{name}} placeholders and keep unknown ones', () => {
    expect(fillTemplate('Uw BMI is {{bmi}}.', { bmi: '39,2' })).toBe('Uw BMI is 39,2.');
    expect(fillTemplate('Tussen {{ min }} en {{max}} kilo ({{x}})', { min: 72, max: 90 })).toBe(
      'Tussen 72 en 90 kilo ({{x}})',
    );
  });
});
