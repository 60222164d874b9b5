import { describe, expect, it } from 'vitest';
import {
  bmiTexts,
  changeField,
  computeBmi,
  digitsOnly,
  evaluateBmi,
  fieldInvalid,
  formatBmi,
  isAllowedKey,
  lengthInMetres,
  overweight,
  parseWholeNumber,
  weightBounds,
  type BmiInputs,
} from '#src/blocks/bmi/bmi.ts';

const inputs = (
  age: string,
  length: string,
  weight: string,
  gastricBand: BmiInputs['gastricBand'] = null,
): BmiInputs => ({ age, length, weight, gastricBand });

describe('BMI fields', () => {
  it('accept digit key presses only, editing keys and shortcuts still work', () => {
    for (const key of ['0', '5', '9']) expect(isAllowedKey({ key })).toBe(true);
    for (const key of ['a', 'e', 'E', '-', '+', '.', ',', ' ']) expect(isAllowedKey({ key }), key).toBe(false);
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'Enter'])
      expect(isAllowedKey({ key }), key).toBe(true);
    expect(isAllowedKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedKey({ key: 'a', metaKey: true })).toBe(true);
  });

  it('are read as whole numbers', () => {
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('180')).toBe(180);
    expect(parseWholeNumber('007')).toBe(7);
    expect(parseWholeNumber('1.80')).toBe(180);
    expect(digitsOnly('1,8 m')).toBe('18');
  });

  it('an entered 0 is an error under the field; empty is not', () => {
    expect(fieldInvalid('0')).toBe(true);
    expect(fieldInvalid('00')).toBe(true);
    expect(fieldInvalid('')).toBe(false);
    expect(fieldInvalid('70')).toBe(false);
  });
});

describe('BMI', () => {
  it('is weight over the squared length in metres; a length above 100 is centimetres', () => {
    expect(lengthInMetres(180)).toBe(1.8);
    expect(lengthInMetres(101)).toBe(1.01);
    expect(lengthInMetres(100)).toBe(100);
    expect(lengthInMetres(2)).toBe(2);
    expect(computeBmi(81, 180)).toBeCloseTo(25, 10);
    expect(computeBmi(100, 2)).toBe(25);
  });

  it('is shown with one decimal and a comma', () => {
    expect(formatBmi(computeBmi(81, 180))).toBe('25,0');
    expect(formatBmi(computeBmi(120, 175))).toBe('39,2');
    expect(formatBmi(34.96)).toBe('35,0');
    expect(formatBmi(31.04)).toBe('31,0');
  });

  it('overweight is weight minus 25 times the squared length in metres', () => {
    expect(overweight(120, 180)).toBeCloseTo(39, 10);
    expect(overweight(70, 180)).toBeCloseTo(-11, 10);
  });

  it('bounds: healthy 0.4 and 0.5 times the length, target 0.6 and 0.8 times the weight', () => {
    expect(weightBounds(130, 180)).toEqual({ healthy: [72, 90], target: [78, 104] });
    expect(weightBounds(130, 2)).toEqual({ healthy: [80, 100], target: [78, 104] });
  });
});

describe('BMI outcome', () => {
  it('nothing until age, length and weight are known', () => {
    expect(evaluateBmi(inputs('', '180', '130')).outcome).toBeNull();
    expect(evaluateBmi(inputs('40', '', '130')).outcome).toBeNull();
    expect(evaluateBmi(inputs('40', '180', '')).outcome).toBeNull();
    expect(evaluateBmi(inputs('40', '0', '130')).outcome).toBeNull();
  });

  it('under 18 is too young, whatever the BMI', () => {
    expect(evaluateBmi(inputs('17', '180', '130')).outcome).toBe('tooYoung');
    expect(evaluateBmi(inputs('17', '180', '80')).outcome).toBe('tooYoung');
    expect(evaluateBmi(inputs('18', '180', '130')).outcome).toBe('eligible');
  });

  it('BMI 35 or above is eligible, without the gastric-band question', () => {
    const state = evaluateBmi(inputs('40', '100', '35'));
    expect(state.bmi).toBe(0.0035);
    const at35 = evaluateBmi(inputs('40', '200', '140'));
    expect(at35.bmi).toBe(35);
    expect(at35.askGastricBand).toBe(false);
    expect(at35.outcome).toBe('eligible');
  });

  it('below 35 the gastric-band question decides: yes eligible, no not eligible, unanswered no result', () => {
    const unanswered = evaluateBmi(inputs('40', '180', '110'));
    expect(unanswered.askGastricBand).toBe(true);
    expect(unanswered.outcome).toBeNull();
    expect(evaluateBmi(inputs('40', '180', '110', 'yes')).outcome).toBe('eligible');
    expect(evaluateBmi(inputs('40', '180', '110', 'no')).outcome).toBe('notEligible');
  });

  it('the question is only asked once the BMI is known and below 35', () => {
    expect(evaluateBmi(inputs('40', '180', '')).askGastricBand).toBe(false);
    expect(evaluateBmi(inputs('', '180', '110')).askGastricBand).toBe(true);
    expect(evaluateBmi(inputs('40', '180', '114')).askGastricBand).toBe(false);
  });

  it('changing age, length or weight clears the gastric-band answer', () => {
    const answered = inputs('40', '180', '110', 'yes');
    expect(changeField(answered, 'age', '41').gastricBand).toBeNull();
    expect(changeField(answered, 'length', '181').gastricBand).toBeNull();
    expect(changeField(answered, 'weight', '111')).toEqual(inputs('40', '180', '111', null));
    expect(changeField(answered, 'weight', '110')).toBe(answered);
    expect(changeField(answered, 'weight', '11a0').weight).toBe('110');
  });
});

describe('BMI texts', () => {
  const strings = {
    yourBmi: 'BMI {{bmi}}.',
    tooYoung: 'too young',
    eligible: 'eligible',
    bounds: 'healthy {{healthyMin}}-{{healthyMax}}, target {{targetMin}}-{{targetMax}}',
    overweight: '{{kilos}} kg over',
    notEligible: 'not eligible',
  };
  const texts = (...args: Parameters<typeof inputs>) => bmiTexts(evaluateBmi(inputs(...args)), strings);

  it('show nothing until length and weight are known', () => {
    expect(texts('40', '180', '')).toEqual({ value: null, result: null });
    expect(texts('40', '0', '130')).toEqual({ value: null, result: null });
  });

  it('show the BMI with a comma once length and weight are known, the result only with an outcome', () => {
    expect(texts('', '180', '130')).toEqual({ value: 'BMI 40,1.', result: null });
    expect(texts('40', '180', '100')).toEqual({ value: 'BMI 30,9.', result: null });
  });

  it('too young: the BMI and too young, without the overweight', () => {
    expect(texts('17', '180', '130').result).toEqual(['BMI 40,1.', 'too young']);
  });

  it('BMI 35 or more: the BMI, the kilos over BMI 25, eligible and the weight bounds', () => {
    expect(texts('40', '180', '130')).toEqual({
      value: 'BMI 40,1.',
      result: ['BMI 40,1.', '49 kg over', 'eligible', 'healthy 72-90, target 78-104'],
    });
  });

  it('below 35 the answer decides, without the weight bounds; no overweight line at or below BMI 25', () => {
    expect(texts('40', '180', '100', 'yes').result).toEqual(['BMI 30,9.', '19 kg over', 'eligible']);
    expect(texts('40', '180', '100', 'no').result).toEqual(['BMI 30,9.', '19 kg over', 'not eligible']);
    expect(texts('40', '180', '70', 'yes').result).toEqual(['BMI 21,6.', 'eligible']);
    expect(texts('40', '180', '81', 'no').result).toEqual(['BMI 25,0.', 'not eligible']);
  });
});
