import type { DietFigures } from '../nutrition/diet-engine';
import type { DietGoal } from '@atlas/shared/rules/diet';
import type { Language } from '@atlas/shared/rules/locale';
import type { ChatClient } from './chat-client';

/** Arabic-Indic and Persian digits read as ASCII ones, so numbers can be compared. */
function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066b]/g, '.')
    .replace(/[\u066c]/g, ',');
}

/** Every number the engine worked out, which the explanation may quote. */
function allowedNumbers(f: DietFigures): Set<string> {
  const values = [
    f.bmi,
    f.bodyFat,
    f.bmr,
    f.tdee,
    f.activityFactor,
    ...Object.values(f.target),
    ...Object.values(f.totals),
    ...f.meals.flatMap((m) => [m.calories, m.protein, m.carbs, m.fats]),
  ];
  return new Set(values.map((v) => String(v)));
}

/**
 * True when every number in the text is one of the engine's, or a small count (1–10, a week, a
 * percent step of 5): a model may phrase the plan but not invent figures.
 */
export function keepsEngineNumbers(text: string, figures: DietFigures): boolean {
  const allowed = allowedNumbers(figures);
  const numbers = asciiDigits(text).match(/\d[\d,]*(?:\.\d+)?/g) ?? [];
  return numbers.every((raw) => {
    const value = raw.replace(/,/g, '');
    const n = Number(value);
    return allowed.has(String(n)) || (Number.isInteger(n) && (n <= 10 || (n <= 100 && n % 5 === 0)));
  });
}

const languageName: Record<Language, string> = { en: 'English', ar: 'Modern Standard Arabic' };

/**
 * Asks the configured model for a friendlier explanation of the engine's targets. Undefined when
 * the model fails, is slow, or answers with figures of its own: the engine's text is used then.
 */
export async function explainWithModel(
  client: ChatClient,
  model: string,
  figures: DietFigures,
  goal: DietGoal,
  lang: Language,
  log: { warn: (obj: object, msg: string) => void },
): Promise<string | undefined> {
  const facts = {
    goal,
    bmi: figures.bmi,
    bmiBand: figures.bmiBand,
    bodyFatPercent: figures.bodyFat,
    restingKcal: figures.bmr,
    dailyNeedKcal: figures.tdee,
    targetKcal: figures.target.calories,
    proteinGrams: figures.target.protein,
    carbsGrams: figures.target.carbs,
    fatGrams: figures.target.fat,
    under18: figures.growing,
  };
  try {
    const text = await client.complete({
      model,
      maxTokens: 400,
      messages: [
        {
          role: 'system',
          content:
            `You are a registered dietitian writing for an Egyptian gym member. Write 3 or 4 short, warm sentences in ${languageName[lang]} ` +
            'explaining why these daily targets suit the goal. Use only the numbers given; do not invent any figure, food amount, ' +
            'medical claim or product. Plain text, no lists, no headings.',
        },
        { role: 'user', content: JSON.stringify(facts) },
      ],
    });
    const clean = text.replace(/[*#_`>]/g, '').trim();
    if (clean.length < 20 || clean.length > 1500) throw new Error('explanation of an odd length');
    if (!keepsEngineNumbers(clean, figures)) throw new Error('explanation quotes figures of its own');
    return clean;
  } catch (error) {
    log.warn({ err: error }, 'diet explanation: model not used');
    return undefined;
  }
}
