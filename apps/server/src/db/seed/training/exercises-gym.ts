/**
 * Demo gym exercise library for Atlas: 9 exercises per muscle group, written by us in English and
 * Arabic. Ordered by muscle (chest, back, shoulders, arms, legs, abs, calves) and, within a muscle,
 * from foundational lifts to accessory work. Workout programmes link to these by English name.
 */
import type { SeedExercise } from './types';

export const gymExercises: SeedExercise[] = [
  // ---------------------------------------------------------------- chest
  {
    type: 'gym',
    muscle: 'chest',
    name: { en: 'Barbell Bench Press', ar: 'ضغط البنش المستوي بالبار (بنش بريس)' },
    rating: 'medium',
    equipment: {
      en: 'A barbell, weight plates and a flat bench with a rack',
      ar: 'بار وطارات أوزان وبنش مستوٍ بحامل',
    },
    kind: 'barbell',
    description: {
      en: 'Lie on the flat bench with your eyes under the bar, feet planted and shoulder blades squeezed together. Unrack the bar with a grip slightly wider than your shoulders, lower it under control to the middle of your chest, then press it back up over your shoulders. Keep your wrists stacked over your elbows and do not bounce the bar off your chest; use a spotter or the safety arms when you go heavy.',
      ar: 'استلقِ على البنش بحيث تكون عيناك أسفل البار مباشرة، مع تثبيت القدمين على الأرض وضم لوحي الكتف للخلف. أمسك البار بقبضة أعرض قليلًا من الكتفين، وأنزله ببطء حتى منتصف الصدر، ثم ادفعه لأعلى حتى يعود فوق الكتفين. حافظ على الرسغ فوق الكوع مباشرة ولا تجعل البار يرتد عن صدرك، واستعن بزميل يساعدك أو بحواجز الأمان عند رفع أوزان ثقيلة.',
    },
    variations: [
      {
        name: { en: 'Paused Bench Press', ar: 'البنش مع التوقف' },
        description: {
          en: 'Hold the bar still on your chest for one to two seconds before each press to build strength from the bottom.',
          ar: 'ثبّت البار على صدرك ثانية أو ثانيتين قبل كل دفعة لبناء القوة من أسفل الحركة.',
        },
      },
      {
        name: { en: 'Smith Machine Bench Press', ar: 'البنش على جهاز السميث' },
        description: {
          en: 'Press on the fixed-track Smith machine, a useful option when you train without a spotter.',
          ar: 'نفّذ الضغط على جهاز السميث ذي المسار الثابت، وهو خيار مناسب عند التمرين دون زميل مساعد.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'chest',
    name: { en: 'Incline Dumbbell Press', ar: 'ضغط الصدر العلوي بالدمبل (بنش عالي)' },
    rating: 'medium',
    equipment: {
      en: 'Two dumbbells and an adjustable bench',
      ar: 'دمبلز وبنش قابل لتعديل الزاوية',
    },
    kind: 'dumbbell',
    description: {
      en: 'Set the bench to a low incline of about 30 degrees, sit back with a dumbbell on each thigh and bring them up to your shoulders as you lie down. Press the dumbbells up and slightly together until your arms are straight, then lower them slowly until you feel a stretch across the upper chest. Keep your elbows at roughly 45 degrees to your body rather than flared straight out to the sides.',
      ar: 'اضبط البنش على ميل منخفض بزاوية 30 درجة تقريبًا، واجلس واضعًا دمبلًا على كل فخذ ثم ارفعهما إلى مستوى الكتفين وأنت تستلقي. ادفع الدمبلز لأعلى مع تقريبهما قليلًا حتى تستقيم الذراعان، ثم أنزلهما ببطء حتى تشعر بإطالة في أعلى الصدر. اجعل الكوعين بزاوية 45 درجة تقريبًا من الجسم بدلًا من فتحهما على الجانبين تمامًا.',
    },
    variations: [
      {
        name: { en: 'Incline Barbell Bench Press', ar: 'البنش العالي بالبار' },
        description: {
          en: 'Press a barbell on the incline bench, which lets you load more weight but fixes your grip.',
          ar: 'نفّذ الضغط ببار على البنش المائل، ما يسمح بحمل وزن أكبر لكن بقبضة ثابتة.',
        },
      },
      {
        name: { en: 'Incline Machine Press', ar: 'ضغط الصدر العلوي على الجهاز' },
        description: {
          en: 'Use an incline chest press machine for a more stable, guided path.',
          ar: 'استخدم جهاز ضغط الصدر المائل للحصول على مسار حركة أكثر ثباتًا.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'chest',
    name: { en: 'Dumbbell Bench Press', ar: 'ضغط البنش المستوي بالدمبل' },
    rating: 'medium',
    equipment: { en: 'Two dumbbells and a flat bench', ar: 'دمبلز وبنش مستوٍ' },
    kind: 'dumbbell',
    description: {
      en: 'Lie on a flat bench holding a dumbbell in each hand at chest level, palms facing your feet. Press both dumbbells up until your arms are straight, then lower them under control until your elbows are slightly below the bench. Dumbbells allow a deeper stretch than a barbell, but do not let them drift too far out to the sides at the bottom.',
      ar: 'استلقِ على بنش مستوٍ ممسكًا دمبلًا في كل يد عند مستوى الصدر، وكفاك متجهان نحو قدميك. ادفع الدمبلز لأعلى حتى تستقيم الذراعان، ثم أنزلهما بتحكم حتى ينزل الكوعان أسفل مستوى البنش بقليل. يتيح الدمبل مدى حركة أعمق من البار، لكن احرص على ألا يبتعد كثيرًا عن جانبي الجسم في أسفل الحركة.',
    },
    variations: [
      {
        name: { en: 'Neutral-Grip Dumbbell Press', ar: 'ضغط الدمبل بقبضة متوازية' },
        description: {
          en: 'Press with your palms facing each other, which keeps your elbows closer to your sides.',
          ar: 'نفّذ الضغط وكفاك متقابلتان، فيبقى الكوعان أقرب إلى جانبي الجسم.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'chest',
    name: { en: 'Decline Bench Press', ar: 'ضغط البنش السفلي بالبار' },
    rating: 'medium',
    equipment: {
      en: 'A barbell and a decline bench with leg hooks',
      ar: 'بار وبنش مائل للأسفل بمساند للقدمين',
    },
    kind: 'barbell',
    description: {
      en: 'Hook your legs under the pads of a decline bench and lie back so your head is lower than your hips. Take the bar slightly wider than shoulder width, lower it to the lower part of your chest and press it back up in a straight line. Move slowly and have a spotter hand you the bar and help you rack it, since that is awkward from this position.',
      ar: 'ثبّت ساقيك أسفل مساند البنش المائل للأسفل واستلقِ بحيث يكون رأسك أخفض من الحوض. أمسك البار بقبضة أعرض قليلًا من الكتفين، وأنزله إلى الجزء السفلي من الصدر ثم ادفعه لأعلى في خط مستقيم. تحرّك ببطء واطلب من زميل أن يناولك البار ويساعدك في إرجاعه، لأن ذلك ليس سهلًا من هذه الوضعية.',
    },
    variations: [
      {
        name: { en: 'Decline Dumbbell Press', ar: 'ضغط الصدر السفلي بالدمبل' },
        description: {
          en: 'Use two dumbbells on the decline bench for a freer path and a deeper stretch.',
          ar: 'استخدم دمبلين على البنش نفسه لحركة أكثر حرية وإطالة أعمق.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'chest',
    name: { en: 'Chest Dip', ar: 'المتوازي للصدر' },
    rating: 'difficult',
    equipment: { en: 'Parallel dip bars', ar: 'بارات المتوازي' },
    kind: 'bodyweight',
    description: {
      en: 'Grip the dip bars, push yourself up to straight arms and lean your torso forward with your knees slightly bent behind you. Lower yourself until your upper arms are about parallel to the floor, then press back up while keeping the forward lean. Do not drop deeper than your shoulders comfortably allow, and use an assisted dip machine or a band if you cannot yet do clean reps.',
      ar: 'أمسك بارات المتوازي وارفع جسمك حتى تستقيم ذراعاك، ثم مِل بجذعك للأمام مع ثني الركبتين قليلًا للخلف. انزل حتى يصبح العضد موازيًا للأرض تقريبًا، ثم ادفع جسمك لأعلى مع الحفاظ على الميل للأمام. لا تنزل أعمق مما تسمح به كتفاك براحة، وإن لم تستطع أداء تكرارات نظيفة بعد فاستعن بجهاز المتوازي المساعد أو بحبل مطاطي.',
    },
    variations: [
      {
        name: { en: 'Weighted Chest Dip', ar: 'المتوازي بوزن إضافي' },
        description: {
          en: 'Hang a plate or dumbbell from a dip belt once you can do 12 or more clean reps.',
          ar: 'علّق طارة أو دمبلًا في حزام خاص عندما تتمكن من أداء 12 تكرارًا نظيفًا أو أكثر.',
        },
      },
      {
        name: { en: 'Assisted Dip Machine', ar: 'المتوازي على الجهاز المساعد' },
        description: {
          en: 'Kneel on the machine pad, which takes part of your bodyweight while you learn the movement.',
          ar: 'اركع على وسادة الجهاز لتحمل جزءًا من وزن جسمك حتى تتقن الحركة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'chest',
    name: { en: 'Machine Chest Press', ar: 'ضغط الصدر على الجهاز' },
    rating: 'easy',
    equipment: { en: 'A seated chest press machine', ar: 'جهاز ضغط الصدر' },
    kind: 'machine',
    description: {
      en: 'Adjust the seat so the handles line up with the middle of your chest, then sit with your back flat against the pad. Press the handles forward until your arms are almost straight and return them slowly until you feel a stretch in your chest. Keep your shoulders down and back instead of letting them roll forward at the end of each rep.',
      ar: 'اضبط ارتفاع المقعد بحيث تكون المقابض في مستوى منتصف الصدر، واجلس مع إسناد ظهرك بالكامل إلى المسند. ادفع المقابض للأمام حتى تكاد ذراعاك تستقيمان، ثم أرجعها ببطء حتى تشعر بإطالة في الصدر. أبقِ كتفيك للأسفل والخلف ولا تدعهما يندفعان للأمام في نهاية كل تكرار.',
    },
    variations: [
      {
        name: { en: 'Single-Arm Machine Press', ar: 'ضغط الصدر على الجهاز بذراع واحدة' },
        description: {
          en: 'Press one handle at a time to even out strength differences between your sides.',
          ar: 'ادفع مقبضًا واحدًا في كل مرة لمعالجة الفرق في القوة بين الجانبين.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'chest',
    name: { en: 'Dumbbell Fly', ar: 'التفتيح بالدمبل' },
    rating: 'medium',
    equipment: { en: 'Two dumbbells and a flat bench', ar: 'دمبلز وبنش مستوٍ' },
    kind: 'dumbbell',
    description: {
      en: 'Lie on a flat bench with the dumbbells held above your chest, palms facing each other and elbows slightly bent. Open your arms in a wide arc until you feel a stretch across your chest, then bring the dumbbells back together along the same arc. Keep the slight bend in your elbows fixed throughout; bending and straightening them turns the fly into a press.',
      ar: 'استلقِ على بنش مستوٍ ممسكًا الدمبلز فوق صدرك، والكفان متقابلان مع ثني بسيط في الكوعين. افتح ذراعيك في قوس واسع حتى تشعر بإطالة في الصدر، ثم أعِد الدمبلز إلى الأعلى عبر القوس نفسه. ثبّت درجة ثني الكوعين طوال الحركة، فثنيهما ومدهما يحوّل التمرين إلى ضغط.',
    },
    variations: [
      {
        name: { en: 'Incline Dumbbell Fly', ar: 'التفتيح بالدمبل على بنش مائل' },
        description: {
          en: 'Do the same arc on a bench set to a low incline to shift the work toward the upper chest.',
          ar: 'نفّذ الحركة نفسها على بنش بميل منخفض لتوجيه العمل نحو أعلى الصدر.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'chest',
    name: { en: 'Cable Fly', ar: 'التجميع بالكابل (كروس أوفر)' },
    rating: 'medium',
    equipment: {
      en: 'A cable crossover station with two handles',
      ar: 'جهاز الكروس أوفر بكابلين ومقبضين',
    },
    kind: 'cable',
    description: {
      en: 'Set both pulleys at about shoulder height, take a handle in each hand and step forward into a staggered stance with a slight forward lean. With your elbows softly bent, sweep the handles forward and together in front of your chest, squeeze for a moment, then let them open back out under control. Think of hugging a large tree; if your elbows bend and straighten a lot, the weight is too heavy.',
      ar: 'اضبط البكرتين عند مستوى الكتف تقريبًا، وأمسك مقبضًا في كل يد ثم تقدّم خطوة بحيث تكون إحدى القدمين أمام الأخرى مع ميل بسيط للأمام. مع ثني خفيف في الكوعين، اسحب المقبضين في قوس حتى يلتقيا أمام صدرك، واعصر الصدر لحظة، ثم أعِدهما للخلف بتحكم. تخيّل أنك تحتضن جذع شجرة كبيرة، وإذا كان الكوعان ينثنيان وينفردان كثيرًا فالوزن أثقل من اللازم.',
    },
    variations: [
      {
        name: { en: 'High-to-Low Cable Fly', ar: 'الكروس من أعلى لأسفل' },
        description: {
          en: 'Set the pulleys high and bring the handles down toward your hips to emphasise the lower chest.',
          ar: 'ضع البكرتين في الأعلى واسحب المقبضين نحو الحوض للتركيز على أسفل الصدر.',
        },
      },
      {
        name: { en: 'Low-to-High Cable Fly', ar: 'الكروس من أسفل لأعلى' },
        description: {
          en: 'Set the pulleys low and sweep the handles up to chin height to emphasise the upper chest.',
          ar: 'ضع البكرتين في الأسفل وارفع المقبضين في قوس حتى مستوى الذقن للتركيز على أعلى الصدر.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'chest',
    name: { en: 'Pec Deck Fly', ar: 'التجميع على جهاز الفراشة (بيك دك)' },
    rating: 'easy',
    equipment: { en: 'A pec deck (butterfly) machine', ar: 'جهاز الفراشة' },
    kind: 'machine',
    description: {
      en: 'Adjust the seat so the handles are at chest height and sit with your back flat against the pad. Bring the handles together in front of you in a smooth arc, pause briefly, then let them open until you feel a comfortable stretch. Do not let the weight stack pull your arms further back than your shoulders can control.',
      ar: 'اضبط المقعد بحيث تكون المقابض في مستوى الصدر، واجلس مع إسناد ظهرك إلى المسند. اضمم المقبضين أمامك في قوس منتظم وتوقف لحظة، ثم افتحهما حتى تشعر بإطالة مريحة. لا تدع ثقل الأوزان يشد ذراعيك للخلف أبعد مما تستطيع كتفاك التحكم فيه.',
    },
    variations: [
      {
        name: { en: 'Single-Arm Pec Deck', ar: 'الفراشة بذراع واحدة' },
        description: {
          en: 'Work one arm at a time, holding the seat with your free hand, to focus on each side.',
          ar: 'اعمل بذراع واحدة في كل مرة مع الإمساك بالمقعد باليد الأخرى، للتركيز على كل جانب.',
        },
      },
    ],
  },

  // ---------------------------------------------------------------- back
  {
    type: 'gym',
    muscle: 'back',
    name: { en: 'Deadlift', ar: 'الرفعة الميتة (ديدليفت)' },
    rating: 'difficult',
    equipment: { en: 'A barbell and weight plates', ar: 'بار وطارات أوزان' },
    kind: 'barbell',
    description: {
      en: 'Stand with your mid-foot under the bar, hinge down and grip it just outside your shins. Flatten your back, lift your chest and take the slack out of the bar, then push the floor away to stand up tall with the bar close to your legs. Lower it by pushing your hips back first, and never let your lower back round to reach the floor.',
      ar: 'قف بحيث يكون منتصف قدميك أسفل البار، ثم انحنِ من الحوض وأمسك البار خارج الساقين مباشرة. اجعل ظهرك مستقيمًا وارفع صدرك وشُدّ البار قليلًا قبل الرفع، ثم ادفع الأرض بقدميك حتى تقف منتصبًا والبار قريب من رجليك. عند الإنزال ابدأ بدفع الحوض للخلف، ولا تسمح أبدًا بتقوّس أسفل الظهر لتصل إلى الأرض.',
    },
    variations: [
      {
        name: { en: 'Sumo Deadlift', ar: 'الديدليفت بوقفة السومو' },
        description: {
          en: 'Take a wide stance with your hands inside your knees, which keeps your torso more upright.',
          ar: 'قف بقدمين متباعدتين مع وضع اليدين داخل الركبتين، فيبقى الجذع أكثر استقامة.',
        },
      },
      {
        name: { en: 'Trap Bar Deadlift', ar: 'الديدليفت بالبار السداسي' },
        description: {
          en: 'Stand inside a hexagonal bar and lift with the handles at your sides, a position that is easier to learn.',
          ar: 'قف داخل البار السداسي وارفع بالمقبضين على جانبيك، وهي وضعية أسهل في التعلّم.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'back',
    name: { en: 'Pull-Up', ar: 'العقلة' },
    rating: 'difficult',
    equipment: { en: 'A pull-up bar', ar: 'بار عقلة' },
    kind: 'pull-up-bar',
    description: {
      en: 'Hang from the bar with an overhand grip slightly wider than your shoulders and your arms fully straight. Pull your elbows down toward your ribs until your chin clears the bar, then lower yourself all the way back to a dead hang. Avoid kicking or swinging to get up; if you cannot yet do several strict reps, use a band or an assisted pull-up machine.',
      ar: 'تعلّق في البار بقبضة علوية أعرض قليلًا من الكتفين مع فرد الذراعين بالكامل. اسحب الكوعين لأسفل نحو الضلوع حتى يتجاوز ذقنك مستوى البار، ثم انزل حتى تعود معلقًا بذراعين مفرودتين. تجنّب الركل أو التأرجح للصعود، وإن لم تستطع أداء عدة تكرارات صحيحة بعد فاستعن بحبل مطاطي أو بجهاز العقلة المساعد.',
    },
    variations: [
      {
        name: { en: 'Chin-Up', ar: 'العقلة بقبضة سفلية' },
        description: {
          en: 'Use an underhand, shoulder-width grip, which brings in more biceps and is usually a little easier.',
          ar: 'استخدم قبضة سفلية بعرض الكتفين، فيشارك البايسبس أكثر وتكون الحركة عادةً أسهل قليلًا.',
        },
      },
      {
        name: { en: 'Band-Assisted Pull-Up', ar: 'العقلة بمساعدة الحبل المطاطي' },
        description: {
          en: 'Loop a resistance band over the bar and under your knee or foot to take off some of your bodyweight.',
          ar: 'لُفّ حبلًا مطاطيًا حول البار وضع ركبتك أو قدمك فيه ليخفف جزءًا من وزن جسمك.',
        },
      },
      {
        name: { en: 'Weighted Pull-Up', ar: 'العقلة بوزن إضافي' },
        description: {
          en: 'Add a plate or dumbbell on a dip belt once bodyweight reps feel easy.',
          ar: 'أضف طارة أو دمبلًا على حزام خاص عندما تصبح التكرارات بوزن الجسم سهلة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'back',
    name: { en: 'Barbell Row', ar: 'التجديف بالبار منحنيًا' },
    rating: 'medium',
    equipment: { en: 'A barbell and weight plates', ar: 'بار وطارات أوزان' },
    kind: 'barbell',
    description: {
      en: 'Hold the bar with an overhand grip just wider than your knees, soften your knees and hinge forward until your torso is at roughly 45 degrees or lower. Pull the bar into your lower ribs by driving your elbows back, then lower it until your arms are straight. Keep your back flat and your torso still; heaving the weight up with your hips means it is too heavy.',
      ar: 'أمسك البار بقبضة علوية أعرض قليلًا من الركبتين، واثنِ ركبتيك قليلًا وانحنِ من الحوض حتى يصبح الجذع بزاوية 45 درجة تقريبًا أو أقل. اسحب البار نحو أسفل الضلوع بدفع الكوعين للخلف، ثم أنزله حتى تستقيم ذراعاك. حافظ على استقامة ظهرك وثبات جذعك، فإذا كنت تستعين بحركة الحوض لرفع الوزن فهو أثقل من اللازم.',
    },
    variations: [
      {
        name: { en: 'Underhand Barbell Row', ar: 'التجديف بالبار بقبضة سفلية' },
        description: {
          en: 'Row with your palms facing forward, which keeps your elbows closer to your body and brings in more biceps.',
          ar: 'نفّذ التجديف والكفان متجهان للأمام، فيبقى الكوعان قريبين من الجسم ويشارك البايسبس أكثر.',
        },
      },
      {
        name: { en: 'Pendlay Row', ar: 'تجديف بندلاي' },
        description: {
          en: 'Start each rep with the bar on the floor and your torso parallel to it, and pull explosively.',
          ar: 'ابدأ كل تكرار والبار على الأرض والجذع موازٍ لها، واسحب البار بقوة وسرعة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'back',
    name: { en: 'Lat Pulldown', ar: 'السحب العالي' },
    rating: 'easy',
    equipment: { en: 'A lat pulldown station with a wide bar', ar: 'جهاز السحب العالي ببار عريض' },
    kind: 'cable',
    description: {
      en: 'Set the thigh pad so your legs are held firmly in place, then grip the bar a little wider than your shoulders. Lean back slightly and pull the bar down to your upper chest by driving your elbows toward your hips, then let it rise until your arms are straight. Do not yank the bar down with a big backward swing or pull it behind your neck.',
      ar: 'اضبط مسند الفخذين بحيث تثبت ساقاك جيدًا، ثم أمسك البار بقبضة أعرض قليلًا من الكتفين. مِل للخلف ميلًا بسيطًا واسحب البار إلى أعلى الصدر بتوجيه الكوعين نحو الحوض، ثم اتركه يصعد حتى تستقيم ذراعاك. لا تشد البار بتأرجح كبير للخلف، ولا تسحبه خلف الرقبة.',
    },
    variations: [
      {
        name: { en: 'Close-Grip Lat Pulldown', ar: 'السحب العالي بالمثلث' },
        description: {
          en: 'Use a V-handle with your palms facing each other for a longer range and a stronger pull.',
          ar: 'استخدم مقبض المثلث والكفان متقابلتان لمدى حركة أطول وسحب أقوى.',
        },
      },
      {
        name: { en: 'Single-Arm Lat Pulldown', ar: 'السحب العالي بذراع واحدة' },
        description: {
          en: 'Pull a single handle to work one side of your back at a time.',
          ar: 'اسحب مقبضًا واحدًا لتمرين كل جانب من الظهر على حدة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'back',
    name: { en: 'Seated Cable Row', ar: 'السحب الأرضي بالكابل' },
    rating: 'easy',
    equipment: {
      en: 'A seated cable row station with a V-handle',
      ar: 'جهاز السحب الأرضي بمقبض المثلث',
    },
    kind: 'cable',
    description: {
      en: 'Sit on the bench with your feet on the platform and knees slightly bent, holding the handle with straight arms and a tall chest. Pull the handle to your belly button while squeezing your shoulder blades together, then let your arms extend forward again under control. Keep your torso nearly upright; rocking far forward and back turns the row into a lower-back swing.',
      ar: 'اجلس على المقعد واضعًا قدميك على المسند مع ثني الركبتين قليلًا، وأمسك المقبض بذراعين مفرودتين وصدر مرفوع. اسحب المقبض نحو السرة مع ضم لوحي الكتف، ثم اترك ذراعيك تمتدان للأمام مرة أخرى بتحكم. حافظ على استقامة الجذع تقريبًا، فالتأرجح الكبير للأمام والخلف يحوّل التمرين إلى حركة من أسفل الظهر.',
    },
    variations: [
      {
        name: { en: 'Wide-Grip Cable Row', ar: 'السحب الأرضي بقبضة عريضة' },
        description: {
          en: 'Use a long straight bar and pull it to your lower chest with your elbows out to target the upper back.',
          ar: 'استخدم بارًا مستقيمًا طويلًا واسحبه إلى أسفل الصدر مع فتح الكوعين للتركيز على أعلى الظهر.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'back',
    name: { en: 'One-Arm Dumbbell Row', ar: 'المنشار بالدمبل' },
    rating: 'easy',
    equipment: { en: 'A dumbbell and a flat bench', ar: 'دمبل وبنش مستوٍ' },
    kind: 'dumbbell',
    description: {
      en: 'Place one knee and the same-side hand on a flat bench, keeping your back flat and the dumbbell hanging in your other hand. Row the dumbbell toward your hip by driving your elbow up and back, then lower it until your arm is fully straight. Avoid twisting your torso open to lift the weight higher.',
      ar: 'ضع ركبة ويدًا من الجانب نفسه على بنش مستوٍ مع الحفاظ على استقامة الظهر، والدمبل متدلٍّ في اليد الأخرى. اسحب الدمبل نحو الحوض برفع الكوع لأعلى وللخلف، ثم أنزله حتى تستقيم الذراع تمامًا. تجنّب لف الجذع للخارج لرفع الوزن أعلى.',
    },
    variations: [
      {
        name: { en: 'Tripod Dumbbell Row', ar: 'المنشار واقفًا مع الاستناد' },
        description: {
          en: 'Stand in a split stance with one hand braced on the bench, which lets you handle a heavier dumbbell.',
          ar: 'قف بقدم أمام الأخرى واستند بيد واحدة على البنش، ما يسمح باستخدام دمبل أثقل.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'back',
    name: { en: 'T-Bar Row', ar: 'التجديف بالتي بار' },
    rating: 'medium',
    equipment: {
      en: 'A T-bar row station, or a barbell in a landmine with a V-handle',
      ar: 'جهاز تي بار، أو بار مثبت من طرفه في قاعدة أرضية مع مقبض المثلث',
    },
    kind: 'barbell',
    description: {
      en: 'Straddle the bar, hinge forward with a flat back and grip the handles with your arms straight. Pull the weight up toward your chest by driving your elbows back, squeeze your upper back, then lower it slowly. Keep your chest up and your knees slightly bent; standing more upright with every rep usually means the load is too heavy.',
      ar: 'قف والبار بين قدميك، وانحنِ من الحوض مع استقامة الظهر ثم أمسك المقابض بذراعين مفرودتين. اسحب الوزن نحو صدرك بدفع الكوعين للخلف واعصر أعلى الظهر، ثم أنزله ببطء. أبقِ صدرك مرفوعًا وركبتيك مثنيتين قليلًا، فإذا كان جذعك يرتفع أكثر مع كل تكرار فغالبًا الوزن أثقل من اللازم.',
    },
    variations: [
      {
        name: { en: 'Chest-Supported T-Bar Row', ar: 'التي بار مع سند الصدر' },
        description: {
          en: 'Lie face down on the machine pad so your lower back does not have to hold the bent-over position.',
          ar: 'استلقِ على بطنك فوق وسادة الجهاز فلا يتحمل أسفل ظهرك عبء تثبيت وضعية الانحناء.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'back',
    name: { en: 'Chest-Supported Machine Row', ar: 'التجديف على الجهاز مع سند الصدر' },
    rating: 'easy',
    equipment: { en: 'A seated row machine with a chest pad', ar: 'جهاز تجديف بمسند للصدر' },
    kind: 'machine',
    description: {
      en: 'Adjust the seat so the handles are at mid-chest level and rest your chest against the pad. Pull the handles back until your elbows pass your torso and squeeze your shoulder blades together, then return slowly to a full stretch. Keep your chest on the pad the whole time instead of leaning back to finish the rep.',
      ar: 'اضبط المقعد بحيث تكون المقابض في مستوى منتصف الصدر، واسند صدرك إلى الوسادة. اسحب المقابض للخلف حتى يتجاوز الكوعان مستوى الجذع واضمم لوحي الكتف، ثم عُد ببطء حتى تمتد الذراعان بالكامل. أبقِ صدرك ملاصقًا للوسادة طوال الوقت ولا تمِل للخلف لإكمال التكرار.',
    },
    variations: [
      {
        name: { en: 'Single-Arm Machine Row', ar: 'التجديف على الجهاز بذراع واحدة' },
        description: {
          en: 'Row one handle at a time to balance the strength of both sides.',
          ar: 'اسحب مقبضًا واحدًا في كل مرة لموازنة القوة بين الجانبين.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'back',
    name: { en: 'Straight-Arm Pulldown', ar: 'البول أوفر بالكابل' },
    rating: 'easy',
    equipment: {
      en: 'A high cable pulley with a straight bar or rope',
      ar: 'بكرة كابل عالية مع بار مستقيم أو حبل',
    },
    kind: 'cable',
    description: {
      en: 'Stand facing a high pulley, hinge slightly forward and hold the bar with straight arms at about eye level. Keeping your elbows almost locked, sweep the bar down in an arc until it reaches your thighs, then let it rise slowly. The movement should come from your shoulders and lats, not from bending your elbows into a triceps pushdown.',
      ar: 'قف في مواجهة بكرة عالية، ومِل للأمام قليلًا ممسكًا البار بذراعين مفرودتين عند مستوى العين تقريبًا. مع إبقاء الكوعين شبه مفرودين، اسحب البار لأسفل في قوس حتى يصل إلى فخذيك، ثم اتركه يصعد ببطء. يجب أن تأتي الحركة من الكتفين وعضلات الظهر العريضة، لا من ثني الكوعين كما في تمرين الترايسبس.',
    },
    variations: [
      {
        name: { en: 'Rope Straight-Arm Pulldown', ar: 'البول أوفر بالحبل' },
        description: {
          en: 'Use a rope attachment and spread the ends at the bottom for a slightly longer range.',
          ar: 'استخدم الحبل وباعد بين طرفيه في أسفل الحركة لمدى أطول قليلًا.',
        },
      },
    ],
  },

  // ---------------------------------------------------------------- shoulders
  {
    type: 'gym',
    muscle: 'shoulders',
    name: { en: 'Overhead Press', ar: 'الضغط فوق الرأس بالبار (ميليتري بريس)' },
    rating: 'medium',
    equipment: { en: 'A barbell and a squat rack', ar: 'بار وحامل سكوات' },
    kind: 'barbell',
    description: {
      en: 'Take the bar from a rack at collarbone height with a grip just outside your shoulders, then squeeze your glutes and brace your stomach. Press the bar straight up, moving your head back slightly to let it pass, then bring your head through so the bar finishes over the middle of your feet. Avoid leaning far back to push the weight up, as that shifts the load onto your lower back.',
      ar: 'خذ البار من الحامل عند مستوى الترقوة بقبضة أعرض قليلًا من الكتفين، ثم شُدّ عضلات المؤخرة والبطن. ادفع البار لأعلى في خط مستقيم مع إرجاع رأسك قليلًا ليمر البار، ثم أعِد رأسك للأمام بحيث ينتهي البار فوق منتصف القدمين. تجنّب الميل الكبير للخلف لدفع الوزن، لأن ذلك ينقل الحمل إلى أسفل الظهر.',
    },
    variations: [
      {
        name: { en: 'Seated Barbell Press', ar: 'الضغط بالبار جلوسًا' },
        description: {
          en: 'Press from a bench with back support, which limits leaning and keeps the work on your shoulders.',
          ar: 'نفّذ الضغط جالسًا على بنش بمسند للظهر، ما يحد من الميل ويبقي العمل على الكتفين.',
        },
      },
      {
        name: { en: 'Push Press', ar: 'الضغط بمساعدة الرجلين (بوش برس)' },
        description: {
          en: 'Dip slightly at the knees and drive the bar up with help from your legs, which allows heavier loads.',
          ar: 'اثنِ ركبتيك قليلًا ثم ادفع البار لأعلى بمساعدة الرجلين، ما يسمح باستخدام أوزان أثقل.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'shoulders',
    name: { en: 'Seated Dumbbell Shoulder Press', ar: 'ضغط الكتف بالدمبل جلوسًا' },
    rating: 'medium',
    equipment: { en: 'Two dumbbells and an upright bench', ar: 'دمبلز وبنش بمسند عمودي' },
    kind: 'dumbbell',
    description: {
      en: 'Sit on a bench with an upright back support and hold the dumbbells at shoulder height, palms facing forward. Press them overhead until your arms are straight, then lower them slowly back to about ear level. Keep your back against the pad and do not let the dumbbells clash together at the top.',
      ar: 'اجلس على بنش بمسند ظهر عمودي، وأمسك الدمبلز عند مستوى الكتفين والكفان للأمام. ادفعهما فوق رأسك حتى تستقيم ذراعاك، ثم أنزلهما ببطء إلى مستوى الأذنين تقريبًا. أبقِ ظهرك ملاصقًا للمسند ولا تدع الدمبلز يصطدمان ببعضهما في الأعلى.',
    },
    variations: [
      {
        name: { en: 'Standing Dumbbell Press', ar: 'ضغط الكتف بالدمبل وقوفًا' },
        description: {
          en: 'Press while standing, so your core has to work harder to keep you upright.',
          ar: 'نفّذ الضغط واقفًا، فتعمل عضلات الجذع بجهد أكبر للحفاظ على استقامتك.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'shoulders',
    name: { en: 'Arnold Press', ar: 'ضغط أرنولد' },
    rating: 'medium',
    equipment: { en: 'Two dumbbells and an upright bench', ar: 'دمبلز وبنش بمسند عمودي' },
    kind: 'dumbbell',
    description: {
      en: 'Sit upright holding the dumbbells in front of your shoulders with your palms facing you, as at the top of a curl. As you press up, rotate your wrists so your palms face forward at the top, then reverse the rotation on the way down. Keep the movement smooth and use lighter weights than in a normal shoulder press.',
      ar: 'اجلس منتصبًا ممسكًا الدمبلز أمام كتفيك والكفان متجهان نحوك، كما في أعلى تمرين البايسبس. أثناء الدفع لأعلى لُفّ رسغيك حتى يتجه الكفان للأمام في أعلى الحركة، ثم اعكس اللف أثناء النزول. اجعل الحركة سلسة واستخدم أوزانًا أخف من ضغط الكتف العادي.',
    },
    variations: [
      {
        name: { en: 'Single-Arm Arnold Press', ar: 'ضغط أرنولد بذراع واحدة' },
        description: {
          en: 'Press one dumbbell at a time while the other waits at your shoulder, to concentrate on the rotation.',
          ar: 'ادفع دمبلًا واحدًا في كل مرة بينما يبقى الآخر عند الكتف، للتركيز على حركة اللف.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'shoulders',
    name: { en: 'Machine Shoulder Press', ar: 'ضغط الكتف على الجهاز' },
    rating: 'easy',
    equipment: { en: 'A seated shoulder press machine', ar: 'جهاز ضغط الكتف' },
    kind: 'machine',
    description: {
      en: 'Set the seat so the handles start at about shoulder height and sit with your back flat against the pad. Press the handles up until your arms are nearly straight, then lower them under control to the starting position. Keep your lower back against the pad rather than arching to move more weight.',
      ar: 'اضبط المقعد بحيث تبدأ المقابض عند مستوى الكتفين تقريبًا، واجلس مع إسناد ظهرك بالكامل. ادفع المقابض لأعلى حتى تكاد ذراعاك تستقيمان، ثم أنزلها بتحكم إلى وضع البداية. أبقِ أسفل ظهرك ملاصقًا للمسند بدلًا من تقويسه لرفع وزن أكبر.',
    },
    variations: [
      {
        name: { en: 'Smith Machine Shoulder Press', ar: 'ضغط الكتف على جهاز السميث' },
        description: {
          en: 'Press the Smith machine bar from an upright bench, keeping the bar path just in front of your face.',
          ar: 'ادفع بار جهاز السميث وأنت جالس على بنش عمودي، مع بقاء مسار البار أمام وجهك مباشرة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'shoulders',
    name: { en: 'Dumbbell Lateral Raise', ar: 'الرفرفة الجانبية بالدمبل' },
    rating: 'easy',
    equipment: { en: 'Two light dumbbells', ar: 'دمبلز خفيفان' },
    kind: 'dumbbell',
    description: {
      en: 'Stand tall with a light dumbbell in each hand at your sides and a small bend in your elbows. Raise your arms out to the sides until they reach shoulder height, leading with your elbows, then lower them slowly. Do not shrug or swing your body to lift the weight; the side of the shoulder should do the work.',
      ar: 'قف منتصبًا ممسكًا دمبلًا خفيفًا في كل يد بجانب جسمك، مع ثني بسيط في الكوعين. ارفع ذراعيك إلى الجانبين حتى مستوى الكتفين بحيث يقود الكوعان الحركة، ثم أنزلهما ببطء. لا ترفع كتفيك نحو أذنيك ولا تؤرجح جسمك لرفع الوزن، فالمطلوب أن يعمل الجزء الجانبي من الكتف.',
    },
    variations: [
      {
        name: { en: 'Cable Lateral Raise', ar: 'الرفرفة الجانبية بالكابل' },
        description: {
          en: 'Raise a handle from a low pulley that runs across the front of your body, for steady tension all the way up.',
          ar: 'ارفع مقبضًا من بكرة منخفضة يمر كابلها أمام جسمك، ليبقى الشد ثابتًا طوال الحركة.',
        },
      },
      {
        name: { en: 'Seated Lateral Raise', ar: 'الرفرفة الجانبية جلوسًا' },
        description: {
          en: 'Sit on the end of a bench so it is harder to cheat with your legs and hips.',
          ar: 'اجلس على طرف البنش ليصعب الاستعانة بالرجلين والحوض.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'shoulders',
    name: { en: 'Dumbbell Front Raise', ar: 'الرفرفة الأمامية بالدمبل' },
    rating: 'easy',
    equipment: { en: 'Two light dumbbells', ar: 'دمبلز خفيفان' },
    kind: 'dumbbell',
    description: {
      en: 'Stand with the dumbbells in front of your thighs, palms facing your body. Raise one or both arms straight in front of you to shoulder height, pause briefly, then lower them slowly. Keep your torso still; leaning back to get the weight up is a sign it is too heavy.',
      ar: 'قف ممسكًا الدمبلز أمام فخذيك والكفان متجهان نحو الجسم. ارفع ذراعًا واحدة أو الذراعين معًا أمامك حتى مستوى الكتفين وتوقف لحظة، ثم أنزلهما ببطء. حافظ على ثبات جذعك، فالميل للخلف لرفع الوزن علامة على أنه أثقل من اللازم.',
    },
    variations: [
      {
        name: { en: 'Plate Front Raise', ar: 'الرفرفة الأمامية بالطارة' },
        description: {
          en: 'Hold a weight plate by its sides with both hands and raise it to eye level.',
          ar: 'أمسك طارة من جانبيها بكلتا يديك وارفعها حتى مستوى العينين.',
        },
      },
      {
        name: { en: 'Cable Front Raise', ar: 'الرفرفة الأمامية بالكابل' },
        description: {
          en: 'Stand with your back to a low pulley and raise the handle or bar for steady tension.',
          ar: 'قف وظهرك إلى بكرة منخفضة وارفع المقبض أو البار للحصول على شد ثابت.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'shoulders',
    name: { en: 'Face Pull', ar: 'سحب الحبل للوجه (فيس بول)' },
    rating: 'easy',
    equipment: { en: 'A cable pulley with a rope attachment', ar: 'بكرة كابل مع حبل' },
    kind: 'cable',
    description: {
      en: 'Set a rope on a pulley at about forehead height and hold the ends with your thumbs pointing back toward you. Pull the rope toward your face, separating the ends as your elbows travel back and out, and finish with your hands beside your ears. Go light and pause at the end of each rep; a heavy weight makes you lean back and lose the squeeze in the rear shoulders.',
      ar: 'ثبّت الحبل في بكرة عند مستوى الجبهة تقريبًا، وأمسك طرفيه والإبهامان متجهان للخلف نحوك. اسحب الحبل نحو وجهك مع المباعدة بين طرفيه بينما يتحرك الكوعان للخلف وللخارج، وأنهِ الحركة واليدان بجانب الأذنين. استخدم وزنًا خفيفًا وتوقف لحظة في نهاية كل تكرار، فالوزن الثقيل يجعلك تميل للخلف ويضيع الإحساس بخلفية الكتف.',
    },
    variations: [
      {
        name: { en: 'Band Face Pull', ar: 'سحب الوجه بالحبل المطاطي' },
        description: {
          en: 'Anchor a resistance band at face height for a version you can do anywhere.',
          ar: 'ثبّت حبلًا مطاطيًا عند مستوى الوجه لأداء التمرين في أي مكان.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'shoulders',
    name: { en: 'Rear Delt Fly', ar: 'الرفرفة الخلفية للكتف' },
    rating: 'easy',
    equipment: { en: 'Two light dumbbells', ar: 'دمبلز خفيفان' },
    kind: 'dumbbell',
    description: {
      en: 'Hinge forward until your torso is nearly parallel to the floor, letting the dumbbells hang under your chest with a slight bend in your elbows. Raise your arms out to the sides until they line up with your shoulders, then lower them slowly. Lead with your elbows and avoid pinching your shoulder blades hard together, which shifts the work to the upper back.',
      ar: 'انحنِ من الحوض حتى يكاد الجذع يوازي الأرض، واترك الدمبلز متدليين أسفل صدرك مع ثني بسيط في الكوعين. ارفع ذراعيك إلى الجانبين حتى تصبحا على خط واحد مع الكتفين، ثم أنزلهما ببطء. دع الكوعين يقودان الحركة وتجنّب ضم لوحي الكتف بقوة، لأن ذلك ينقل العمل إلى أعلى الظهر.',
    },
    variations: [
      {
        name: { en: 'Reverse Pec Deck', ar: 'الرفرفة الخلفية على جهاز الفراشة' },
        description: {
          en: 'Sit facing the pec deck machine and open the handles backwards for a more stable version.',
          ar: 'اجلس في مواجهة جهاز الفراشة وافتح المقبضين للخلف لأداء أكثر ثباتًا.',
        },
      },
      {
        name: { en: 'Cable Rear Delt Fly', ar: 'الرفرفة الخلفية بالكابل' },
        description: {
          en: 'Cross two cables set at shoulder height and pull them apart with nearly straight arms.',
          ar: 'أمسك كابلين متقاطعين عند مستوى الكتفين واسحبهما للخارج بذراعين شبه مفرودتين.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'shoulders',
    name: { en: 'Dumbbell Shrug', ar: 'الترابيس بالدمبل' },
    rating: 'easy',
    equipment: { en: 'Two heavy dumbbells', ar: 'دمبلز ثقيلان' },
    kind: 'dumbbell',
    description: {
      en: 'Stand tall holding a dumbbell in each hand at your sides with your arms straight. Lift your shoulders straight up toward your ears as high as you can, hold for a second, then lower them all the way down. Do not roll your shoulders in circles or bend your elbows; simply move up and down.',
      ar: 'قف منتصبًا ممسكًا دمبلًا في كل يد بجانب جسمك والذراعان مفرودتان. ارفع كتفيك لأعلى نحو أذنيك بأقصى ما تستطيع واثبت ثانية، ثم أنزلهما للأسفل تمامًا. لا تُدِر كتفيك في حركة دائرية ولا تثنِ الكوعين، بل اكتفِ بالحركة لأعلى ولأسفل.',
    },
    variations: [
      {
        name: { en: 'Barbell Shrug', ar: 'الترابيس بالبار' },
        description: {
          en: 'Hold a barbell in front of your thighs, which allows heavier loading.',
          ar: 'أمسك بارًا أمام فخذيك، ما يسمح بحمل أوزان أثقل.',
        },
      },
    ],
  },

  // ---------------------------------------------------------------- arms
  {
    type: 'gym',
    muscle: 'arms',
    name: { en: 'Barbell Curl', ar: 'البايسبس بالبار' },
    rating: 'easy',
    equipment: { en: 'A straight barbell or an EZ bar', ar: 'بار مستقيم أو بار زجزاج' },
    kind: 'barbell',
    description: {
      en: 'Stand tall holding the bar with an underhand, shoulder-width grip and your arms straight. Curl the bar up toward your shoulders while keeping your elbows pinned at your sides, then lower it slowly to full extension. Avoid swinging your hips or leaning back to get the bar up.',
      ar: 'قف منتصبًا ممسكًا البار بقبضة سفلية بعرض الكتفين والذراعان مفرودتان. ارفع البار نحو كتفيك مع تثبيت الكوعين بجانب الجسم، ثم أنزله ببطء حتى تمتد الذراعان بالكامل. تجنّب أرجحة الحوض أو الميل للخلف لرفع البار.',
    },
    variations: [
      {
        name: { en: 'EZ-Bar Curl', ar: 'البايسبس ببار الزجزاج' },
        description: {
          en: 'Use the angled grips of an EZ bar, which many people find more comfortable on the wrists.',
          ar: 'استخدم المقابض المائلة لبار الزجزاج، وهي أريح للرسغين عند كثير من المتمرنين.',
        },
      },
      {
        name: { en: 'Cable Curl', ar: 'البايسبس بالكابل' },
        description: {
          en: 'Curl a straight bar attached to a low pulley for constant tension.',
          ar: 'ارفع بارًا مستقيمًا مثبتًا في بكرة منخفضة ليبقى الشد مستمرًا.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'arms',
    name: { en: 'Close-Grip Bench Press', ar: 'البنش بقبضة ضيقة للترايسبس' },
    rating: 'medium',
    equipment: {
      en: 'A barbell and a flat bench with a rack',
      ar: 'بار وبنش مستوٍ بحامل',
    },
    kind: 'barbell',
    description: {
      en: 'Lie on a flat bench and grip the bar about shoulder-width apart, a little narrower than a normal bench press. Lower the bar to your lower chest with your elbows tucked close to your body, then press it back up until your arms are straight. Do not bring your hands so close together that your wrists bend awkwardly.',
      ar: 'استلقِ على بنش مستوٍ وأمسك البار بقبضة بعرض الكتفين تقريبًا، أي أضيق قليلًا من البنش العادي. أنزل البار إلى أسفل الصدر مع إبقاء الكوعين قريبين من الجسم، ثم ادفعه لأعلى حتى تستقيم الذراعان. لا تقرّب يديك من بعضهما لدرجة تجعل الرسغين ينثنيان بشكل غير مريح.',
    },
    variations: [
      {
        name: { en: 'Smith Machine Close-Grip Press', ar: 'البنش الضيق على جهاز السميث' },
        description: {
          en: 'Perform the same press on a Smith machine for a fixed bar path.',
          ar: 'نفّذ الضغط نفسه على جهاز السميث لمسار ثابت للبار.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'arms',
    name: { en: 'Skull Crusher', ar: 'الترايسبس النائم بالبار (سكل كراشر)' },
    rating: 'medium',
    equipment: { en: 'An EZ bar and a flat bench', ar: 'بار زجزاج وبنش مستوٍ' },
    kind: 'barbell',
    description: {
      en: 'Lie on a flat bench holding an EZ bar above your chest with straight arms and a narrow grip. Bend only at the elbows to lower the bar toward your forehead or just behind your head, then straighten your arms to bring it back up. Keep your upper arms still and pointing up, and control the bar all the way down.',
      ar: 'استلقِ على بنش مستوٍ ممسكًا بار الزجزاج فوق صدرك بذراعين مفرودتين وقبضة ضيقة. اثنِ الكوعين فقط لإنزال البار نحو الجبهة أو خلف الرأس بقليل، ثم افرد ذراعيك لإعادته لأعلى. أبقِ العضدين ثابتين ومتجهين لأعلى، وتحكّم في البار طوال النزول.',
    },
    variations: [
      {
        name: { en: 'Dumbbell Skull Crusher', ar: 'الترايسبس النائم بالدمبل' },
        description: {
          en: 'Use two dumbbells with your palms facing each other, which lets each arm move freely.',
          ar: 'استخدم دمبلين والكفان متقابلتان، ما يتيح لكل ذراع أن تتحرك بحرية.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'arms',
    name: { en: 'Hammer Curl', ar: 'الهامر بالدمبل' },
    rating: 'easy',
    equipment: { en: 'Two dumbbells', ar: 'دمبلز' },
    kind: 'dumbbell',
    description: {
      en: 'Stand with a dumbbell in each hand at your sides, palms facing your body. Curl the dumbbells up with your thumbs pointing to the ceiling and your elbows close to your sides, then lower them slowly. This grip works the forearms and the muscle under the biceps as well as the biceps itself; avoid swinging to move more weight.',
      ar: 'قف ممسكًا دمبلًا في كل يد بجانب جسمك والكفان متجهان نحو الجسم. ارفع الدمبلز والإبهامان متجهان نحو السقف مع إبقاء الكوعين قريبين من الجسم، ثم أنزلهما ببطء. تشغّل هذه القبضة الساعد والعضلة الواقعة أسفل البايسبس إلى جانب البايسبس نفسه، فتجنّب الأرجحة لرفع وزن أكبر.',
    },
    variations: [
      {
        name: { en: 'Rope Hammer Curl', ar: 'الهامر بالحبل على الكابل' },
        description: {
          en: 'Curl a rope attached to a low pulley with the same thumbs-up grip.',
          ar: 'ارفع حبلًا مثبتًا في بكرة منخفضة بالقبضة نفسها والإبهامان لأعلى.',
        },
      },
      {
        name: { en: 'Cross-Body Hammer Curl', ar: 'الهامر عبر الجسم' },
        description: {
          en: 'Curl each dumbbell across your body toward the opposite shoulder.',
          ar: 'ارفع كل دمبل عبر جسمك نحو الكتف المقابل.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'arms',
    name: { en: 'Incline Dumbbell Curl', ar: 'البايسبس بالدمبل على بنش مائل' },
    rating: 'easy',
    equipment: { en: 'Two dumbbells and an adjustable bench', ar: 'دمبلز وبنش قابل لتعديل الزاوية' },
    kind: 'dumbbell',
    description: {
      en: 'Set a bench to about 45 to 60 degrees and lie back with your arms hanging straight down behind your torso. Curl the dumbbells up without letting your elbows drift forward, then lower them slowly into a full stretch. The stretched starting position makes this harder than a standing curl, so use lighter weights.',
      ar: 'اضبط البنش بزاوية 45 إلى 60 درجة تقريبًا، واستلقِ عليه تاركًا ذراعيك متدليتين للأسفل خلف مستوى الجذع. ارفع الدمبلز دون أن يتحرك الكوعان للأمام، ثم أنزلهما ببطء حتى تمتد العضلة بالكامل. وضعية البداية الممدودة تجعل التمرين أصعب من البايسبس واقفًا، لذلك استخدم أوزانًا أخف.',
    },
    variations: [
      {
        name: { en: 'Alternating Incline Curl', ar: 'البايسبس المائل بالتبادل' },
        description: {
          en: 'Curl one arm at a time, which helps you focus on each side.',
          ar: 'ارفع ذراعًا واحدة في كل مرة للتركيز على كل جانب.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'arms',
    name: { en: 'Preacher Curl', ar: 'البايسبس على مقعد الارتكاز (سكوت)' },
    rating: 'easy',
    equipment: { en: 'A preacher bench and an EZ bar', ar: 'مقعد الارتكاز وبار زجزاج' },
    kind: 'barbell',
    description: {
      en: 'Sit at the preacher bench with the backs of your upper arms flat on the pad and hold an EZ bar with an underhand grip. Curl the bar up until your forearms are nearly vertical, then lower it slowly until your arms are almost straight. Control the bottom of the movement and never let the bar drop, because that is where the arm is most stretched.',
      ar: 'اجلس على مقعد الارتكاز مع إسناد الجزء الخلفي من العضدين على الوسادة، وأمسك بار الزجزاج بقبضة سفلية. ارفع البار حتى يصبح الساعدان شبه عموديين، ثم أنزله ببطء حتى تكاد الذراعان تستقيمان. تحكّم في أسفل الحركة ولا تترك البار يسقط أبدًا، فهنا تكون العضلة في أقصى امتداد لها.',
    },
    variations: [
      {
        name: { en: 'Dumbbell Preacher Curl', ar: 'الارتكاز بالدمبل' },
        description: {
          en: 'Curl one dumbbell at a time over the preacher pad.',
          ar: 'ارفع دمبلًا واحدًا في كل مرة على وسادة الارتكاز.',
        },
      },
      {
        name: { en: 'Machine Preacher Curl', ar: 'الارتكاز على الجهاز' },
        description: {
          en: 'Use a preacher curl machine for a smooth, guided path.',
          ar: 'استخدم جهاز الارتكاز لمسار حركة سلس وموجَّه.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'arms',
    name: { en: 'Cable Triceps Pushdown', ar: 'الترايسبس بالكابل (بوش داون)' },
    rating: 'easy',
    equipment: {
      en: 'A high cable pulley with a straight bar or rope',
      ar: 'بكرة كابل عالية مع بار مستقيم أو حبل',
    },
    kind: 'cable',
    description: {
      en: 'Stand facing a high pulley, grip the attachment and bring your elbows to your sides with your forearms roughly parallel to the floor. Push the attachment down until your arms are straight and squeeze your triceps, then let it rise back to the start. Keep your elbows fixed at your sides; if they move forward and back, chest and shoulders take over the work.',
      ar: 'قف في مواجهة بكرة عالية وأمسك المقبض، مع تثبيت الكوعين بجانب الجسم والساعدان موازيان للأرض تقريبًا. ادفع المقبض لأسفل حتى تستقيم ذراعاك واعصر الترايسبس، ثم اتركه يصعد إلى وضع البداية. ثبّت الكوعين بجانب جسمك، فإذا تحركا للأمام والخلف انتقل العمل إلى الصدر والكتفين.',
    },
    variations: [
      {
        name: { en: 'Rope Pushdown', ar: 'الترايسبس بالحبل' },
        description: {
          en: 'Use a rope and spread the ends apart at the bottom of each rep.',
          ar: 'استخدم الحبل وباعد بين طرفيه في أسفل كل تكرار.',
        },
      },
      {
        name: { en: 'Reverse-Grip Pushdown', ar: 'الترايسبس بقبضة عكسية' },
        description: {
          en: 'Hold a straight bar with your palms facing up for a different feel in the muscle.',
          ar: 'أمسك بارًا مستقيمًا والكفان لأعلى لإحساس مختلف في العضلة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'arms',
    name: { en: 'Overhead Dumbbell Triceps Extension', ar: 'الترايسبس خلف الرأس بالدمبل' },
    rating: 'easy',
    equipment: { en: 'A dumbbell and a bench with back support', ar: 'دمبل وبنش بمسند للظهر' },
    kind: 'dumbbell',
    description: {
      en: 'Sit on an upright bench and hold one dumbbell with both hands under its top end, arms straight overhead. Lower the dumbbell behind your head by bending your elbows, then straighten your arms to lift it back up. Keep your elbows pointing forward and fairly close together rather than letting them flare wide.',
      ar: 'اجلس على بنش بمسند عمودي وأمسك دمبلًا واحدًا بكلتا يديك من أسفل طرفه العلوي والذراعان مفرودتان فوق الرأس. أنزل الدمبل خلف رأسك بثني الكوعين، ثم افرد ذراعيك لرفعه مرة أخرى. أبقِ الكوعين متجهين للأمام وقريبين من بعضهما بدلًا من فتحهما للخارج.',
    },
    variations: [
      {
        name: { en: 'Overhead Cable Extension', ar: 'الترايسبس خلف الرأس بالكابل' },
        description: {
          en: 'Face away from a pulley holding a rope behind your head and extend your arms forward and up.',
          ar: 'قف وظهرك إلى البكرة ممسكًا الحبل خلف رأسك، ثم افرد ذراعيك للأمام ولأعلى.',
        },
      },
      {
        name: { en: 'Single-Arm Overhead Extension', ar: 'الترايسبس خلف الرأس بذراع واحدة' },
        description: {
          en: 'Hold a lighter dumbbell in one hand and work each arm separately.',
          ar: 'أمسك دمبلًا أخف بيد واحدة واعمل بكل ذراع على حدة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'arms',
    name: { en: 'Concentration Curl', ar: 'بايسبس التركيز بالدمبل' },
    rating: 'easy',
    equipment: { en: 'A dumbbell and a flat bench', ar: 'دمبل وبنش مستوٍ' },
    kind: 'dumbbell',
    description: {
      en: 'Sit on the end of a bench with your legs apart and rest the back of your upper arm against the inside of your thigh. Curl the dumbbell up toward your shoulder, squeeze at the top, then lower it slowly until your arm is straight. Keep your upper arm pressed to your thigh and do not lean back to help the weight up.',
      ar: 'اجلس على طرف البنش مع المباعدة بين رجليك، واسند الجزء الخلفي من العضد إلى باطن الفخذ. ارفع الدمبل نحو كتفك واعصر العضلة في الأعلى، ثم أنزله ببطء حتى تستقيم الذراع. أبقِ العضد ملاصقًا للفخذ ولا تمِل بجسمك للخلف لمساعدة الوزن.',
    },
    variations: [],
  },

  // ---------------------------------------------------------------- legs
  {
    type: 'gym',
    muscle: 'legs',
    name: { en: 'Barbell Back Squat', ar: 'السكوات الخلفي بالبار' },
    rating: 'difficult',
    equipment: {
      en: 'A barbell, weight plates and a squat rack',
      ar: 'بار وطارات أوزان وحامل سكوات',
    },
    kind: 'barbell',
    description: {
      en: 'Set the bar across your upper back in a rack, step back and stand with your feet about shoulder-width apart and toes turned slightly out. Brace your core, bend your hips and knees together until your thighs are at least parallel to the floor, then drive back up. Keep your chest up and your knees tracking over your toes, and set the rack safety bars just below your lowest point.',
      ar: 'ضع البار على أعلى ظهرك داخل الحامل، ثم تراجع خطوتين وقف والقدمان بعرض الكتفين تقريبًا مع توجيه أصابع القدمين للخارج قليلًا. شُدّ عضلات البطن، ثم انزل بثني الحوض والركبتين معًا حتى يصبح الفخذان موازيين للأرض على الأقل، وادفع نفسك للأعلى. أبقِ صدرك مرفوعًا وركبتيك في اتجاه أصابع القدمين، واضبط حواجز الأمان في الحامل أسفل أعمق نقطة تصل إليها بقليل.',
    },
    variations: [
      {
        name: { en: 'Front Squat', ar: 'السكوات الأمامي' },
        description: {
          en: 'Rest the bar across the front of your shoulders, which keeps your torso more upright and works the quads harder.',
          ar: 'ضع البار على مقدمة الكتفين، فيبقى الجذع أكثر استقامة وتعمل العضلة الأمامية للفخذ بجهد أكبر.',
        },
      },
      {
        name: { en: 'Smith Machine Squat', ar: 'السكوات على جهاز السميث' },
        description: {
          en: 'Squat under the guided Smith machine bar with your feet slightly in front of you.',
          ar: 'نفّذ السكوات تحت بار جهاز السميث الموجَّه مع وضع القدمين للأمام قليلًا.',
        },
      },
      {
        name: { en: 'Goblet Squat', ar: 'سكوات الكأس بالدمبل' },
        description: {
          en: 'Hold one dumbbell upright against your chest, a good way to learn squat depth.',
          ar: 'أمسك دمبلًا واحدًا بشكل رأسي أمام صدرك، وهي طريقة جيدة لتعلّم عمق السكوات.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'legs',
    name: { en: 'Romanian Deadlift', ar: 'الديدليفت الروماني' },
    rating: 'medium',
    equipment: { en: 'A barbell and weight plates', ar: 'بار وطارات أوزان' },
    kind: 'barbell',
    description: {
      en: 'Stand tall holding the bar at hip height with an overhand grip, feet hip-width apart and knees soft. Push your hips back and let the bar slide down the front of your thighs until you feel a strong stretch in your hamstrings, usually around mid-shin, then drive your hips forward to stand up. Keep your back flat and the bar close to your legs; this is a hip hinge, not a squat.',
      ar: 'قف منتصبًا ممسكًا البار عند مستوى الحوض بقبضة علوية، والقدمان بعرض الحوض مع ثني خفيف في الركبتين. ادفع الحوض للخلف واترك البار ينزلق على مقدمة الفخذين حتى تشعر بإطالة قوية في العضلة الخلفية للفخذ، غالبًا عند منتصف الساق، ثم ادفع الحوض للأمام لتعود واقفًا. حافظ على استقامة ظهرك وبقاء البار قريبًا من رجليك، فهذه حركة انحناء من الحوض وليست سكوات.',
    },
    variations: [
      {
        name: { en: 'Dumbbell Romanian Deadlift', ar: 'الديدليفت الروماني بالدمبل' },
        description: {
          en: 'Hold a dumbbell in each hand in front of your thighs and follow the same hinge.',
          ar: 'أمسك دمبلًا في كل يد أمام فخذيك ونفّذ حركة الانحناء نفسها.',
        },
      },
      {
        name: { en: 'Single-Leg Romanian Deadlift', ar: 'الديدليفت الروماني برجل واحدة' },
        description: {
          en: 'Hinge on one leg while the other extends behind you, which also challenges your balance.',
          ar: 'انحنِ على رجل واحدة بينما تمتد الأخرى خلفك، ما يتحدى توازنك أيضًا.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'legs',
    name: { en: 'Hack Squat', ar: 'الهاك سكوات' },
    rating: 'medium',
    equipment: { en: 'A hack squat machine', ar: 'جهاز الهاك سكوات' },
    kind: 'machine',
    description: {
      en: 'Stand on the platform with your back and shoulders against the pads and your feet about shoulder-width apart in the middle of the plate. Release the safety handles and bend your knees until your thighs are at least parallel to the platform, then press back up without slamming your knees straight. Keep your heels down and your lower back against the pad throughout.',
      ar: 'قف على منصة الجهاز مع إسناد ظهرك وكتفيك إلى الوسائد، والقدمان بعرض الكتفين تقريبًا في منتصف المنصة. حرّر مقابض الأمان وانزل بثني الركبتين حتى يصبح الفخذان موازيين للمنصة على الأقل، ثم ادفع للأعلى دون فرد الركبتين بعنف. أبقِ كعبيك على المنصة وأسفل ظهرك ملاصقًا للمسند طوال الحركة.',
    },
    variations: [
      {
        name: { en: 'Reverse Hack Squat', ar: 'الهاك العكسي' },
        description: {
          en: 'Face the machine with your chest against the pad, which shifts more of the work to the glutes.',
          ar: 'قف في مواجهة الجهاز مع إسناد صدرك إلى الوسادة، فينتقل جزء أكبر من العمل إلى عضلات المؤخرة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'legs',
    name: { en: 'Leg Press', ar: 'دفع الرجلين (ليج برس)' },
    rating: 'easy',
    equipment: { en: 'A 45-degree leg press machine', ar: 'جهاز الليج برس' },
    kind: 'machine',
    description: {
      en: 'Sit in the machine with your back and hips flat on the pad and your feet shoulder-width apart in the middle of the platform. Release the safeties and lower the platform by bending your knees toward your chest, stopping before your hips start to curl up off the seat, then press back up. Do not snap your knees straight at the top, and hold the side handles rather than pushing on your knees.',
      ar: 'اجلس في الجهاز مع إسناد ظهرك وحوضك بالكامل، وضع قدميك بعرض الكتفين في منتصف المنصة. حرّر مقابض الأمان وأنزل المنصة بثني الركبتين نحو الصدر، وتوقف قبل أن يبدأ حوضك في الارتفاع عن المقعد، ثم ادفع للأعلى. لا تفرد ركبتيك بعنف في أعلى الحركة، وأمسك المقابض الجانبية بدلًا من الضغط بيديك على ركبتيك.',
    },
    variations: [
      {
        name: { en: 'High-Foot Leg Press', ar: 'الليج برس بقدمين مرتفعتين' },
        description: {
          en: 'Place your feet higher on the platform to bring in more glutes and hamstrings.',
          ar: 'ضع قدميك في أعلى المنصة لإشراك عضلات المؤخرة والعضلة الخلفية أكثر.',
        },
      },
      {
        name: { en: 'Single-Leg Press', ar: 'الليج برس برجل واحدة' },
        description: {
          en: 'Press with one leg at a time using a lighter load to balance both sides.',
          ar: 'ادفع برجل واحدة في كل مرة بوزن أخف لموازنة الجانبين.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'legs',
    name: { en: 'Bulgarian Split Squat', ar: 'السكوات البلغاري' },
    rating: 'medium',
    equipment: { en: 'Two dumbbells and a flat bench', ar: 'دمبلز وبنش مستوٍ' },
    kind: 'dumbbell',
    description: {
      en: 'Stand a long stride in front of a bench and rest the top of your back foot on it, holding a dumbbell in each hand. Lower your back knee toward the floor until your front thigh is about parallel to it, then push through your front foot to stand back up. Keep most of your weight on the front leg and find a stance where your front heel stays down.',
      ar: 'قف أمام البنش بمسافة خطوة واسعة وضع ظهر قدمك الخلفية عليه، ممسكًا دمبلًا في كل يد. أنزل ركبتك الخلفية نحو الأرض حتى يصبح الفخذ الأمامي موازيًا لها تقريبًا، ثم ادفع بقدمك الأمامية لتعود إلى الأعلى. اجعل معظم وزنك على الرجل الأمامية، واختر مسافة تسمح ببقاء كعبها ثابتًا على الأرض.',
    },
    variations: [
      {
        name: { en: 'Bodyweight Bulgarian Split Squat', ar: 'السكوات البلغاري بوزن الجسم' },
        description: {
          en: 'Learn the position without dumbbells before adding any load.',
          ar: 'أتقن الوضعية دون دمبلز قبل إضافة أي وزن.',
        },
      },
      {
        name: { en: 'Smith Machine Split Squat', ar: 'السكوات البلغاري على السميث' },
        description: {
          en: 'Do the movement under a Smith machine bar so you can focus on your legs rather than balance.',
          ar: 'نفّذ الحركة تحت بار جهاز السميث لتركّز على الرجلين بدلًا من التوازن.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'legs',
    name: { en: 'Walking Lunge', ar: 'اللانجز بالمشي' },
    rating: 'medium',
    equipment: {
      en: 'Two dumbbells and some open floor space',
      ar: 'دمبلز ومساحة خالية للمشي',
    },
    kind: 'dumbbell',
    description: {
      en: 'Hold a dumbbell in each hand at your sides and stand tall with clear space ahead of you. Step forward and lower your back knee toward the floor until both knees are bent to about 90 degrees, then push off and bring your back leg through into the next step. Take steps long enough that your front heel stays planted, and keep your torso upright.',
      ar: 'أمسك دمبلًا في كل يد بجانب جسمك وقف منتصبًا مع وجود مساحة خالية أمامك. تقدّم بخطوة وأنزل ركبتك الخلفية نحو الأرض حتى تنثني الركبتان بزاوية 90 درجة تقريبًا، ثم ادفع نفسك وانقل الرجل الخلفية إلى الأمام في الخطوة التالية. اجعل خطوتك طويلة بما يكفي ليبقى كعب القدم الأمامية ثابتًا، وحافظ على استقامة الجذع.',
    },
    variations: [
      {
        name: { en: 'Barbell Walking Lunge', ar: 'اللانجز بالمشي بالبار' },
        description: {
          en: 'Carry a barbell across your upper back instead of dumbbells.',
          ar: 'احمل البار على أعلى ظهرك بدلًا من الدمبلز.',
        },
      },
      {
        name: { en: 'Reverse Lunge', ar: 'اللانجز للخلف' },
        description: {
          en: 'Step backwards instead of forwards, which many people find easier to balance.',
          ar: 'تراجع بالخطوة للخلف بدلًا من التقدم للأمام، وهو ما يجده كثيرون أسهل في التوازن.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'legs',
    name: { en: 'Barbell Hip Thrust', ar: 'دفع الحوض بالبار (هيب ثرست)' },
    rating: 'medium',
    equipment: {
      en: 'A barbell with a pad, weight plates and a flat bench',
      ar: 'بار مع وسادة وطارات أوزان وبنش مستوٍ',
    },
    kind: 'barbell',
    description: {
      en: 'Sit on the floor with your upper back against the side of a bench and roll a padded barbell over your hips. Plant your feet about hip-width apart, drive through your heels to lift your hips until your torso is in line with your thighs, then lower them under control. Tuck your chin and squeeze your glutes at the top instead of arching your lower back.',
      ar: 'اجلس على الأرض مع إسناد أعلى ظهرك إلى حافة البنش، ودحرج البار المغطى بوسادة حتى يستقر فوق الحوض. ثبّت قدميك على الأرض بعرض الحوض، ثم ادفع بكعبيك لرفع الحوض حتى يصبح الجذع على خط واحد مع الفخذين، وأنزله بتحكم. اخفض ذقنك قليلًا واعصر عضلات المؤخرة في الأعلى بدلًا من تقويس أسفل الظهر.',
    },
    variations: [
      {
        name: { en: 'Barbell Glute Bridge', ar: 'الجسر بالبار' },
        description: {
          en: 'Do the same movement lying flat on the floor, with a shorter range of motion.',
          ar: 'نفّذ الحركة نفسها مستلقيًا على الأرض بمدى حركة أقصر.',
        },
      },
      {
        name: { en: 'Machine Hip Thrust', ar: 'دفع الحوض على الجهاز' },
        description: {
          en: 'Use a dedicated hip thrust machine for a quicker set-up.',
          ar: 'استخدم جهاز دفع الحوض المخصص لتجهيز أسرع.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'legs',
    name: { en: 'Lying Leg Curl', ar: 'الرجل الخلفي نائمًا' },
    rating: 'easy',
    equipment: { en: 'A lying leg curl machine', ar: 'جهاز الرجل الخلفي' },
    kind: 'machine',
    description: {
      en: 'Lie face down on the machine with your knees just off the edge of the pad and the roller resting just above your heels. Curl the roller toward your glutes as far as you can, pause, then lower it slowly until your legs are almost straight. Keep your hips pressed into the pad; lifting them is a sign the weight is too heavy.',
      ar: 'استلقِ على بطنك فوق الجهاز بحيث تكون ركبتاك خارج حافة الوسادة مباشرة، والأسطوانة فوق الكعبين بقليل. اثنِ رجليك لسحب الأسطوانة نحو المؤخرة إلى أقصى مدى وتوقف لحظة، ثم أنزلها ببطء حتى تكاد رجلاك تستقيمان. أبقِ حوضك ملاصقًا للوسادة، فارتفاعه علامة على أن الوزن أثقل من اللازم.',
    },
    variations: [
      {
        name: { en: 'Seated Leg Curl', ar: 'الرجل الخلفي جالسًا' },
        description: {
          en: 'Use the seated machine, which trains the hamstrings in a more stretched position.',
          ar: 'استخدم الجهاز الجالس، الذي يمرّن العضلة الخلفية وهي في وضع أكثر امتدادًا.',
        },
      },
      {
        name: { en: 'Single-Leg Lying Curl', ar: 'الرجل الخلفي برجل واحدة' },
        description: {
          en: 'Curl one leg at a time to even out both sides.',
          ar: 'اثنِ رجلًا واحدة في كل مرة لموازنة الجانبين.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'legs',
    name: { en: 'Leg Extension', ar: 'الرجل الأمامي' },
    rating: 'easy',
    equipment: { en: 'A leg extension machine', ar: 'جهاز الرجل الأمامي' },
    kind: 'machine',
    description: {
      en: 'Sit with your back against the pad, line your knees up with the machine pivot and set the roller just above your ankles. Straighten your legs until they are fully extended and squeeze your quads for a moment, then lower the weight slowly. Hold the side handles and avoid kicking the weight up with momentum.',
      ar: 'اجلس مع إسناد ظهرك، واجعل ركبتيك على خط واحد مع محور دوران الجهاز، والأسطوانة فوق الكاحلين مباشرة. افرد رجليك حتى تمتدا بالكامل واعصر عضلة الفخذ الأمامية لحظة، ثم أنزل الوزن ببطء. أمسك المقابض الجانبية وتجنّب ركل الوزن لأعلى بالاندفاع.',
    },
    variations: [
      {
        name: { en: 'Single-Leg Extension', ar: 'الرجل الأمامي برجل واحدة' },
        description: {
          en: 'Work one leg at a time with a lighter weight.',
          ar: 'اعمل برجل واحدة في كل مرة بوزن أخف.',
        },
      },
    ],
  },

  // ---------------------------------------------------------------- abs
  {
    type: 'gym',
    muscle: 'abs',
    name: { en: 'Hanging Leg Raise', ar: 'رفع الرجلين معلقًا على العقلة' },
    rating: 'difficult',
    equipment: { en: 'A pull-up bar', ar: 'بار عقلة' },
    kind: 'pull-up-bar',
    description: {
      en: 'Hang from a pull-up bar with an overhand grip and straight legs, keeping your shoulders active rather than fully relaxed. Raise your legs in front of you until they are at least parallel to the floor, curling your pelvis up at the top, then lower them slowly without swinging. If straight legs are too hard, bend your knees and bring them toward your chest.',
      ar: 'تعلّق في بار العقلة بقبضة علوية والرجلان مفرودتان، مع شد الكتفين بدلًا من الارتخاء الكامل. ارفع رجليك أمامك حتى تصبحا موازيتين للأرض على الأقل، مع لف الحوض لأعلى في نهاية الحركة، ثم أنزلهما ببطء دون تأرجح. إذا كان رفع الرجلين مفرودتين صعبًا، فاثنِ ركبتيك واسحبهما نحو صدرك.',
    },
    variations: [
      {
        name: { en: 'Hanging Knee Raise', ar: 'رفع الركبتين معلقًا' },
        description: {
          en: 'Bring bent knees up to your chest, an easier way to build up to the full movement.',
          ar: 'اسحب ركبتيك المثنيتين نحو صدرك، وهي طريقة أسهل للتدرج نحو الحركة الكاملة.',
        },
      },
      {
        name: { en: 'Dip Station Leg Raise', ar: 'رفع الرجلين على جهاز المتوازي' },
        description: {
          en: 'Support yourself on your forearms on a knee-raise station instead of hanging from your hands.',
          ar: 'استند بساعديك على جهاز رفع الركبتين بدلًا من التعلّق بيديك.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'abs',
    name: { en: 'Ab Wheel Rollout', ar: 'عجلة البطن' },
    rating: 'difficult',
    equipment: { en: 'An ab wheel and an exercise mat', ar: 'عجلة بطن ومرتبة تمرين' },
    kind: 'mat',
    description: {
      en: 'Kneel on a mat holding the ab wheel on the floor under your shoulders. Brace your stomach and slowly roll the wheel forward as far as you can without letting your lower back sag, then pull it back to the start using your abs. Only go as far as you can control; start with short rollouts toward a wall and extend the range over time.',
      ar: 'اركع على المرتبة ممسكًا عجلة البطن على الأرض أسفل كتفيك. شُدّ عضلات البطن ودحرج العجلة للأمام ببطء إلى أبعد مسافة ممكنة دون أن يهبط أسفل ظهرك، ثم أعِدها إلى وضع البداية بقوة البطن. لا تتجاوز المسافة التي تستطيع التحكم فيها، وابدأ بمسافات قصيرة باتجاه حائط ثم زِد المدى تدريجيًا.',
    },
    variations: [
      {
        name: { en: 'Barbell Rollout', ar: 'الرول أوت بالبار' },
        description: {
          en: 'Roll out a barbell loaded with round plates instead of a wheel.',
          ar: 'دحرج بارًا محمّلًا بطارات دائرية بدلًا من العجلة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'abs',
    name: { en: 'Cable Crunch', ar: 'الكرانش بالكابل' },
    rating: 'easy',
    equipment: { en: 'A high cable pulley with a rope attachment', ar: 'بكرة كابل عالية مع حبل' },
    kind: 'cable',
    description: {
      en: 'Kneel facing a high pulley and hold the rope beside your head, with your hips stacked over your knees. Crunch down by curling your ribs toward your pelvis until your elbows approach your thighs, then return slowly to the top. Keep your hips still; if you are sitting back onto your heels, your hips are doing the work instead of your abs.',
      ar: 'اركع في مواجهة بكرة عالية وأمسك الحبل بجانب رأسك، مع بقاء الحوض فوق الركبتين. انحنِ للأسفل بتقريب الضلوع من الحوض حتى يقترب الكوعان من الفخذين، ثم عُد ببطء إلى الأعلى. حافظ على ثبات الحوض، فإذا كنت تجلس للخلف على كعبيك فإن الحوض هو الذي يعمل لا عضلات البطن.',
    },
    variations: [
      {
        name: { en: 'Oblique Cable Crunch', ar: 'الكرانش الجانبي بالكابل' },
        description: {
          en: 'Crunch down and across toward one knee to bring in the side abdominals.',
          ar: 'انحنِ للأسفل مع الالتفاف نحو إحدى الركبتين لإشراك عضلات البطن الجانبية.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'abs',
    name: { en: 'Decline Sit-Up', ar: 'البطن على البنش المائل' },
    rating: 'medium',
    equipment: { en: 'A decline sit-up bench', ar: 'بنش بطن مائل' },
    kind: 'bench',
    description: {
      en: 'Hook your feet under the pads of a decline bench and lie back with your hands across your chest or lightly beside your head. Curl your torso up until you are sitting upright, then lower yourself slowly back down. Do not pull on your head or neck with your hands; hold a weight plate on your chest once bodyweight reps become easy.',
      ar: 'ثبّت قدميك أسفل مساند البنش المائل واستلقِ للخلف مع وضع يديك على صدرك أو بجانب رأسك دون ضغط. ارفع جذعك تدريجيًا حتى تصل إلى وضع الجلوس، ثم انزل ببطء. لا تشد رأسك أو رقبتك بيديك، ويمكنك حمل طارة على صدرك عندما تصبح التكرارات بوزن الجسم سهلة.',
    },
    variations: [
      {
        name: { en: 'Decline Crunch', ar: 'الكرانش على البنش المائل' },
        description: {
          en: 'Curl up only until your shoulder blades leave the bench, for a shorter and more focused range.',
          ar: 'ارفع جذعك فقط حتى يرتفع لوحا الكتف عن البنش، لمدى أقصر وتركيز أكبر.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'abs',
    name: { en: 'Weighted Russian Twist', ar: 'اللف الروسي بالثقل (رشن تويست)' },
    rating: 'medium',
    equipment: {
      en: 'A weight plate or a dumbbell and a mat',
      ar: 'طارة أو دمبل ومرتبة تمرين',
    },
    kind: 'dumbbell',
    description: {
      en: 'Sit on a mat with your knees bent, lean back until you feel your abs working and hold the weight close to your chest. Rotate your shoulders to bring the weight beside one hip, then turn to the other side with control. Turn your whole ribcage rather than just swinging your arms, and keep your feet on the floor until the movement feels solid.',
      ar: 'اجلس على المرتبة مع ثني الركبتين، ومِل للخلف حتى تشعر بعمل عضلات البطن، ممسكًا الثقل قريبًا من صدرك. لُفّ كتفيك لتقريب الثقل من جانب الحوض، ثم انتقل إلى الجانب الآخر بحركة متحكم بها. اجعل اللف من القفص الصدري كله لا من الذراعين فقط، وأبقِ قدميك على الأرض حتى تتقن الحركة.',
    },
    variations: [
      {
        name: { en: 'Feet-Up Russian Twist', ar: 'اللف الروسي مع رفع القدمين' },
        description: {
          en: 'Lift your feet off the floor to make balancing harder.',
          ar: 'ارفع قدميك عن الأرض ليصبح حفظ التوازن أصعب.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'abs',
    name: { en: 'Cable Woodchop', ar: 'تقطيع الخشب بالكابل (وود تشوب)' },
    rating: 'medium',
    equipment: { en: 'A cable pulley with a handle or rope', ar: 'بكرة كابل مع مقبض أو حبل' },
    kind: 'cable',
    description: {
      en: 'Set a pulley at shoulder height or above, stand side-on to it and hold the handle with both hands, arms nearly straight. Pull the handle diagonally down and across your body toward the opposite hip, pivoting on your back foot, then return slowly. Drive the turn from your torso and hips rather than pulling with your arms.',
      ar: 'اضبط البكرة عند مستوى الكتف أو أعلى، وقف بجانبك نحوها ممسكًا المقبض بكلتا يديك والذراعان شبه مفرودتين. اسحب المقبض بشكل مائل لأسفل وعبر جسمك نحو الحوض المقابل مع الدوران على مشط القدم الخلفية، ثم عُد ببطء. اجعل الدوران نابعًا من الجذع والحوض لا من سحب الذراعين.',
    },
    variations: [
      {
        name: { en: 'Low-to-High Woodchop', ar: 'تقطيع الخشب من أسفل لأعلى' },
        description: {
          en: 'Set the pulley low and pull up and across toward the opposite shoulder.',
          ar: 'ضع البكرة في الأسفل واسحب المقبض لأعلى وعبر الجسم نحو الكتف المقابل.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'abs',
    name: { en: 'Pallof Press', ar: 'ضغط بالوف بالكابل' },
    rating: 'easy',
    equipment: { en: 'A cable pulley with a handle', ar: 'بكرة كابل مع مقبض' },
    kind: 'cable',
    description: {
      en: 'Set a pulley at chest height and stand side-on to it, holding the handle against your chest with both hands. Press the handle straight out in front of you and hold for a second or two, resisting the pull that tries to turn you, then bring it back in. Stand tall with your hips facing forward; this is an anti-rotation exercise, so your torso should not twist at all.',
      ar: 'اضبط البكرة عند مستوى الصدر وقف بجانبك نحوها، ممسكًا المقبض بكلتا يديك أمام صدرك. ادفع المقبض للأمام في خط مستقيم واثبت ثانية أو ثانيتين مقاومًا الشد الذي يحاول لف جسمك، ثم أعِده إلى صدرك. قف منتصبًا والحوض متجه للأمام، فهذا تمرين لمقاومة الدوران ولا ينبغي أن يلتف جذعك إطلاقًا.',
    },
    variations: [
      {
        name: { en: 'Band Pallof Press', ar: 'ضغط بالوف بالحبل المطاطي' },
        description: {
          en: 'Anchor a resistance band at chest height instead of using a cable.',
          ar: 'ثبّت حبلًا مطاطيًا عند مستوى الصدر بدلًا من الكابل.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'abs',
    name: { en: 'Lying Leg Raise', ar: 'رفع الرجلين نائمًا على البنش' },
    rating: 'easy',
    equipment: { en: 'A flat bench', ar: 'بنش مستوٍ' },
    kind: 'bench',
    description: {
      en: 'Lie on a flat bench and hold its edge behind your head, with your legs straight out in front of you. Raise your legs until they point toward the ceiling, then lower them slowly until they are just above the bench. Keep your lower back pressed down; if it arches as your legs drop, shorten the range or bend your knees.',
      ar: 'استلقِ على بنش مستوٍ وأمسك حافته خلف رأسك، والرجلان مفرودتان أمامك. ارفع رجليك حتى تتجها نحو السقف، ثم أنزلهما ببطء حتى تصبحا فوق مستوى البنش بقليل. أبقِ أسفل ظهرك ملاصقًا للبنش، وإذا تقوّس أثناء نزول الرجلين فقلّل المدى أو اثنِ ركبتيك.',
    },
    variations: [
      {
        name: { en: 'Bent-Knee Leg Raise', ar: 'رفع الركبتين نائمًا' },
        description: {
          en: 'Keep your knees bent at about 90 degrees to shorten the lever and make the movement easier.',
          ar: 'أبقِ ركبتيك مثنيتين بزاوية 90 درجة تقريبًا لتقصير ذراع الرافعة وتسهيل الحركة.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'abs',
    name: { en: 'Machine Crunch', ar: 'الكرانش على الجهاز' },
    rating: 'easy',
    equipment: { en: 'An ab crunch machine', ar: 'جهاز الكرانش' },
    kind: 'machine',
    description: {
      en: 'Adjust the seat so the pads or handles sit at your upper chest or shoulders, and hook your feet under the rollers if there are any. Crunch forward by curling your torso down toward your knees, pause briefly, then return slowly without letting the weights slam. Focus on shortening the distance between your ribs and hips rather than pushing with your arms.',
      ar: 'اضبط المقعد بحيث تكون الوسائد أو المقابض عند أعلى الصدر أو الكتفين، وثبّت قدميك أسفل الأسطوانات إن وُجدت. انحنِ للأمام بتقويس جذعك نحو ركبتيك وتوقف لحظة، ثم عُد ببطء دون أن تصطدم الأوزان ببعضها. ركّز على تقريب الضلوع من الحوض بدلًا من الدفع بذراعيك.',
    },
    variations: [],
  },

  // ---------------------------------------------------------------- calves
  {
    type: 'gym',
    muscle: 'calves',
    name: { en: 'Standing Calf Raise', ar: 'السمانة واقفًا على الجهاز' },
    rating: 'easy',
    equipment: { en: 'A standing calf raise machine', ar: 'جهاز السمانة واقفًا' },
    kind: 'machine',
    description: {
      en: 'Step under the shoulder pads with the balls of your feet on the edge of the platform and your heels hanging off. Lower your heels as far as is comfortable for a deep stretch, then rise onto your toes as high as possible and pause. Keep your knees straight but not locked, and avoid bouncing quickly at the bottom.',
      ar: 'ادخل أسفل وسائد الكتفين وضع مقدمة قدميك على حافة المنصة مع ترك الكعبين معلقين. أنزل كعبيك إلى أقصى ما تستطيع براحة لإطالة عميقة، ثم ارتفع على أطراف أصابعك إلى أعلى نقطة ممكنة وتوقف لحظة. أبقِ ركبتيك مفرودتين دون قفلهما، وتجنّب الارتداد السريع في أسفل الحركة.',
    },
    variations: [
      {
        name: { en: 'Single-Leg Machine Calf Raise', ar: 'السمانة واقفًا برجل واحدة' },
        description: {
          en: 'Work one leg at a time on the machine to even out both calves.',
          ar: 'اعمل برجل واحدة في كل مرة على الجهاز لموازنة السمانتين.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'calves',
    name: { en: 'Seated Calf Raise', ar: 'السمانة جالسًا على الجهاز' },
    rating: 'easy',
    equipment: { en: 'A seated calf raise machine', ar: 'جهاز السمانة جالسًا' },
    kind: 'machine',
    description: {
      en: 'Sit on the machine with the pad resting just above your knees and the balls of your feet on the footplate. Release the safety lever, let your heels drop into a deep stretch, then push up onto your toes as high as you can and hold briefly. The bent-knee position puts more of the work on the soleus, the deeper calf muscle, so use slow full reps rather than short bounces.',
      ar: 'اجلس على الجهاز بحيث تستقر الوسادة فوق ركبتيك مباشرة، وضع مقدمة قدميك على المنصة. حرّر ذراع الأمان واترك كعبيك ينزلان لإطالة عميقة، ثم ارتفع على أطراف أصابعك إلى أقصى ارتفاع واثبت لحظة. تنقل وضعية الركبتين المثنيتين جزءًا أكبر من العمل إلى العضلة النعلية الأعمق في السمانة، لذا نفّذ تكرارات بطيئة كاملة المدى بدلًا من الارتدادات القصيرة.',
    },
    variations: [
      {
        name: { en: 'Single-Leg Seated Calf Raise', ar: 'السمانة جالسًا برجل واحدة' },
        description: {
          en: 'Work one leg at a time on the machine with a lighter load.',
          ar: 'اعمل برجل واحدة في كل مرة على الجهاز بوزن أخف.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'calves',
    name: { en: 'Leg Press Calf Raise', ar: 'السمانة على جهاز الليج برس' },
    rating: 'easy',
    equipment: { en: 'A leg press machine', ar: 'جهاز الليج برس' },
    kind: 'machine',
    description: {
      en: 'Sit in the leg press and place only the balls of your feet on the bottom edge of the platform, with your legs straight but knees not locked. Let the platform push your toes back toward you for a stretch, then press it away by pointing your feet. Use a moderate weight and make sure your feet never slip off the edge.',
      ar: 'اجلس في جهاز الليج برس وضع مقدمة قدميك فقط على الحافة السفلية للمنصة، والرجلان مفرودتان دون قفل الركبتين. اترك المنصة تدفع أصابع قدميك نحوك لإطالة السمانة، ثم ادفعها بعيدًا بمد مشطي القدمين. استخدم وزنًا معتدلًا واحرص ألا تنزلق قدماك عن الحافة أبدًا.',
    },
    variations: [],
  },
  {
    type: 'gym',
    muscle: 'calves',
    name: { en: 'Smith Machine Calf Raise', ar: 'السمانة على جهاز السميث' },
    rating: 'easy',
    equipment: {
      en: 'A Smith machine and a step or weight plate',
      ar: 'جهاز السميث ودرجة أو طارة',
    },
    kind: 'machine',
    description: {
      en: 'Set the Smith bar at shoulder height, place a step or sturdy plate under it and position the bar across your upper back. Stand with the balls of your feet on the step, unrack the bar, then lower your heels and rise up onto your toes. The guided bar lets you go heavier than with a free barbell, but keep every rep slow and controlled.',
      ar: 'اضبط بار جهاز السميث عند مستوى الكتفين، وضع درجة أو طارة ثابتة أسفله، ثم اجعل البار على أعلى ظهرك. قف بمقدمة قدميك على الدرجة وحرّر البار، ثم أنزل كعبيك وارتفع على أطراف أصابعك. يسمح البار الموجَّه بأوزان أثقل من البار الحر، لكن حافظ على أداء كل تكرار ببطء وتحكم.',
    },
    variations: [
      {
        name: { en: 'Single-Leg Smith Calf Raise', ar: 'السمانة على السميث برجل واحدة' },
        description: {
          en: 'Rise on one foot at a time with a lighter load.',
          ar: 'ارتفع على قدم واحدة في كل مرة بوزن أخف.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'calves',
    name: { en: 'Barbell Calf Raise', ar: 'السمانة بالبار' },
    rating: 'medium',
    equipment: {
      en: 'A barbell, a squat rack and a step or weight plate',
      ar: 'بار وحامل سكوات ودرجة أو طارة',
    },
    kind: 'barbell',
    description: {
      en: 'Take a barbell onto your upper back from a rack and stand with the balls of your feet on a sturdy plate or step. Lower your heels below the step, then press up onto your toes as high as you can. Balance is the hard part, so start light and keep your core braced; the Smith machine version is a safer choice for heavy loads.',
      ar: 'خذ البار على أعلى ظهرك من الحامل، وقف بمقدمة قدميك على طارة ثابتة أو درجة. أنزل كعبيك أسفل مستوى الدرجة، ثم ارتفع على أطراف أصابعك إلى أعلى ما تستطيع. الصعوبة هنا في التوازن، لذا ابدأ بوزن خفيف مع شد عضلات البطن، وتُعد نسخة جهاز السميث خيارًا أكثر أمانًا للأوزان الثقيلة.',
    },
    variations: [],
  },
  {
    type: 'gym',
    muscle: 'calves',
    name: { en: 'Donkey Calf Raise', ar: 'سمانة الدونكي' },
    rating: 'easy',
    equipment: { en: 'A donkey calf raise machine', ar: 'جهاز سمانة الدونكي' },
    kind: 'machine',
    description: {
      en: 'Set yourself in the machine bent forward at the hips, with the pad across your lower back and hips and your forearms on the support. With the balls of your feet on the platform, lower your heels into a deep stretch, then rise as high as you can onto your toes. The bent-over position gives the calves a good stretch at the bottom; keep your legs nearly straight and move slowly.',
      ar: 'اتخذ وضعيتك في الجهاز بانحناء الجذع للأمام من الحوض، مع وجود الوسادة على أسفل ظهرك وحوضك والساعدان على المسند. ضع مقدمة قدميك على المنصة وأنزل كعبيك لإطالة عميقة، ثم ارتفع على أطراف أصابعك إلى أقصى ارتفاع. تمنح وضعية الانحناء إطالة جيدة للسمانة في أسفل الحركة، فأبقِ رجليك شبه مفرودتين وتحرك ببطء.',
    },
    variations: [],
  },
  {
    type: 'gym',
    muscle: 'calves',
    name: { en: 'Single-Leg Dumbbell Calf Raise', ar: 'السمانة برجل واحدة بالدمبل' },
    rating: 'medium',
    equipment: { en: 'A dumbbell and a step', ar: 'دمبل ودرجة' },
    kind: 'dumbbell',
    description: {
      en: 'Stand on one foot with the ball of it on a step, holding a dumbbell in the same-side hand and steadying yourself with the other hand on a wall or rack. Lower your heel below the step, then rise onto your toes as high as you can and pause. Keep the knee straight but soft, and finish all reps on one side before switching.',
      ar: 'قف على قدم واحدة بمقدمتها على درجة، ممسكًا دمبلًا باليد في الجانب نفسه، وثبّت نفسك باليد الأخرى على حائط أو حامل. أنزل كعبك أسفل مستوى الدرجة، ثم ارتفع على أطراف أصابعك إلى أقصى ارتفاع وتوقف لحظة. أبقِ الركبة مفرودة دون قفلها، وأنهِ كل تكرارات الجانب الأول قبل التبديل.',
    },
    variations: [
      {
        name: { en: 'Bodyweight Single-Leg Calf Raise', ar: 'السمانة برجل واحدة بوزن الجسم' },
        description: {
          en: 'Do the same movement without a dumbbell while you learn the balance.',
          ar: 'نفّذ الحركة نفسها دون دمبل حتى تتقن التوازن.',
        },
      },
    ],
  },
  {
    type: 'gym',
    muscle: 'calves',
    name: { en: 'Seated Dumbbell Calf Raise', ar: 'السمانة جالسًا بالدمبل' },
    rating: 'easy',
    equipment: {
      en: 'Two dumbbells, a flat bench and a step or weight plate',
      ar: 'دمبلز وبنش مستوٍ ودرجة أو طارة',
    },
    kind: 'dumbbell',
    description: {
      en: 'Sit on the end of a bench with the balls of your feet on a step or plate and stand a dumbbell upright on each knee, holding them in place. Lower your heels toward the floor, then push up onto your toes as high as you can and squeeze. A folded towel under the dumbbells makes them more comfortable on your knees; keep the reps slow and use the full range.',
      ar: 'اجلس على طرف البنش بمقدمة قدميك على درجة أو طارة، وضع دمبلًا بشكل رأسي على كل ركبة مع تثبيتهما بيديك. أنزل كعبيك نحو الأرض، ثم ارتفع على أطراف أصابعك إلى أقصى ما تستطيع واعصر السمانة. ضع منشفة مطوية تحت الدمبلز لتكون أريح على الركبتين، ونفّذ التكرارات ببطء وبمدى كامل.',
    },
    variations: [],
  },
  {
    type: 'gym',
    muscle: 'calves',
    name: { en: 'Tiptoe Farmer Walk', ar: 'مشي المزارع على أطراف الأصابع' },
    rating: 'medium',
    equipment: {
      en: 'Two heavy dumbbells and open floor space',
      ar: 'دمبلز ثقيلان ومساحة خالية للمشي',
    },
    kind: 'dumbbell',
    description: {
      en: 'Pick up a dumbbell in each hand, stand tall and rise onto the balls of your feet. Walk forward with short, controlled steps while staying high on your toes the whole time, for a set distance or time. Keep your shoulders back and your heels off the floor; if they keep dropping, the dumbbells are too heavy.',
      ar: 'احمل دمبلًا في كل يد وقف منتصبًا ثم ارتفع على مقدمة قدميك. امشِ للأمام بخطوات قصيرة متحكم بها مع البقاء على أطراف أصابعك طوال الوقت، لمسافة أو مدة محددة. أبقِ كتفيك للخلف وكعبيك مرتفعين عن الأرض، فإذا ظلا يهبطان فالدمبلز أثقل من اللازم.',
    },
    variations: [],
  },
];
