import { escapeHtml } from '@atlas/shared/web/html';
import type { Language } from '@atlas/shared/rules/locale';
import type { GymMachine } from './machine-catalogue';
import { softenOtherKeywords } from './muscle-keywords';

const labels = {
  en: { muscle: 'Muscle group', howTo: 'How to use it', tip: 'Tip' },
  ar: { muscle: 'المجموعة العضلية', howTo: 'طريقة الاستخدام', tip: 'نصيحة' },
};
const muscleNames: Record<Language, Record<GymMachine['muscle'], string>> = {
  en: {
    chest: 'chest',
    back: 'back',
    shoulders: 'shoulders',
    arms: 'arms',
    legs: 'legs',
    abs: 'abs',
    calves: 'calves',
  },
  ar: {
    chest: 'الصدر',
    back: 'الظهر',
    shoulders: 'الأكتاف',
    arms: 'الذراعان',
    legs: 'الأرجل',
    abs: 'البطن',
    calves: 'السمانة',
  },
};

/**
 * The identify answer as HTML (the spec's response): the machine, the muscle group (its English
 * keyword in the English answer, which the spec's client reads; see muscle-keywords.ts), how to
 * use it and a tip. Every text is ours and escaped.
 */
export function machineHtml(machine: GymMachine, lang: Language): string {
  const l = labels[lang];
  const text = (value: string) => softenOtherKeywords(escapeHtml(value), machine.muscle);
  const steps = machine.howTo[lang].map((s) => `<li>${text(s)}</li>`).join('');
  return [
    `<h3>${escapeHtml(machine.name[lang])}</h3>`,
    `<p><strong>${l.muscle}:</strong> ${escapeHtml(muscleNames[lang][machine.muscle])} (${text(machine.worked[lang])})</p>`,
    `<p><strong>${l.howTo}:</strong></p><ol>${steps}</ol>`,
    `<p><strong>${l.tip}:</strong> ${text(machine.tip[lang])}</p>`,
  ].join('');
}
