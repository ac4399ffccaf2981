import type { MuscleGroup } from '@atlas/shared/rules/training';

/** The keywords the spec derives a machine's muscle group from, in its order. */
const machineMuscleKeywords = ['chest', 'legs', 'shoulders', 'abs', 'back', 'arms'] as const;
const keywordPattern = new RegExp(`\\b(${machineMuscleKeywords.join('|')})\\b`, 'gi');

/**
 * How the spec's client reads an identify answer: the first of its keywords found in the
 * text. Our own page takes the muscle group from the JSON answer; this is kept to prove that the
 * HTML answer still leads a spec client to the right exercises.
 */
export function muscleFromText(text: string): MuscleGroup | undefined {
  const lower = text.toLowerCase();
  return machineMuscleKeywords.find((word) => new RegExp(`\\b${word}\\b`).test(lower));
}

/**
 * Text in which the spec's other muscle keywords carry a soft hyphen ('ch&shy;est'): it reads the
 * same, but a client scanning for keywords finds only the machine's own group ('pull the bar to
 * your upper chest' must not send a lat-pulldown user to chest exercises). Takes escaped HTML.
 */
export function softenOtherKeywords(html: string, own: MuscleGroup): string {
  return html.replace(keywordPattern, (word) =>
    word.toLowerCase() === own ? word : `${word.slice(0, 2)}&shy;${word.slice(2)}`,
  );
}
