import { z } from 'zod';
import { arabicText, duplicates, englishText } from './texts';
import { muscleGroups } from '../rules/training';

/**
 * The gym machines the photo identifier knows, as a data file (content/machines.json): the shape
 * the server checks it against when it reads it. Strength machines only: every one trains one of
 * the seven muscle groups.
 */

const english = englishText;
const arabic = arabicText;

export const MIN_MACHINE_PROMPTS = 2;
export const MAX_MACHINE_PROMPTS = 3;
export const MACHINE_PROMPT_MAX = 120;
export const MIN_MACHINE_STEPS = 3;
export const MAX_MACHINE_STEPS = 5;

const steps = (language: ReturnType<typeof english>) =>
  z.array(language).min(MIN_MACHINE_STEPS).max(MAX_MACHINE_STEPS);

export const MachineContent = z.strictObject({
  /** camelCase, unique: the key the identifier answers with, e.g. 'legPress'. */
  id: z.string().regex(/^[a-z][a-zA-Z]*$/, 'must be a camelCase id'),
  /** The muscle group it trains: the key of the exercise pages it links to. */
  muscle: z.enum(muscleGroups),
  name: z.strictObject({ en: english(120), ar: arabic(120) }),
  /** Short English descriptions of what the machine looks like in a photo (zero-shot prompts), 2–3 each. */
  prompts: z.array(english(MACHINE_PROMPT_MAX)).min(MIN_MACHINE_PROMPTS).max(MAX_MACHINE_PROMPTS),
  /** Other names people (and vision models) use, lower-case English; matched against a model's free answer. */
  aliases: z
    .array(english(120).refine((alias) => alias === alias.toLowerCase(), 'must be lower case'))
    .min(1),
  /** 3–5 short imperative steps, one sentence each, the same number in both languages. */
  howTo: z
    .strictObject({ en: steps(english(300)), ar: steps(arabic(300)) })
    .refine((howTo) => howTo.ar.length === howTo.en.length, {
      message: 'must have as many Arabic steps as English ones',
      path: ['ar'],
    }),
  /** One safety or form tip. */
  tip: z.strictObject({ en: english(500), ar: arabic(500) }),
  /** Muscles worked, in everyday words. */
  worked: z.strictObject({ en: english(200), ar: arabic(200) }),
});
export type MachineContent = z.infer<typeof MachineContent>;

/** content/machines.json: the machines, in the order the identifier lists them. */
export const MachinesFile = z
  .array(MachineContent)
  .min(1)
  .superRefine((machines, ctx) => {
    for (const id of duplicates(machines.map((machine) => machine.id))) {
      ctx.addIssue({ code: 'custom', message: `two machines have the id ${id}` });
    }
  });
export type MachinesFile = z.infer<typeof MachinesFile>;
