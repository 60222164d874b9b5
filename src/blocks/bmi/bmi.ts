/**
 * The BMI self-check of spec 4, 5 and 9. Age, length and weight are typed as digits only and read
 * as whole numbers. BMI = weight / (length in metres)^2, where a length above 100 is centimetres.
 * The result shows once age, length and weight are known and either the visitor is under 18 (too
 * young), or the BMI is 35 or more (eligible, with healthy-weight and target-weight bounds), or the
 * gastric-band question (asked only below BMI 35) is answered: yes eligible, no not eligible.
 */
import { fillTemplate } from '#src/i18n/template.ts';

export const BMI_MIN_AGE = 18;
export const BMI_OPERATION_THRESHOLD = 35;
/** Healthy weight: 0.4 to 0.5 times the length (in centimetres) in kilograms. */
export const HEALTHY_WEIGHT_FACTORS = [0.4, 0.5] as const;
/** Target weight after treatment: 0.6 to 0.8 times the present weight. */
export const TARGET_WEIGHT_FACTORS = [0.6, 0.8] as const;
/** Overweight = weight minus this times the squared length in metres (the weight at BMI 25). */
export const OVERWEIGHT_BMI = 25;
/** A length above this is read as centimetres. */
export const CENTIMETRE_THRESHOLD = 100;

export type GastricBand = 'yes' | 'no' | null;
export type BmiInputs = { age: string; length: string; weight: string; gastricBand: GastricBand };
export type BmiOutcome = 'tooYoung' | 'eligible' | 'notEligible';

/** Keys that edit or move rather than type (always allowed in a digits-only field). */
const CONTROL_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Spec 5: only digits may be typed; editing keys and shortcuts (Ctrl/Cmd+A, C, V, X, Z) still work. */
export function isAllowedKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  if (CONTROL_KEYS.has(event.key) || event.key.length > 1) return true;
  return /^[0-9]$/.test(event.key);
}

/** What remains of typed or pasted text when everything but digits is dropped. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** A field's value as a whole number; null when empty. */
export function parseWholeNumber(value: string): number | null {
  const digits = digitsOnly(value);
  return digits === '' ? null : Number.parseInt(digits, 10);
}

/** A known value: a whole number above zero. */
function known(value: string): number | null {
  const number = parseWholeNumber(value);
  return number !== null && number > 0 ? number : null;
}

export function lengthInMetres(length: number): number {
  return length > CENTIMETRE_THRESHOLD ? length / 100 : length;
}

export function lengthInCentimetres(length: number): number {
  return length > CENTIMETRE_THRESHOLD ? length : length * 100;
}

export function computeBmi(weight: number, length: number): number {
  const metres = lengthInMetres(length);
  return weight / (metres * metres);
}

/** One decimal with a decimal comma, in both languages: 31.2345 -> '31,2'. */
export function formatBmi(bmi: number): string {
  return bmi.toFixed(1).replace('.', ',');
}

/** Kilograms above a BMI of 25 (negative when below). */
export function overweight(weight: number, length: number): number {
  const metres = lengthInMetres(length);
  return weight - OVERWEIGHT_BMI * metres * metres;
}

export type WeightBounds = { healthy: [number, number]; target: [number, number] };

/** For a BMI of 35 or more: a healthy weight and a target weight, whole kilograms. */
export function weightBounds(weight: number, length: number): WeightBounds {
  const centimetres = lengthInCentimetres(length);
  return {
    healthy: [Math.round(HEALTHY_WEIGHT_FACTORS[0] * centimetres), Math.round(HEALTHY_WEIGHT_FACTORS[1] * centimetres)],
    target: [Math.round(TARGET_WEIGHT_FACTORS[0] * weight), Math.round(TARGET_WEIGHT_FACTORS[1] * weight)],
  };
}

export type BmiState = {
  age: number | null;
  length: number | null;
  weight: number | null;
  /** Known once length and weight are. */
  bmi: number | null;
  /** Spec 4: the gastric-band question appears only below BMI 35. */
  askGastricBand: boolean;
  outcome: BmiOutcome | null;
};

export function evaluateBmi(inputs: BmiInputs): BmiState {
  const age = known(inputs.age);
  const length = known(inputs.length);
  const weight = known(inputs.weight);
  const bmi = length !== null && weight !== null ? computeBmi(weight, length) : null;
  const askGastricBand = bmi !== null && bmi < BMI_OPERATION_THRESHOLD;
  let outcome: BmiOutcome | null = null;
  if (age !== null && bmi !== null) {
    if (age < BMI_MIN_AGE) outcome = 'tooYoung';
    else if (bmi >= BMI_OPERATION_THRESHOLD) outcome = 'eligible';
    else if (inputs.gastricBand === 'yes') outcome = 'eligible';
    else if (inputs.gastricBand === 'no') outcome = 'notEligible';
  }
  return { age, length, weight, bmi, askGastricBand, outcome };
}

/** Spec 4: changing age, length or weight clears the gastric-band answer. */
export function changeField(inputs: BmiInputs, field: 'age' | 'length' | 'weight', value: string): BmiInputs {
  const next = digitsOnly(value);
  if (next === inputs[field]) return inputs;
  return { ...inputs, [field]: next, gastricBand: null };
}

/** A field that has a value but no usable one (0): the visitor is told under the field. */
export function fieldInvalid(value: string): boolean {
  return value !== '' && known(value) === null;
}

/** The island's translated strings that the BMI texts are made of. */
export type BmiTextStrings = {
  /** `{{bmi}}` */
  yourBmi: string;
  tooYoung: string;
  eligible: string;
  /** `{{healthyMin}}`, `{{healthyMax}}`, `{{targetMin}}`, `{{targetMax}}` */
  bounds: string;
  /** `{{kilos}}` */
  overweight: string;
  notEligible: string;
};

export type BmiTexts = {
  /** 'Your BMI is …', shown once length and weight are known; null before. */
  value: string | null;
  /**
   * The result's lines, null until there is an outcome: the BMI; then too young, or the kilos
   * above BMI 25 (when any) followed by not eligible, or by eligible (with the weight bounds from
   * BMI 35).
   */
  result: string[] | null;
};

/** What the BMI island shows for a state: the BMI line and the result's lines. */
export function bmiTexts(state: BmiState, strings: BmiTextStrings): BmiTexts {
  const value = state.bmi === null ? null : fillTemplate(strings.yourBmi, { bmi: formatBmi(state.bmi) });
  return { value, result: resultLines(state, value, strings) };
}

function resultLines(state: BmiState, value: string | null, strings: BmiTextStrings): string[] | null {
  if (!state.outcome || value === null || state.bmi === null || state.length === null || state.weight === null)
    return null;
  const lines = [value];
  if (state.outcome === 'tooYoung') return [...lines, strings.tooYoung];
  const kilos = Math.round(overweight(state.weight, state.length));
  if (kilos > 0) lines.push(fillTemplate(strings.overweight, { kilos }));
  if (state.outcome === 'notEligible') return [...lines, strings.notEligible];
  lines.push(strings.eligible);
  if (state.bmi >= BMI_OPERATION_THRESHOLD) {
    const bounds = weightBounds(state.weight, state.length);
    lines.push(
      fillTemplate(strings.bounds, {
        healthyMin: bounds.healthy[0],
        healthyMax: bounds.healthy[1],
        targetMin: bounds.target[0],
        targetMax: bounds.target[1],
      }),
    );
  }
  return lines;
}
