/**
 * Names as they occur in the Haarlem region: Dutch first names and surnames with their
 * tussenvoegsels, plus names of Turkish, Moroccan, Surinamese and other origins, with diacritics
 * where they belong.
 */
import type { Random } from '../random.ts';

export const FIRST_NAMES: readonly string[] = [
  'Jan', 'Pieter', 'Maarten', 'Thomas', 'Daan', 'Sander', 'Bas', 'Joost', 'Ruben', 'Wouter', 'Hendrik', 'Willem', 'Koen', 'Tim', 'Jeroen',
  'Martijn', 'Niels', 'Stijn', 'Bram', 'Lucas', 'Floris', 'Gijs', 'Jasper', 'Michiel', 'Arjen', 'Erik', 'Frank', 'Hans', 'Rob', 'Marc',
  'Anne', 'Eva', 'Sanne', 'Lotte', 'Femke', 'Marieke', 'Inge', 'Esther', 'Laura', 'Sophie', 'Lisa', 'Iris', 'Fleur', 'Noor', 'Julia',
  'Emma', 'Hanneke', 'Mirjam', 'Karin', 'Annemiek', 'Judith', 'Ingrid', 'Petra', 'Linda', 'Marloes', 'Charlotte', 'Renske', 'Wendy', 'Roos', 'Merel',
  'Zoë', 'Chloë', 'Noël', 'Loïs', 'Daniëlle', 'Michaël', 'Raphaël', 'Inès', 'Hélène', 'Rénée', 'Mehmet', 'Ayşe', 'Fatma', 'Emre', 'Yusuf',
  'Mohamed', 'Fatima', 'Youssef', 'Samira', 'Karim', 'Nadia', 'Rachid', 'Soufiane', 'Priya', 'Ravi', 'Anand', 'Shanti', 'Wei', 'Mei', 'Jun',
  'Kwame', 'Ama', 'Dewi', 'Kevin', 'Sven', 'Lars', 'Olga', 'Katarzyna', 'Piotr', 'Ana', 'José', 'Łukasz', 'Björn', 'Søren', 'François',
];

/** Surnames with the tussenvoegsel they usually carry ('' for none). */
export const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['', 'Jansen'], ['', 'Bakker'], ['', 'Visser'], ['', 'Smit'], ['', 'Meijer'], ['de', 'Boer'], ['', 'Mulder'], ['de', 'Groot'], ['', 'Bos'], ['', 'Vos'],
  ['', 'Peters'], ['', 'Hendriks'], ['van', 'Leeuwen'], ['', 'Dekker'], ['', 'Brouwer'], ['de', 'Wit'], ['', 'Dijkstra'], ['', 'Smits'], ['de', 'Graaf'], ['van der', 'Meer'],
  ['van der', 'Linden'], ['', 'Kok'], ['', 'Jacobs'], ['de', 'Haan'], ['', 'Vermeulen'], ['van den', 'Heuvel'], ['van der', 'Veen'], ['van den', 'Berg'], ['van', 'Dijk'], ['', 'Schouten'],
  ['van', 'Beek'], ['', 'Willems'], ['van', 'Vliet'], ['van de', 'Ven'], ['', 'Hoekstra'], ['', 'Maas'], ['', 'Verhoeven'], ['', 'Koster'], ['van', 'Dam'], ['van der', 'Wal'],
  ['', 'Prins'], ['', 'Blom'], ['', 'Huisman'], ['', 'Peeters'], ['de', 'Jong'], ['de', 'Vries'], ['van der', 'Heijden'], ['ten', 'Have'], ['ter', 'Horst'], ["van 't", 'Hof'],
  ["van 't", 'Hek'], ['', 'Kuipers'], ['', 'Veenstra'], ['', 'Kramer'], ['van den', 'Broek'], ['de', 'Bruijn'], ['', 'Schipper'], ['', 'Post'], ['', 'Zwart'], ['in ’t', 'Veld'],
  ['van', 'Rijn'], ['', 'Groen'], ['', 'Kuijpers'], ['', 'Wijnands'], ['van', 'Zanten'], ['op den', 'Kamp'], ['', 'Sluiter'], ['van', 'Os'], ['', 'Boon'], ['', 'Hermans'],
  ['', 'Yılmaz'], ['', 'Kaya'], ['', 'Demir'], ['', 'Şahin'], ['', 'Öztürk'], ['', 'El Amrani'], ['', 'Bouzid'], ['', 'Benali'], ['', 'El Idrissi'], ['', 'Chaouch'],
  ['', 'Ramdin'], ['', 'Biharie'], ['', 'Kartosen'], ['', 'Sewnath'], ['', 'Wong'], ['', 'Chen'], ['', 'Nguyen'], ['', 'Kowalski'], ['', 'Müller'], ['', 'Lefèvre'],
  ['', 'García'], ['', 'Nielsen'], ['', 'Mensah'], ['', 'Pinas'], ['', 'Brandsma'], ['', 'Bijlsma'], ['', 'Zijlstra'], ['', 'IJzerman'], ['', 'Oudshoorn'], ['', 'Goedhart'],
];

export const ACADEMIC_TITLES_DOCTOR: ReadonlyArray<readonly [string, number]> = [
  ['', 0.45],
  ['dr.', 0.4],
  ['prof. dr.', 0.05],
  ['drs.', 0.1],
];

export type PersonName = { name: string; tussenvoegsel: string | null; surname: string; initials: string };

const EXTRA_INITIALS = 'ABCDEFGHJKLMNPRSTW';

export function randomName(random: Random): PersonName {
  const name = random.pick(FIRST_NAMES);
  const [prefix, surname] = random.pick(SURNAMES);
  let initials = `${firstLetter(name)}.`;
  if (random.chance(0.45)) initials += `${random.pick([...EXTRA_INITIALS])}.`;
  if (random.chance(0.12)) initials += `${random.pick([...EXTRA_INITIALS])}.`;
  return { name, tussenvoegsel: prefix === '' ? null : prefix, surname, initials };
}

export function firstLetter(name: string): string {
  return name.charAt(0).toLocaleUpperCase('nl');
}

/** `Jan de Vries`. */
export function fullName(person: PersonName): string {
  return [person.name, person.tussenvoegsel, person.surname].filter(Boolean).join(' ');
}

export function weightedPick<T>(random: Random, options: ReadonlyArray<readonly [T, number]>): T {
  const total = options.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = options[options.length - 1];
  if (!last) throw new Error('weightedPick needs options');
  return last[0];
}
