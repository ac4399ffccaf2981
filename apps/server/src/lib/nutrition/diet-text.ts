import type { DietFigures } from './diet-engine';
import type { BmiBand, DietGoal, DietMeal } from '@atlas/shared/rules/diet';
import { formatNumber } from '@atlas/shared/rules/format';
import type { Language } from '@atlas/shared/rules/locale';

/**
 * The diet plan as text, the spec's answer of POST /diet-plan and the measurement's `dietPlan`:
 * one fact a line, so the measurements page can show it line by line.
 */

const words = {
  en: {
    title: 'Your Atlas diet plan',
    body: 'Your body today',
    bmi: (v: string, band: string) => `• BMI ${v}: ${band} (WHO classification)`,
    fat: (v: string, navy: boolean) =>
      `• Body fat about ${v} % (${navy ? 'US Navy circumference formula' : 'relative fat mass from height and waist'})`,
    energy: (bmr: string, tdee: string) =>
      `• Resting energy ${bmr} kcal a day (Mifflin-St Jeor); about ${tdee} kcal with light activity`,
    target: 'Your daily target',
    macros: (kcal: string, p: string, c: string, f: string) =>
      `${kcal} kcal: protein ${p} g · carbohydrates ${c} g · fat ${f} g`,
    why: 'Why these numbers',
    meals: 'Your day of meals',
    total: 'Day total',
    tips: 'Good to know',
    kcal: 'kcal',
    tipList: [
      '• Drink 2 to 3 litres of water a day, more on training days and in the summer heat.',
      '• Weigh cooked foods as listed; swap a food for one of the same kind (chicken for fish, rice for bulgur) when you like.',
      '• Re-measure next month and ask for a new plan: targets change as your body does.',
      '• This plan is general guidance, not medical advice. If you are pregnant, have diabetes, a kidney or heart condition, or take medicines, ask your doctor or a dietitian first.',
    ],
    growing:
      'You are under 18, so this plan keeps you at your daily energy need for healthy growth rather than cutting or bulking.',
    bands: {
      underweight: 'underweight',
      normal: 'normal weight',
      overweight: 'overweight',
      'obesity-1': 'obesity class I',
      'obesity-2': 'obesity class II',
      'obesity-3': 'obesity class III',
    } satisfies Record<BmiBand, string>,
    mealNames: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' } satisfies Record<
      DietMeal,
      string
    >,
    goals: {
      'lose-weight':
        'To lose weight steadily we take about a fifth off your daily need, roughly half a kilo a week for most people. Protein stays high to protect your muscle while you lose fat.',
      recomposition:
        'To lose fat while keeping muscle we take a small tenth off your daily need and keep protein at the top of the research range. Keep lifting: the training tells your body to hold on to muscle.',
      maintain:
        'To keep your weight we plan at your daily need, with enough protein to support your training and a balance of carbohydrates and healthy fats.',
      'build-muscle':
        'To build muscle we add about a tenth to your daily need: enough to grow without gaining much fat. Protein is set for muscle growth and carbohydrates fuel your sessions.',
      'gain-weight':
        'To gain weight we add about 15 % to your daily need. Eat every meal even when you are not hungry; calorie-dense foods like nuts, dates and tahini make it easier.',
      performance:
        'For sports performance we add a little energy and give carbohydrates the largest share, since they fuel hard training and recovery.',
    } satisfies Record<DietGoal, string>,
  },
  ar: {
    title: 'خطتك الغذائية من أطلس',
    body: 'جسمك اليوم',
    bmi: (v: string, band: string) => `• مؤشر كتلة الجسم ${v}: ${band} (تصنيف منظمة الصحة العالمية)`,
    fat: (v: string, navy: boolean) =>
      `• نسبة الدهون نحو ${v}٪ (${navy ? 'معادلة محيطات الجسم للبحرية الأمريكية' : 'كتلة الدهون النسبية من الطول ومحيط الخصر'})`,
    energy: (bmr: string, tdee: string) =>
      `• طاقة الراحة ${bmr} سعرة يوميًا (معادلة ميفلين-سان جيور)؛ ونحو ${tdee} سعرة مع نشاط خفيف`,
    target: 'هدفك اليومي',
    macros: (kcal: string, p: string, c: string, f: string) =>
      `${kcal} سعرة: بروتين ${p} جم · كربوهيدرات ${c} جم · دهون ${f} جم`,
    why: 'لماذا هذه الأرقام',
    meals: 'وجباتك اليومية',
    total: 'إجمالي اليوم',
    tips: 'نصائح مهمة',
    kcal: 'سعرة',
    tipList: [
      '• اشرب من لترين إلى ثلاثة لترات من الماء يوميًا، وأكثر في أيام التمرين وحر الصيف.',
      '• زن الأطعمة المطبوخة كما هي مذكورة، ويمكنك استبدال طعام بآخر من النوع نفسه (الدجاج بالسمك، والأرز بالبرغل).',
      '• أعد القياس الشهر القادم واطلب خطة جديدة؛ فالأهداف تتغير مع تغير جسمك.',
      '• هذه الخطة إرشادات عامة وليست نصيحة طبية. إن كنتِ حاملًا أو كنت مصابًا بالسكري أو بمرض في الكلى أو القلب أو تتناول أدوية، فاستشر طبيبك أو أخصائي تغذية أولًا.',
    ],
    growing:
      'عمرك أقل من ١٨ عامًا، لذلك تُبقيك هذه الخطة عند احتياجك اليومي من الطاقة لنمو صحي بدلًا من التنشيف أو التضخيم.',
    bands: {
      underweight: 'نقص في الوزن',
      normal: 'وزن طبيعي',
      overweight: 'زيادة في الوزن',
      'obesity-1': 'سمنة من الدرجة الأولى',
      'obesity-2': 'سمنة من الدرجة الثانية',
      'obesity-3': 'سمنة من الدرجة الثالثة',
    } satisfies Record<BmiBand, string>,
    mealNames: {
      breakfast: 'الإفطار',
      lunch: 'الغداء',
      dinner: 'العشاء',
      snack: 'وجبة خفيفة',
    } satisfies Record<DietMeal, string>,
    goals: {
      'lose-weight':
        'لإنقاص الوزن بثبات نخفض نحو خُمس احتياجك اليومي، أي قرابة نصف كيلو أسبوعيًا لمعظم الناس. ويبقى البروتين مرتفعًا ليحمي عضلاتك أثناء فقدان الدهون.',
      recomposition:
        'لخسارة الدهون مع الحفاظ على العضلات نخفض عُشر احتياجك اليومي فقط ونرفع البروتين إلى أعلى المدى الموصى به. واصل تمارين المقاومة، فهي ما يدفع جسمك للحفاظ على العضلات.',
      maintain:
        'للحفاظ على وزنك نخطط عند احتياجك اليومي، مع بروتين كافٍ لدعم تمرينك وتوازن بين الكربوهيدرات والدهون الصحية.',
      'build-muscle':
        'لبناء العضلات نضيف نحو عُشر احتياجك اليومي، وهو ما يكفي للنمو دون زيادة كبيرة في الدهون. البروتين محسوب لنمو العضلات والكربوهيدرات تمد تمرينك بالطاقة.',
      'gain-weight':
        'لزيادة الوزن نضيف نحو ١٥٪ إلى احتياجك اليومي. تناول كل وجبة حتى إن لم تكن جائعًا؛ والأطعمة الغنية بالسعرات مثل المكسرات والتمر والطحينة تسهّل ذلك.',
      performance:
        'للأداء الرياضي نضيف قليلًا من الطاقة ونعطي الكربوهيدرات النصيب الأكبر، فهي وقود التمرين الشاق والاستشفاء.',
    } satisfies Record<DietGoal, string>,
  },
};

/** The engine's own explanation of the targets (the model may rewrite it). */
export function templateExplanation(figures: DietFigures, goal: DietGoal, lang: Language): string {
  const w = words[lang];
  return figures.growing ? w.growing : w.goals[goal];
}

export function dietPlanText(figures: DietFigures, explanation: string, lang: Language): string {
  const w = words[lang];
  const n = (v: number, digits = 0) =>
    formatNumber(v, lang, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const macros = (m: { calories: number; protein: number; carbs: number; fat: number }) =>
    w.macros(n(m.calories), n(m.protein), n(m.carbs), n(m.fat));
  const lines = [
    w.title,
    '',
    w.body,
    w.bmi(n(figures.bmi, 1), w.bands[figures.bmiBand as BmiBand]),
    w.fat(n(figures.bodyFat, 1), figures.bodyFatMethod === 'us-navy'),
    w.energy(n(figures.bmr), n(figures.tdee)),
    '',
    w.target,
    macros(figures.target),
    '',
    w.why,
    ...explanation
      .split(/\n+/)
      .map((l) => l.trim())
      .filter(Boolean),
    '',
    w.meals,
  ];
  for (const meal of figures.meals) {
    const totals = { calories: meal.calories, protein: meal.protein, carbs: meal.carbs, fat: meal.fats };
    lines.push(`${w.mealNames[meal.meal]} (${macros(totals)})`);
    for (const item of meal.items) lines.push(`• ${item.name}: ${item.quantity}`);
  }
  lines.push(`${w.total} (${macros(figures.totals)})`, '', w.tips, ...w.tipList);
  return lines.join('\n');
}
