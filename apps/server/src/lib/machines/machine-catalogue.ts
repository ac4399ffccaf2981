/**
 * The gym machines the photo identifier knows, read from content/machines.json and checked
 * against its schema: for each one its names in English and Arabic, the muscle group it trains
 * (the key of the exercise pages it links to), a few short steps and one tip for using it, the
 * prompts a zero-shot image classifier scores a photo against, and the names a vision model may
 * use in a free answer. Strength machines only: every one trains one of the seven muscle groups.
 */
import { MachinesFile, type MachineContent } from '@atlas/shared/content/machines';
import { readContent } from '../content-files';

/** One machine: see MachineContent (packages/shared/src/content/machines.ts) for its fields. */
export type GymMachine = MachineContent;

export const gymMachines: readonly GymMachine[] = readContent('machines.json', MachinesFile);

const BY_ID = new Map(gymMachines.map((machine) => [machine.id, machine]));

export function findMachine(id: string): GymMachine | undefined {
  return BY_ID.get(id);
}

/** Lower case, apostrophes dropped, every other run of non-letters and non-digits one space. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Every phrase that names a machine: its id (as written and as words), English name and aliases. */
const TERMS: readonly { term: string; machine: GymMachine }[] = gymMachines.flatMap((machine) => {
  const words = machine.id.replace(/([A-Z])/g, ' $1');
  const phrases = [machine.id, words, machine.name.en, ...machine.aliases].map(normalize).filter(Boolean);
  return [...new Set(phrases)].map((term) => ({ term, machine }));
});

/** Where `term` first stands as whole words in `haystack` (space-padded), plain or plural; -1 if nowhere. */
function wordIndex(haystack: string, term: string): number {
  const found = [term, `${term}s`, `${term}es`]
    .map((form) => haystack.indexOf(` ${form} `))
    .filter((index) => index >= 0);
  return found.length ? Math.min(...found) : -1;
}

/**
 * The machine whose id, English name or alias appears in free text (case-insensitive, whole words,
 * plurals allowed). The longest phrase wins, so 'reverse pec deck' beats 'pec deck'; between equally
 * long ones the earlier in the text. Undefined when none appears.
 */
export function machineFromText(text: string): GymMachine | undefined {
  const haystack = ` ${normalize(text)} `;
  let best: { length: number; index: number; machine: GymMachine } | undefined;
  for (const { term, machine } of TERMS) {
    const index = wordIndex(haystack, term);
    if (index < 0) continue;
    if (!best || term.length > best.length || (term.length === best.length && index < best.index)) {
      best = { length: term.length, index, machine };
    }
  }
  return best?.machine;
}
