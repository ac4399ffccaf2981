/**
 * The gym machines the photo identifier knows: for each one its names in English and Arabic, the
 * muscle group it trains (the key of the exercise pages it links to), a few short steps and one tip
 * for using it, the prompts a zero-shot image classifier scores a photo against, and the names a
 * vision model may use in a free answer. Strength machines only: every one trains one of the seven
 * muscle groups.
 */
import type { MuscleGroup } from '@atlas/shared/rules/training';

export interface GymMachine {
  id: string;
  muscle: MuscleGroup;
  name: { en: string; ar: string };
  /** Short English descriptions of what the machine looks like in a photo (zero-shot prompts), 2–3 each. */
  prompts: string[];
  /** Other names people (and vision models) use, lower-case English; matched against a model's free answer. */
  aliases: string[];
  /** 3–5 short imperative steps, one sentence each. */
  howTo: { en: string[]; ar: string[] };
  /** One safety or form tip. */
  tip: { en: string; ar: string };
  /** Muscles worked, in everyday words. */
  worked: { en: string; ar: string };
}

export const gymMachines: readonly GymMachine[] = [
  // Chest
  {
    id: 'chestPress',
    muscle: 'chest',
    name: { en: 'Chest Press Machine', ar: 'جهاز ضغط الصدر' },
    prompts: [
      'a photo of a seated chest press machine in a gym',
      'a gym machine with a seat, an upright back pad and two handles at chest height that push forward',
    ],
    aliases: [
      'chest press',
      'chest press machine',
      'seated chest press',
      'machine chest press',
      'machine bench press',
      'horizontal chest press',
    ],
    howTo: {
      en: [
        'Set the seat height so the handles line up with the middle of your chest.',
        'Sit with your back and head against the pad and your feet flat on the floor, then grip the handles.',
        'Breathe out and press the handles forward until your arms are straight but your elbows are not locked.',
        'Breathe in and bring the handles back slowly until you feel a stretch across your chest, without letting the weight stack rest.',
      ],
      ar: [
        'اضبط ارتفاع المقعد بحيث تكون المقابض في مستوى منتصف صدرك.',
        'اجلس وظهرك ورأسك على المسند وقدماك مستويتان على الأرض، ثم امسك المقابض.',
        'ازفر وادفع المقابض للأمام حتى تمتد ذراعاك دون أن تقفل مرفقيك.',
        'خذ نفسًا وأرجع المقابض ببطء حتى تشعر بتمدد في صدرك، دون أن تترك الأثقال ترتاح على بعضها.',
      ],
    },
    tip: {
      en: 'Keep your shoulder blades pulled back and down against the pad so your chest, not your shoulders, does the pushing.',
      ar: 'أبقِ لوحي كتفيك مشدودين للخلف وللأسفل على المسند حتى يقوم صدرك بالدفع وليس كتفاك.',
    },
    worked: {
      en: 'Chest, front shoulders, triceps',
      ar: 'الصدر، مقدمة الكتف، العضلة ثلاثية الرؤوس (الترايسبس)',
    },
  },
  {
    id: 'inclineChestPress',
    muscle: 'chest',
    name: { en: 'Incline Chest Press Machine', ar: 'جهاز ضغط الصدر المائل' },
    prompts: [
      'a photo of an incline chest press machine in a gym',
      'a gym machine with a reclined seat and handles that press upwards and forwards at an angle',
    ],
    aliases: [
      'incline chest press',
      'incline press machine',
      'incline machine press',
      'machine incline press',
    ],
    howTo: {
      en: [
        'Adjust the seat so the handles start level with your upper chest.',
        'Sit back against the angled pad with your feet flat and grip the handles a little wider than your shoulders.',
        'Breathe out and press up and forward until your arms are almost straight.',
        'Breathe in and lower the handles slowly to the start, keeping your elbows slightly below shoulder height.',
      ],
      ar: [
        'اضبط المقعد بحيث تبدأ المقابض في مستوى أعلى صدرك.',
        'اسند ظهرك إلى المسند المائل وقدماك ثابتتان على الأرض، وامسك المقابض بعرض أوسع قليلًا من كتفيك.',
        'ازفر وادفع للأعلى وللأمام حتى تكاد ذراعاك تستقيمان.',
        'خذ نفسًا وأنزل المقابض ببطء إلى نقطة البداية مع إبقاء مرفقيك أدنى قليلًا من مستوى كتفيك.',
      ],
    },
    tip: {
      en: 'Do not lift your lower back off the pad; if you have to, the weight is too heavy.',
      ar: 'لا ترفع أسفل ظهرك عن المسند؛ فإن اضطررت لذلك فالوزن ثقيل عليك.',
    },
    worked: { en: 'Upper chest, front shoulders, triceps', ar: 'أعلى الصدر، مقدمة الكتف، الترايسبس' },
  },
  {
    id: 'pecDeck',
    muscle: 'chest',
    name: { en: 'Pec Deck', ar: 'جهاز الفراشة (بيك دك)' },
    prompts: [
      'a photo of a pec deck fly machine in a gym',
      'a seated gym machine with two padded arms that swing together in front of the chest',
    ],
    aliases: [
      'pec deck',
      'pec deck machine',
      'pec fly',
      'pec fly machine',
      'chest fly machine',
      'butterfly machine',
      'seated chest fly',
    ],
    howTo: {
      en: [
        'Set the seat so the handles are at chest height and your upper arms are roughly parallel to the floor.',
        'Sit tall with your back against the pad and hold the handles with a slight bend in your elbows.',
        'Breathe out and bring the handles together in front of your chest in a wide arc, squeezing your chest.',
        'Breathe in and let the handles open slowly until your arms are in line with your body, not behind it.',
      ],
      ar: [
        'اضبط المقعد بحيث تكون المقابض في مستوى صدرك وعضداك موازيين للأرض تقريبًا.',
        'اجلس معتدلًا وظهرك على المسند، وامسك المقابض مع ثني خفيف في المرفقين.',
        'ازفر واجمع المقابض أمام صدرك في قوس واسع مع عصر عضلات الصدر.',
        'خذ نفسًا واترك المقابض تنفتح ببطء حتى تصبح ذراعاك على استقامة جسمك لا خلفه.',
      ],
    },
    tip: {
      en: 'Keep the same slight elbow bend throughout; opening too far behind the body strains the front of the shoulder.',
      ar: 'حافظ على الثني الخفيف نفسه في المرفقين طوال الحركة؛ فالفتح الزائد خلف الجسم يجهد مقدمة الكتف.',
    },
    worked: { en: 'Chest, front shoulders', ar: 'الصدر، مقدمة الكتف' },
  },
  {
    id: 'cableStation',
    muscle: 'chest',
    name: { en: 'Cable Crossover Machine', ar: 'جهاز الكابلات المتقاطعة (كروس أوفر)' },
    prompts: [
      'a photo of a cable crossover machine with two tall weight stacks and adjustable pulleys',
      'a wide gym cable station with pulleys on both sides and handles hanging from cables',
    ],
    aliases: [
      'cable crossover',
      'cable cross over',
      'cable crossover station',
      'crossover machine',
      'cable cross',
      'cable fly',
      'cable fly station',
      'cable machine',
      'cable station',
      'dual cable machine',
      'dual pulley machine',
      'functional trainer',
    ],
    howTo: {
      en: [
        'Set both pulleys at or just above shoulder height and clip a single handle to each cable.',
        'Take a handle in each hand, step forward into a split stance and lean slightly forward with a small bend in your elbows.',
        'Breathe out and bring your hands together in a wide hugging arc until they meet in front of your chest.',
        'Breathe in and let your arms open slowly until you feel a stretch across your chest, keeping the cables under control.',
      ],
      ar: [
        'اضبط البكرتين عند مستوى الكتفين أو أعلى منه قليلًا، وثبّت مقبضًا منفردًا في كل كابل.',
        'امسك مقبضًا بكل يد، وتقدّم خطوة بحيث تكون قدم أمام الأخرى، ومِل للأمام قليلًا مع ثني خفيف في المرفقين.',
        'ازفر واجمع يديك في قوس واسع كأنك تحتضن شيئًا حتى تلتقيا أمام صدرك.',
        'خذ نفسًا واترك ذراعيك تنفتحان ببطء حتى تشعر بتمدد في صدرك مع التحكم في الكابلات.',
      ],
    },
    tip: {
      en: 'Move only at the shoulders; if your elbows start bending and straightening, the weight is too heavy and the fly has become a press.',
      ar: 'اجعل الحركة من الكتفين فقط؛ فإذا بدأ مرفقاك في الثني والفرد فالوزن ثقيل وقد تحولت الحركة إلى ضغط.',
    },
    worked: { en: 'Chest, front shoulders', ar: 'الصدر، مقدمة الكتف' },
  },

  // Back
  {
    id: 'latPulldown',
    muscle: 'back',
    name: { en: 'Lat Pulldown', ar: 'جهاز السحب العلوي (لات بول داون)' },
    prompts: [
      'a photo of a lat pulldown machine in a gym',
      'a gym machine with a seat, knee pads and a long bar hanging from a high cable',
    ],
    aliases: [
      'lat pulldown',
      'lat pull down',
      'lat pulldown machine',
      'lat machine',
      'pulldown machine',
      'pull down machine',
      'cable pulldown',
      'wide grip pulldown',
    ],
    howTo: {
      en: [
        'Set the thigh pad so your legs are held in snugly with your feet flat on the floor.',
        'Grip the bar a little wider than your shoulders and sit down with your arms fully stretched overhead.',
        'Breathe out and pull the bar down to your upper chest, driving your elbows down and back.',
        'Breathe in and let the bar rise slowly until your arms are straight again.',
      ],
      ar: [
        'اضبط وسادة الفخذين بحيث تثبّت ساقيك جيدًا وقدماك مستويتان على الأرض.',
        'امسك البار بقبضة أوسع قليلًا من كتفيك واجلس وذراعاك ممدودتان بالكامل فوق رأسك.',
        'ازفر واسحب البار إلى أعلى صدرك مع دفع مرفقيك للأسفل وللخلف.',
        'خذ نفسًا واترك البار يرتفع ببطء حتى تستقيم ذراعاك مرة أخرى.',
      ],
    },
    tip: {
      en: 'Pull to the front of your chest, never behind your neck, and avoid leaning far back or swinging.',
      ar: 'اسحب البار إلى مقدمة صدرك ولا تسحبه خلف رقبتك أبدًا، وتجنب الميل الشديد للخلف أو التأرجح.',
    },
    worked: {
      en: 'Lats, upper back, biceps',
      ar: 'العضلة الظهرية العريضة، أعلى الظهر، العضلة ذات الرأسين (البايسبس)',
    },
  },
  {
    id: 'seatedRow',
    muscle: 'back',
    name: { en: 'Seated Cable Row', ar: 'جهاز التجديف جالسًا' },
    prompts: [
      'a photo of a seated cable row machine in a gym',
      'a long low gym bench with foot plates and a handle attached to a low cable pulley',
    ],
    aliases: [
      'seated row',
      'seated row machine',
      'seated cable row',
      'cable row',
      'low row',
      'low cable row',
      'cable rowing',
    ],
    howTo: {
      en: [
        'Sit on the bench with your feet on the foot plates and knees slightly bent, and grip the handle with straight arms.',
        'Sit up tall with your chest lifted and your back straight, not rounded.',
        'Breathe out and pull the handle to your lower ribs, squeezing your shoulder blades together.',
        'Breathe in and let your arms extend slowly, feeling the stretch in your back without rounding your spine.',
      ],
      ar: [
        'اجلس على المقعد وقدماك على مسندي القدمين مع ثني خفيف في الركبتين، وامسك المقبض وذراعاك ممدودتان.',
        'اجلس معتدلًا وصدرك مرفوع وظهرك مستقيم غير منحنٍ.',
        'ازفر واسحب المقبض نحو أسفل ضلوعك مع ضم لوحي كتفيك معًا.',
        'خذ نفسًا وافرد ذراعيك ببطء لتشعر بتمدد ظهرك دون أن تحني عمودك الفقري.',
      ],
    },
    tip: {
      en: 'Keep your torso almost still; rocking back and forth moves the load from your back muscles to your lower spine.',
      ar: 'أبقِ جذعك شبه ثابت؛ فالتأرجح للأمام والخلف ينقل الحمل من عضلات ظهرك إلى أسفل العمود الفقري.',
    },
    worked: {
      en: 'Middle back, lats, rear shoulders, biceps',
      ar: 'منتصف الظهر، العضلة الظهرية العريضة، خلفية الكتف، البايسبس',
    },
  },
  {
    id: 'tBarRow',
    muscle: 'back',
    name: { en: 'T-Bar Row', ar: 'جهاز التجديف (تي بار)' },
    prompts: [
      'a photo of a t-bar row machine in a gym',
      'a plate-loaded gym lever with a foot platform and handles near the floor for bent-over rows',
    ],
    aliases: [
      't-bar row',
      'tbar row',
      't-bar row machine',
      'chest supported t-bar row',
      'lying t-bar row',
      'landmine row',
    ],
    howTo: {
      en: [
        'Stand on the foot platform with your feet shoulder-width apart and your knees softly bent.',
        'Hinge at the hips until your chest faces the floor at about 45 degrees, keep your back flat and grab the handles.',
        'Breathe out and pull the handles towards your stomach, leading with your elbows.',
        'Breathe in and lower the weight slowly until your arms are straight, keeping your back flat.',
      ],
      ar: [
        'قف على منصة القدمين وقدماك بعرض الكتفين مع ثني خفيف في الركبتين.',
        'انحنِ من الوركين حتى يميل صدرك نحو الأرض بزاوية 45 درجة تقريبًا، وحافظ على استقامة ظهرك وامسك المقابض.',
        'ازفر واسحب المقابض نحو بطنك بقيادة المرفقين.',
        'خذ نفسًا وأنزل الوزن ببطء حتى تستقيم ذراعاك مع إبقاء ظهرك مستقيمًا.',
      ],
    },
    tip: {
      en: 'If the machine has a chest pad, keep your chest on it; otherwise keep your back flat and your core braced for the whole set.',
      ar: 'إذا كان في الجهاز مسند للصدر فأبقِ صدرك عليه، وإلا فحافظ على استقامة ظهرك وشد عضلات بطنك طوال المجموعة.',
    },
    worked: {
      en: 'Middle back, lats, rear shoulders, biceps',
      ar: 'منتصف الظهر، العضلة الظهرية العريضة، خلفية الكتف، البايسبس',
    },
  },
  {
    id: 'assistedPullUp',
    muscle: 'back',
    name: { en: 'Assisted Pull-Up and Dip Machine', ar: 'جهاز العقلة والمتوازي المساعد' },
    prompts: [
      'a photo of an assisted pull-up and dip machine in a gym',
      'a tall gym machine with a kneeling pad, high handles for pull-ups and low handles for dips',
    ],
    aliases: [
      'assisted pull-up',
      'assisted pull-up machine',
      'assisted pullup',
      'assisted chin-up',
      'assisted chin-up machine',
      'assisted dip',
      'assisted dip machine',
      'pull-up assist machine',
      'gravitron',
    ],
    howTo: {
      en: [
        'Choose the assist weight: the more weight you select, the more help you get.',
        'Kneel on the pad and grip the top handles a little wider than your shoulders with your arms straight.',
        'Breathe out and pull yourself up until your chin is level with the handles, driving your elbows down.',
        'Breathe in and lower yourself slowly until your arms are straight again.',
        'At the end of the set, come all the way down and step off the pad carefully, one foot at a time.',
      ],
      ar: [
        'اختر وزن المساعدة؛ فكلما زاد الوزن الذي تختاره زادت المساعدة التي تحصل عليها.',
        'اركع على الوسادة وامسك المقابض العلوية بقبضة أوسع قليلًا من كتفيك وذراعاك ممدودتان.',
        'ازفر واسحب جسمك لأعلى حتى يصل ذقنك إلى مستوى المقابض مع دفع مرفقيك للأسفل.',
        'خذ نفسًا وأنزل جسمك ببطء حتى تستقيم ذراعاك من جديد.',
        'في نهاية المجموعة انزل إلى الأسفل تمامًا ثم انزل عن الوسادة بحذر قدمًا بعد الأخرى.',
      ],
    },
    tip: {
      en: 'Avoid swinging or kicking your legs; if you cannot pull up with control, add more assistance.',
      ar: 'تجنب التأرجح أو الركل بساقيك؛ وإذا لم تستطع السحب بتحكم فزد وزن المساعدة.',
    },
    worked: {
      en: 'Lats, upper back, biceps',
      ar: 'العضلة الظهرية العريضة، أعلى الظهر، البايسبس',
    },
  },
  {
    id: 'backExtension',
    muscle: 'back',
    name: { en: 'Back Extension Bench', ar: 'جهاز تمديد الظهر (الكرسي الروماني)' },
    prompts: [
      'a photo of a 45-degree back extension bench (roman chair) in a gym',
      'an angled gym bench with a hip pad and ankle rollers for lower-back extensions',
    ],
    aliases: [
      'back extension',
      'back extension machine',
      'roman chair',
      'hyperextension',
      'hyper extension',
      'hyperextension bench',
      '45-degree back extension',
      '45-degree hyperextension',
      'lower back extension',
    ],
    howTo: {
      en: [
        'Set the hip pad so its top edge sits just below your hip bones, leaving you free to bend at the waist.',
        'Hook your heels under the ankle pads and cross your arms over your chest.',
        'Breathe in and bend forward slowly from the hips with a flat back until you feel a stretch in your hamstrings.',
        'Breathe out and raise your upper body until it is in a straight line with your legs, without arching past it.',
      ],
      ar: [
        'اضبط وسادة الوركين بحيث تكون حافتها العليا أسفل عظام الحوض مباشرة لتتمكن من الانحناء من الخصر بحرية.',
        'ثبّت كعبيك أسفل وسادتي الكاحلين وضع ذراعيك متقاطعتين على صدرك.',
        'خذ نفسًا وانحنِ للأمام ببطء من الوركين وظهرك مستقيم حتى تشعر بتمدد في العضلات الخلفية للفخذ.',
        'ازفر وارفع جذعك حتى يصبح على خط مستقيم مع ساقيك دون أن تقوّس ظهرك أبعد من ذلك.',
      ],
    },
    tip: {
      en: 'Move slowly and stop at a straight line; jerking up or over-arching the lower back is what causes strain.',
      ar: 'تحرك ببطء وتوقف عند الخط المستقيم؛ فالارتفاع بعنف أو المبالغة في تقويس أسفل الظهر هو ما يسبب الإجهاد.',
    },
    worked: {
      en: 'Lower back, glutes, hamstrings',
      ar: 'أسفل الظهر، عضلات الأرداف، العضلات الخلفية للفخذ',
    },
  },

  // Shoulders
  {
    id: 'shoulderPress',
    muscle: 'shoulders',
    name: { en: 'Shoulder Press Machine', ar: 'جهاز ضغط الكتف' },
    prompts: [
      'a photo of a seated shoulder press machine in a gym',
      'a gym machine with an upright seat and handles at shoulder height that press overhead',
    ],
    aliases: [
      'shoulder press',
      'shoulder press machine',
      'seated shoulder press',
      'machine shoulder press',
      'overhead press machine',
      'military press machine',
      'seated overhead press',
    ],
    howTo: {
      en: [
        'Set the seat so the handles start at about shoulder height.',
        'Sit with your back flat against the pad and your feet on the floor, then grip the handles.',
        'Breathe out and press the handles overhead until your arms are straight but not locked.',
        'Breathe in and lower the handles slowly back to shoulder height.',
      ],
      ar: [
        'اضبط المقعد بحيث تبدأ المقابض عند مستوى الكتفين تقريبًا.',
        'اجلس وظهرك ملتصق بالمسند وقدماك على الأرض، ثم امسك المقابض.',
        'ازفر وادفع المقابض فوق رأسك حتى تستقيم ذراعاك دون أن تقفل مرفقيك.',
        'خذ نفسًا وأنزل المقابض ببطء إلى مستوى الكتفين.',
      ],
    },
    tip: {
      en: 'Keep your lower back on the pad and your core tight; arching to finish a rep means the weight is too heavy.',
      ar: 'أبقِ أسفل ظهرك على المسند وعضلات بطنك مشدودة؛ فإن احتجت إلى تقويس ظهرك لإكمال التكرار فالوزن ثقيل.',
    },
    worked: {
      en: 'Front and side shoulders, triceps, upper chest',
      ar: 'مقدمة الكتف وجانبه، الترايسبس، أعلى الصدر',
    },
  },
  {
    id: 'lateralRaise',
    muscle: 'shoulders',
    name: { en: 'Lateral Raise Machine', ar: 'جهاز الرفرفة الجانبية' },
    prompts: [
      'a photo of a lateral raise machine in a gym',
      'a seated gym machine with two arm pads that lift out to the sides up to shoulder height',
    ],
    aliases: [
      'lateral raise',
      'lateral raise machine',
      'seated lateral raise',
      'side raise machine',
      'side lateral raise machine',
      'lateral delt machine',
      'deltoid raise machine',
    ],
    howTo: {
      en: [
        "Adjust the seat so your shoulders line up with the machine's pivot points.",
        'Sit tall and press the outside of your upper arms, just above the elbows, against the arm pads.',
        'Breathe out and raise your arms out to the sides until they reach shoulder height.',
        'Pause briefly, then breathe in and lower your arms slowly.',
      ],
      ar: [
        'اضبط المقعد بحيث يكون كتفاك على مستوى محوري دوران الجهاز.',
        'اجلس معتدلًا وضع الجانب الخارجي من عضديك، فوق المرفقين مباشرة، على وسادتي الذراعين.',
        'ازفر وارفع ذراعيك إلى الجانبين حتى تصلا إلى مستوى الكتفين.',
        'توقف لحظة، ثم خذ نفسًا وأنزل ذراعيك ببطء.',
      ],
    },
    tip: {
      en: 'Do not shrug or lift above shoulder height; keep your neck relaxed and let the side of the shoulder do the work.',
      ar: 'لا ترفع كتفيك نحو أذنيك ولا ترفع ذراعيك أعلى من مستوى الكتفين؛ أرخِ رقبتك ودع الجزء الجانبي من الكتف يقوم بالعمل.',
    },
    worked: { en: 'Side shoulders, upper traps', ar: 'جانب الكتف، الجزء العلوي من عضلة الترابيس' },
  },
  {
    id: 'rearDeltFly',
    muscle: 'shoulders',
    name: { en: 'Rear Delt Fly Machine', ar: 'جهاز الكتف الخلفي (الفراشة العكسية)' },
    prompts: [
      'a photo of a reverse pec deck machine used for rear delt flyes in a gym',
      'a person sitting facing the chest pad of a fly machine, pulling the handles back and apart',
    ],
    aliases: [
      'rear delt fly',
      'rear delt fly machine',
      'rear delt machine',
      'rear deltoid fly',
      'rear deltoid machine',
      'reverse pec deck',
      'reverse pec deck machine',
      'reverse fly',
      'reverse fly machine',
      'reverse butterfly',
      'reverse butterfly machine',
    ],
    howTo: {
      en: [
        'Move the handles to the rear position and set the seat so the handles are at shoulder height.',
        'Sit facing the machine with your chest against the pad and grip the handles with your arms straight and elbows soft.',
        'Breathe out and sweep your arms back and out until they are in line with your shoulders.',
        'Breathe in and bring the handles forward slowly without letting the weight stack rest.',
      ],
      ar: [
        'حرّك المقابض إلى الوضع الخلفي، واضبط المقعد بحيث تكون المقابض في مستوى كتفيك.',
        'اجلس مواجهًا للجهاز وصدرك على المسند، وامسك المقابض وذراعاك ممدودتان مع ثني خفيف في المرفقين.',
        'ازفر وحرّك ذراعيك للخلف وللجانبين حتى تصبحا على استقامة كتفيك.',
        'خذ نفسًا وأعد المقابض ببطء إلى الأمام دون أن تترك الأثقال ترتاح.',
      ],
    },
    tip: {
      en: 'Use a light weight and lead with your elbows; keep your chest on the pad instead of leaning back to move the handles.',
      ar: 'استخدم وزنًا خفيفًا وابدأ الحركة بالمرفقين؛ وأبقِ صدرك على المسند بدلًا من الميل للخلف لتحريك المقابض.',
    },
    worked: { en: 'Rear shoulders, upper back', ar: 'خلفية الكتف، أعلى الظهر' },
  },

  // Arms
  {
    id: 'preacherCurl',
    muscle: 'arms',
    name: { en: 'Preacher Curl Machine', ar: 'جهاز البايسبس (بريتشر كيرل)' },
    prompts: [
      'a photo of a preacher curl machine for biceps in a gym',
      'a seated gym machine with a slanted arm pad and curl handles in front of it',
    ],
    aliases: [
      'preacher curl',
      'preacher curl machine',
      'preacher bench',
      'scott curl',
      'biceps curl machine',
      'bicep curl machine',
      'arm curl machine',
      'biceps machine',
      'bicep machine',
    ],
    howTo: {
      en: [
        'Set the seat so your armpits rest snugly over the top edge of the arm pad.',
        'Place the backs of your upper arms flat on the pad and grip the handles with your palms facing up.',
        'Breathe out and curl the handles up towards your shoulders, keeping your upper arms on the pad.',
        'Breathe in and lower the handles slowly until your arms are almost straight.',
      ],
      ar: [
        'اضبط المقعد بحيث يستقر إبطاك فوق الحافة العليا لوسادة الذراعين.',
        'ضع الجزء الخلفي من عضديك مسطحًا على الوسادة وامسك المقابض وراحتا يديك للأعلى.',
        'ازفر واثنِ ذراعيك لرفع المقابض نحو كتفيك مع إبقاء عضديك على الوسادة.',
        'خذ نفسًا وأنزل المقابض ببطء حتى تكاد ذراعاك تستقيمان.',
      ],
    },
    tip: {
      en: 'Stop just short of a locked elbow at the bottom; dropping into full lockout under load stresses the elbow joint.',
      ar: 'توقف قبل الفرد الكامل للمرفق في الأسفل؛ فالهبوط إلى الفرد الكامل تحت الحمل يجهد مفصل المرفق.',
    },
    worked: { en: 'Biceps, forearms', ar: 'البايسبس، عضلات الساعد' },
  },
  {
    id: 'tricepsExtension',
    muscle: 'arms',
    name: { en: 'Triceps Extension Machine', ar: 'جهاز الترايسبس' },
    prompts: [
      'a photo of a seated triceps extension machine in a gym',
      'a seated gym machine with an elbow pad and handles that are pushed down by straightening the arms',
    ],
    aliases: [
      'triceps extension',
      'triceps extension machine',
      'tricep extension',
      'tricep extension machine',
      'seated triceps extension',
      'overhead triceps extension machine',
      'triceps machine',
      'tricep machine',
    ],
    howTo: {
      en: [
        "Adjust the seat so your elbows rest on the arm pad in line with the machine's pivot.",
        'Sit tall with your back against the pad and grip the handles with your elbows bent.',
        'Breathe out and straighten your arms to push the handles down, keeping your elbows fixed on the pad.',
        'Breathe in and let the handles return slowly until you feel a stretch in the backs of your arms.',
      ],
      ar: [
        'اضبط المقعد بحيث يستقر مرفقاك على وسادة الذراعين على خط واحد مع محور دوران الجهاز.',
        'اجلس معتدلًا وظهرك على المسند، وامسك المقابض ومرفقاك مثنيان.',
        'ازفر وافرد ذراعيك لدفع المقابض للأسفل مع تثبيت مرفقيك على الوسادة.',
        'خذ نفسًا واترك المقابض تعود ببطء حتى تشعر بتمدد في خلفية ذراعيك.',
      ],
    },
    tip: {
      en: 'Only your forearms should move; if your shoulders roll forward to help, lower the weight.',
      ar: 'يجب أن يتحرك ساعداك فقط؛ فإذا اندفع كتفاك للأمام للمساعدة فخفّف الوزن.',
    },
    worked: { en: 'Triceps', ar: 'العضلة ثلاثية الرؤوس (الترايسبس)' },
  },
  {
    id: 'tricepsDip',
    muscle: 'arms',
    name: { en: 'Triceps Dip Machine', ar: 'جهاز المتوازي جالسًا (ديبس)' },
    prompts: [
      'a photo of a seated triceps dip machine in a gym',
      'a seated gym machine with two handles at the sides of the seat that are pushed down',
    ],
    aliases: [
      'triceps dip machine',
      'tricep dip machine',
      'seated dip',
      'seated dip machine',
      'dip machine',
      'triceps press machine',
      'tricep press machine',
      'seated triceps press',
    ],
    howTo: {
      en: [
        'Adjust the seat so your elbows are bent to about 90 degrees when you hold the handles.',
        'Sit with your back against the pad, fasten the belt or thigh pad if there is one, and grip the handles by your sides.',
        'Breathe out and push the handles down until your arms are straight, keeping your elbows close to your body.',
        'Breathe in and let the handles rise slowly until your elbows are bent to about 90 degrees again.',
      ],
      ar: [
        'اضبط المقعد بحيث يكون مرفقاك مثنيين بزاوية 90 درجة تقريبًا وأنت تمسك المقابض.',
        'اجلس وظهرك على المسند، وثبّت الحزام أو وسادة الفخذين إن وجدت، وامسك المقابض بجانبي جسمك.',
        'ازفر وادفع المقابض للأسفل حتى تستقيم ذراعاك مع إبقاء مرفقيك قريبين من جسمك.',
        'خذ نفسًا واترك المقابض ترتفع ببطء حتى يعود مرفقاك إلى زاوية 90 درجة تقريبًا.',
      ],
    },
    tip: {
      en: 'Keep your shoulders down and back; letting them roll forward at the top of the movement strains the front of the shoulder.',
      ar: 'أبقِ كتفيك للأسفل وللخلف؛ فتركهما يندفعان للأمام في أعلى الحركة يجهد مقدمة الكتف.',
    },
    worked: { en: 'Triceps, chest, front shoulders', ar: 'الترايسبس، الصدر، مقدمة الكتف' },
  },

  // Legs
  {
    id: 'legPress',
    muscle: 'legs',
    name: { en: 'Leg Press', ar: 'جهاز دفع الرجلين (ليج برس)' },
    prompts: [
      'a photo of a leg press machine in a gym',
      'a reclined gym seat facing a large angled foot platform loaded with weight plates',
    ],
    aliases: [
      'leg press',
      'leg press machine',
      'sled press',
      'sled leg press',
      '45-degree leg press',
      'incline leg press',
      'seated leg press',
      'horizontal leg press',
    ],
    howTo: {
      en: [
        'Sit with your back and hips flat against the pad and place your feet shoulder-width apart in the middle of the platform.',
        'Push the platform up slightly and release the safety handles.',
        'Breathe in and lower the platform slowly until your knees are bent to about 90 degrees, keeping your lower back on the pad.',
        'Breathe out and push through your whole foot until your legs are straight but your knees are not locked.',
        'Lock the safety handles back in place before you take your feet off the platform.',
      ],
      ar: [
        'اجلس وظهرك ووركاك على المسند، وضع قدميك بعرض الكتفين في منتصف المنصة.',
        'ادفع المنصة قليلًا لأعلى ثم حرّر مقابض الأمان.',
        'خذ نفسًا وأنزل المنصة ببطء حتى تنثني ركبتاك بزاوية 90 درجة تقريبًا مع إبقاء أسفل ظهرك على المسند.',
        'ازفر وادفع بكامل قدميك حتى تستقيم ساقاك دون أن تقفل ركبتيك.',
        'أعد مقابض الأمان إلى مكانها قبل أن ترفع قدميك عن المنصة.',
      ],
    },
    tip: {
      en: 'Never lock your knees at the top, and do not go so deep that your hips lift and your lower back rounds off the pad.',
      ar: 'لا تقفل ركبتيك أبدًا في الأعلى، ولا تنزل إلى عمق يجعل وركيك يرتفعان وأسفل ظهرك ينحني بعيدًا عن المسند.',
    },
    worked: {
      en: 'Quadriceps, glutes, hamstrings',
      ar: 'عضلات الفخذ الأمامية، عضلات الأرداف، العضلات الخلفية للفخذ',
    },
  },
  {
    id: 'hackSquat',
    muscle: 'legs',
    name: { en: 'Hack Squat', ar: 'جهاز الهاك سكوات' },
    prompts: [
      'a photo of a hack squat machine in a gym',
      'an angled gym sled with shoulder pads and a back pad above a large foot platform',
    ],
    aliases: [
      'hack squat',
      'hack squat machine',
      'machine hack squat',
      'reverse hack squat',
      'squat machine',
    ],
    howTo: {
      en: [
        'Step onto the platform with your back against the pad, your shoulders under the shoulder pads and your feet shoulder-width apart.',
        'Stand up to take the weight and release the safety handles.',
        'Breathe in and bend your knees to lower yourself slowly, knees in line with your toes, until your thighs are about parallel to the platform.',
        'Breathe out and drive through your whole foot to stand back up without locking your knees.',
        'Re-engage the safety handles before you step out of the machine.',
      ],
      ar: [
        'قف على المنصة وظهرك على المسند وكتفاك أسفل وسادتي الكتفين وقدماك بعرض الكتفين.',
        'انهض لتحمل الوزن ثم حرّر مقابض الأمان.',
        'خذ نفسًا واثنِ ركبتيك لتنزل ببطء وركبتاك في اتجاه أصابع قدميك، حتى يصبح فخذاك موازيين للمنصة تقريبًا.',
        'ازفر وادفع بكامل قدميك لتعود إلى الوقوف دون أن تقفل ركبتيك.',
        'أعد تثبيت مقابض الأمان قبل أن تخرج من الجهاز.',
      ],
    },
    tip: {
      en: 'Keep your back and hips pressed into the pad the whole time, and keep your heels down on the platform.',
      ar: 'أبقِ ظهرك ووركيك ملتصقين بالمسند طوال الوقت، ولا ترفع كعبيك عن المنصة.',
    },
    worked: { en: 'Quadriceps, glutes', ar: 'عضلات الفخذ الأمامية، عضلات الأرداف' },
  },
  {
    id: 'smithMachine',
    muscle: 'legs',
    name: { en: 'Smith Machine', ar: 'جهاز سميث' },
    prompts: [
      'a photo of a smith machine in a gym',
      'a barbell fixed on vertical steel rails inside a rack with hooks and safety stops',
    ],
    aliases: ['smith machine', 'smith squat', 'smith machine squat', 'smith rack'],
    howTo: {
      en: [
        'Set the bar just below shoulder height and the safety stops a little below the lowest point of your squat.',
        'Step under the bar, rest it across your upper back (not your neck) and place your feet shoulder-width apart, slightly in front of the bar.',
        'Stand up and twist the bar to unhook it.',
        'Breathe in and squat down slowly until your thighs are about parallel to the floor, chest up and knees in line with your toes.',
        'Breathe out and push through your feet to stand up, and twist the bar back onto the hooks when the set is done.',
      ],
      ar: [
        'اضبط البار أسفل مستوى الكتفين بقليل، واضبط مصدات الأمان أسفل أدنى نقطة تصل إليها في السكوات بقليل.',
        'ادخل أسفل البار وضعه على أعلى ظهرك (لا على رقبتك)، وضع قدميك بعرض الكتفين أمام البار قليلًا.',
        'انهض وأدر البار لتحريره من الخطافات.',
        'خذ نفسًا وانزل ببطء حتى يصبح فخذاك موازيين للأرض تقريبًا، مع رفع صدرك وإبقاء ركبتيك في اتجاه أصابع قدميك.',
        'ازفر وادفع بقدميك لتنهض، وعند انتهاء المجموعة أدر البار لتعليقه على الخطافات مرة أخرى.',
      ],
    },
    tip: {
      en: 'Always set the safety stops before you start; they catch the bar if you cannot finish a rep.',
      ar: 'اضبط مصدات الأمان دائمًا قبل البدء؛ فهي توقف البار إذا لم تستطع إكمال التكرار.',
    },
    worked: {
      en: 'Quadriceps, glutes, hamstrings',
      ar: 'عضلات الفخذ الأمامية، عضلات الأرداف، العضلات الخلفية للفخذ',
    },
  },
  {
    id: 'legExtension',
    muscle: 'legs',
    name: { en: 'Leg Extension', ar: 'جهاز فرد الرجلين (ليج إكستنشن)' },
    prompts: [
      'a photo of a leg extension machine in a gym',
      'a seated gym machine with a padded roller in front of the shins that swings up',
    ],
    aliases: [
      'leg extension',
      'leg extension machine',
      'seated leg extension',
      'quad extension',
      'knee extension machine',
      'quad machine',
    ],
    howTo: {
      en: [
        "Adjust the back rest so your knees line up with the machine's pivot point.",
        'Set the shin pad so it rests on the front of your lower legs, just above your ankles.',
        'Hold the side handles, breathe out and straighten your legs until they are extended but not locked.',
        'Pause for a moment, then breathe in and lower the weight slowly.',
      ],
      ar: [
        'اضبط مسند الظهر بحيث تكون ركبتاك على خط واحد مع محور دوران الجهاز.',
        'اضبط وسادة الساق بحيث تستقر على مقدمة ساقيك فوق الكاحلين مباشرة.',
        'امسك المقابض الجانبية، ثم ازفر وافرد ساقيك حتى تمتدا دون أن تقفل ركبتيك.',
        'توقف لحظة، ثم خذ نفسًا وأنزل الوزن ببطء.',
      ],
    },
    tip: {
      en: 'Lift and lower without kicking; a jerky swing puts strain on the knee joint.',
      ar: 'ارفع الوزن وأنزله دون ركل؛ فالحركة المندفعة تضع ضغطًا على مفصل الركبة.',
    },
    worked: { en: 'Quadriceps', ar: 'عضلات الفخذ الأمامية' },
  },
  {
    id: 'legCurl',
    muscle: 'legs',
    name: { en: 'Leg Curl', ar: 'جهاز ثني الرجلين (ليج كيرل)' },
    prompts: [
      'a photo of a lying or seated leg curl machine in a gym',
      'a gym machine with a padded roller behind the heels for curling the legs',
    ],
    aliases: [
      'leg curl',
      'leg curl machine',
      'lying leg curl',
      'seated leg curl',
      'prone leg curl',
      'hamstring curl',
      'hamstring curl machine',
      'hamstring machine',
    ],
    howTo: {
      en: [
        'Adjust the machine so your knees line up with its pivot point and the roller pad rests just above your heels.',
        'Lie face down or sit, depending on the model, and hold the handles with your thighs secured by the pad.',
        'Breathe out and curl your heels towards your buttocks as far as you comfortably can.',
        'Breathe in and straighten your legs slowly, stopping just short of locking your knees.',
      ],
      ar: [
        'اضبط الجهاز بحيث تكون ركبتاك على خط واحد مع محور دورانه، وتستقر الوسادة الأسطوانية فوق كعبيك مباشرة.',
        'استلقِ على بطنك أو اجلس حسب نوع الجهاز، وامسك المقابض مع تثبيت فخذيك بالوسادة.',
        'ازفر واثنِ ساقيك لتقريب كعبيك من أردافك قدر ما تستطيع براحة.',
        'خذ نفسًا وافرد ساقيك ببطء وتوقف قبل أن تقفل ركبتيك.',
      ],
    },
    tip: {
      en: 'Keep your hips down on the pad; if they lift as you curl, the weight is too heavy.',
      ar: 'أبقِ وركيك ملتصقين بالوسادة؛ فإن ارتفعا أثناء الثني فالوزن ثقيل.',
    },
    worked: { en: 'Hamstrings, calves', ar: 'العضلات الخلفية للفخذ، عضلات السمانة' },
  },
  {
    id: 'hipAbductor',
    muscle: 'legs',
    name: { en: 'Hip Abductor Machine', ar: 'جهاز الفخذ الخارجي (أبدكتور)' },
    prompts: [
      'a photo of a hip abductor machine in a gym',
      'a seated gym machine where the knees push padded levers outwards, apart from each other',
    ],
    aliases: [
      'hip abductor',
      'hip abductor machine',
      'hip abduction',
      'hip abduction machine',
      'abductor machine',
      'abductor',
      'thigh abductor',
      'outer thigh machine',
    ],
    howTo: {
      en: [
        'Set the leg pads to a comfortable starting position with your legs close together.',
        'Sit with your back against the pad and the outsides of your knees against the leg pads.',
        'Breathe out and push your knees outwards as far as you can with control.',
        'Breathe in and let your legs come back together slowly, without letting the weights bang.',
      ],
      ar: [
        'اضبط وسادتي الساقين على وضع بداية مريح وساقاك متقاربتان.',
        'اجلس وظهرك على المسند، والجانب الخارجي من ركبتيك على وسادتي الساقين.',
        'ازفر وادفع ركبتيك للخارج إلى أبعد ما تستطيع بتحكم.',
        'خذ نفسًا واترك ساقيك تعودان للتقارب ببطء دون أن تترك الأثقال ترتطم.',
      ],
    },
    tip: {
      en: 'Sit tall and keep your hips on the seat; rocking your body to push the pads out takes the work away from the glutes.',
      ar: 'اجلس معتدلًا وأبقِ وركيك على المقعد؛ فتحريك جسمك لدفع الوسادتين يبعد العمل عن عضلات الأرداف.',
    },
    worked: {
      en: 'Outer hips and glutes (gluteus medius)',
      ar: 'الورك الخارجي وعضلات الأرداف (العضلة الألوية الوسطى)',
    },
  },
  {
    id: 'hipAdductor',
    muscle: 'legs',
    name: { en: 'Hip Adductor Machine', ar: 'جهاز الفخذ الداخلي (أدكتور)' },
    prompts: [
      'a photo of a hip adductor machine in a gym',
      'a seated gym machine where the legs squeeze padded levers inwards, towards each other',
    ],
    aliases: [
      'hip adductor',
      'hip adductor machine',
      'hip adduction',
      'hip adduction machine',
      'adductor machine',
      'adductor',
      'thigh adductor',
      'inner thigh machine',
    ],
    howTo: {
      en: [
        'Set the leg pads to a width where you feel a gentle stretch in your inner thighs, not a painful one.',
        'Sit with your back against the pad and the insides of your knees against the leg pads.',
        'Breathe out and squeeze your legs together until the pads meet or nearly meet.',
        'Breathe in and let your legs open slowly back to the starting width.',
      ],
      ar: [
        'اضبط وسادتي الساقين على عرض تشعر عنده بتمدد خفيف غير مؤلم في الفخذ الداخلي.',
        'اجلس وظهرك على المسند، والجانب الداخلي من ركبتيك على وسادتي الساقين.',
        'ازفر واضغط ساقيك نحو بعضهما حتى تلتقي الوسادتان أو تكادان.',
        'خذ نفسًا واترك ساقيك تنفتحان ببطء حتى عرض البداية.',
      ],
    },
    tip: {
      en: 'Do not start too wide; overstretching the inner thigh under load is a common cause of groin strain.',
      ar: 'لا تبدأ بفتحة واسعة جدًا؛ فالمبالغة في تمديد الفخذ الداخلي تحت الحمل سبب شائع لإصابات أعلى الفخذ الداخلي.',
    },
    worked: { en: 'Inner thighs (adductors)', ar: 'الفخذ الداخلي (العضلات المقرِّبة)' },
  },
  {
    id: 'gluteKickback',
    muscle: 'legs',
    name: { en: 'Glute Kickback Machine', ar: 'جهاز الأرداف (جلوت كيك باك)' },
    prompts: [
      'a photo of a glute kickback machine in a gym',
      'a gym machine with a chest pad, handles and a foot plate that one leg pushes backwards',
    ],
    aliases: [
      'glute kickback',
      'glute kickback machine',
      'glute kick back',
      'glute kick machine',
      'kickback machine',
      'glute machine',
      'donkey kick machine',
      'rear kick machine',
      'hip extension machine',
    ],
    howTo: {
      en: [
        'Set the chest or elbow pad so you can lean forward with a flat back, and place one foot on the foot plate.',
        'Hold the handles and brace your core, keeping the standing knee slightly bent.',
        'Breathe out and push the plate back and up by squeezing your glute until your hip is fully straight.',
        'Breathe in and return slowly, and finish all your reps before switching legs.',
      ],
      ar: [
        'اضبط مسند الصدر أو المرفقين بحيث تميل للأمام وظهرك مستقيم، وضع قدمًا واحدة على لوح القدم.',
        'امسك المقابض وشد عضلات بطنك مع ثني خفيف في ركبة الساق الثابتة.',
        'ازفر وادفع اللوح للخلف وللأعلى بعصر عضلة الأرداف حتى يستقيم الورك تمامًا.',
        'خذ نفسًا وعد ببطء، وأكمل كل التكرارات قبل تبديل الساق.',
      ],
    },
    tip: {
      en: 'Stop when your hip is straight; kicking higher only arches your lower back.',
      ar: 'توقف عندما يستقيم الورك؛ فالرفع أعلى من ذلك لا يفعل سوى تقويس أسفل ظهرك.',
    },
    worked: { en: 'Glutes, hamstrings', ar: 'عضلات الأرداف، العضلات الخلفية للفخذ' },
  },

  // Calves
  {
    id: 'calfRaise',
    muscle: 'calves',
    name: { en: 'Standing Calf Raise Machine', ar: 'جهاز السمانة وقوفًا' },
    prompts: [
      'a photo of a standing calf raise machine in a gym',
      'a gym machine with padded shoulder rests above a small step for raising the heels',
    ],
    aliases: [
      'calf raise',
      'calf raise machine',
      'calf raise station',
      'standing calf raise',
      'standing calf machine',
      'calf machine',
    ],
    howTo: {
      en: [
        'Set the shoulder pads so you have to bend your knees slightly to get under them.',
        'Place the balls of your feet on the edge of the step with your heels hanging off.',
        'Stand up to lift the weight, keeping your legs straight but your knees soft.',
        'Breathe in and lower your heels slowly below the step for a full stretch.',
        'Breathe out and rise onto your toes as high as you can, pausing at the top.',
      ],
      ar: [
        'اضبط وسادتي الكتفين بحيث تضطر إلى ثني ركبتيك قليلًا لتدخل أسفلهما.',
        'ضع مقدمة قدميك على حافة الدرجة واترك كعبيك معلقين خارجها.',
        'انهض لرفع الوزن مع إبقاء ساقيك مستقيمتين دون قفل الركبتين.',
        'خذ نفسًا وأنزل كعبيك ببطء أسفل مستوى الدرجة لتحصل على تمدد كامل.',
        'ازفر وارتفع على أطراف أصابعك إلى أعلى ما تستطيع مع توقف قصير في الأعلى.',
      ],
    },
    tip: {
      en: 'Do not bounce at the bottom; a slow stretch and a short pause protect the Achilles tendon and work the calves harder.',
      ar: 'لا ترتد في أسفل الحركة؛ فالتمدد البطيء والتوقف القصير يحميان وتر أكيليس ويشغّلان السمانة أكثر.',
    },
    worked: { en: 'Calves (gastrocnemius)', ar: 'عضلات السمانة (العضلة التوأمية)' },
  },
  {
    id: 'seatedCalfRaise',
    muscle: 'calves',
    name: { en: 'Seated Calf Raise Machine', ar: 'جهاز السمانة جالسًا' },
    prompts: [
      'a photo of a seated calf raise machine in a gym',
      'a low gym seat with a padded lever across the knees and a foot plate below',
    ],
    aliases: [
      'seated calf raise',
      'seated calf raise machine',
      'seated calf machine',
      'seated calf',
      'soleus machine',
    ],
    howTo: {
      en: [
        'Sit down and set the knee pad so it rests snugly on your lower thighs, just above the knees.',
        'Place the balls of your feet on the foot plate with your heels hanging off, then lift slightly and release the safety lever.',
        'Breathe in and lower your heels slowly as far as is comfortable.',
        'Breathe out and push up onto your toes as high as you can, then pause.',
        'Put the safety lever back before you take your legs out.',
      ],
      ar: [
        'اجلس واضبط وسادة الركبتين بحيث تستقر بإحكام على أسفل فخذيك فوق الركبتين مباشرة.',
        'ضع مقدمة قدميك على لوح القدمين وكعباك معلقان خارجه، ثم ارفع قليلًا وحرّر ذراع الأمان.',
        'خذ نفسًا وأنزل كعبيك ببطء إلى أقصى مدى مريح.',
        'ازفر وادفع على أطراف أصابعك إلى أعلى ما تستطيع ثم توقف لحظة.',
        'أعد ذراع الأمان إلى مكانه قبل أن تخرج ساقيك.',
      ],
    },
    tip: {
      en: 'Use the full range slowly; short, bouncing reps do little for the calves.',
      ar: 'استخدم المدى الكامل للحركة ببطء؛ فالتكرارات القصيرة المرتدة لا تفيد السمانة كثيرًا.',
    },
    worked: { en: 'Calves (soleus)', ar: 'عضلات السمانة (العضلة النعلية)' },
  },

  // Abs
  {
    id: 'abCrunch',
    muscle: 'abs',
    name: { en: 'Ab Crunch Machine', ar: 'جهاز البطن (كرانش)' },
    prompts: [
      'a photo of a seated ab crunch machine in a gym',
      'a seated gym machine with chest pads or overhead handles and foot rollers for crunching forward',
    ],
    aliases: [
      'ab crunch',
      'ab crunch machine',
      'abdominal crunch',
      'abdominal crunch machine',
      'seated crunch machine',
      'crunch machine',
      'ab machine',
      'abs machine',
      'abdominal machine',
    ],
    howTo: {
      en: [
        'Adjust the seat so the chest pads or handles sit just above your shoulders.',
        'Sit with your feet hooked under the rollers and hold the handles lightly.',
        'Breathe out and curl your chest down towards your hips by tightening your abs, not by pulling with your arms.',
        'Breathe in and return slowly to upright, keeping tension in your abs.',
      ],
      ar: [
        'اضبط المقعد بحيث تكون وسادتا الصدر أو المقابض أعلى كتفيك قليلًا.',
        'اجلس وقدماك مثبتتان أسفل الوسائد الأسطوانية وامسك المقابض برفق.',
        'ازفر واثنِ جذعك لتقريب صدرك من وركيك بشد عضلات البطن لا بالسحب بذراعيك.',
        'خذ نفسًا وعد ببطء إلى الوضع المعتدل مع الحفاظ على شد عضلات البطن.',
      ],
    },
    tip: {
      en: 'Choose a moderate weight and round your spine gently; yanking a heavy stack with your arms and hips strains the lower back.',
      ar: 'اختر وزنًا معتدلًا واثنِ عمودك الفقري برفق؛ فسحب وزن ثقيل بالذراعين والوركين يجهد أسفل الظهر.',
    },
    worked: {
      en: 'Abdominals (six-pack muscle), obliques',
      ar: 'عضلات البطن المستقيمة، العضلات الجانبية للبطن',
    },
  },
  {
    id: 'rotaryTorso',
    muscle: 'abs',
    name: { en: 'Rotary Torso Machine', ar: 'جهاز دوران الجذع' },
    prompts: [
      'a photo of a rotary torso machine in a gym',
      'a gym machine with a rotating seat or chest pad for twisting the upper body side to side',
    ],
    aliases: [
      'rotary torso',
      'rotary torso machine',
      'torso rotation',
      'torso rotation machine',
      'torso twist machine',
      'oblique machine',
      'obliques machine',
      'oblique twist machine',
      'twist machine',
    ],
    howTo: {
      en: [
        'Choose a small starting angle and sit with your legs held in place by the leg pads.',
        'Press your chest against the pad and hold the handles, keeping your back straight.',
        'Breathe out and turn your upper body slowly to the other side, using your waist muscles rather than your arms.',
        'Breathe in and return slowly to the start, and switch the machine to the other side after your set.',
      ],
      ar: [
        'اختر زاوية بداية صغيرة واجلس مع تثبيت ساقيك بوسادتي الساقين.',
        'اضغط صدرك على المسند وامسك المقابض مع إبقاء ظهرك مستقيمًا.',
        'ازفر وأدر الجزء العلوي من جسمك ببطء نحو الجهة الأخرى مستخدمًا عضلات الخصر لا ذراعيك.',
        'خذ نفسًا وعد ببطء إلى البداية، ثم حوّل الجهاز إلى الجهة الأخرى بعد انتهاء المجموعة.',
      ],
    },
    tip: {
      en: 'Keep the range small and the weight light at first; fast, heavy twisting is hard on the spine.',
      ar: 'اجعل مدى الحركة صغيرًا والوزن خفيفًا في البداية؛ فالدوران السريع بوزن ثقيل مرهق للعمود الفقري.',
    },
    worked: { en: 'Obliques, deep core muscles', ar: 'العضلات الجانبية للبطن، عضلات الجذع العميقة' },
  },
  {
    id: 'kneeRaise',
    muscle: 'abs',
    name: { en: 'Knee Raise Station', ar: 'جهاز رفع الركبتين (كابتن تشير)' },
    prompts: [
      "a photo of a captain's chair knee raise station in a gym",
      'a tall gym frame with a back pad and two padded armrests for hanging leg raises',
    ],
    aliases: [
      'knee raise station',
      'knee raise',
      'vertical knee raise',
      "captain's chair",
      'captain chair',
      'leg raise station',
      'power tower',
    ],
    howTo: {
      en: [
        'Step up, rest your forearms on the arm pads, hold the handles and press your back against the back pad.',
        'Let your legs hang straight down and brace your core.',
        'Breathe out and raise your knees towards your chest, curling your hips up slightly.',
        'Breathe in and lower your legs slowly without swinging.',
      ],
      ar: [
        'اصعد إلى الجهاز وضع ساعديك على وسادتي الذراعين، وامسك المقابض واضغط ظهرك على المسند.',
        'اترك ساقيك تتدليان مستقيمتين إلى الأسفل وشد عضلات بطنك.',
        'ازفر وارفع ركبتيك نحو صدرك مع رفع الحوض لأعلى قليلًا.',
        'خذ نفسًا وأنزل ساقيك ببطء دون تأرجح.',
      ],
    },
    tip: {
      en: 'Keep your lower back against the pad; if it peels away, bend your knees more or shorten the range.',
      ar: 'أبقِ أسفل ظهرك ملتصقًا بالمسند؛ فإن ابتعد عنه فاثنِ ركبتيك أكثر أو قلّل مدى الحركة.',
    },
    worked: {
      en: 'Lower abs, hip flexors, obliques',
      ar: 'أسفل البطن، العضلات القابضة للورك، العضلات الجانبية للبطن',
    },
  },
];

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
