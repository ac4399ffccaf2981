/**
 * Demo exercise library: training at home with bodyweight, a chair, a mat, a stair, a resistance band,
 * a pair of dumbbells or a doorway pull-up bar. Written by us; ordered by muscle group, then from
 * easiest to hardest. Workout programmes link to some of these by their English name.
 */
import type { SeedExercise } from './types';

export const homeExercises: SeedExercise[] = [
  // ───────────────────────────── chest ─────────────────────────────
  {
    type: 'home',
    muscle: 'chest',
    name: { en: 'Wall Push-Up', ar: 'ضغط على الحائط' },
    rating: 'easy',
    equipment: { en: 'A clear wall', ar: 'حائط خالٍ' },
    kind: 'bodyweight',
    description: {
      en: "Stand an arm's length from a wall and place your hands on it at chest height, slightly wider than your shoulders. Bend your elbows to bring your chest towards the wall, then press back until your arms are straight. Keep your body in one straight line from head to heels instead of pushing your hips back.",
      ar: 'قف على بُعد طول ذراع من الحائط وضع كفيك عليه بمستوى الصدر وبمسافة أعرض قليلًا من الكتفين. اثنِ مرفقيك لتقرّب صدرك من الحائط، ثم ادفع حتى تستقيم ذراعاك. حافظ على جسمك مستقيمًا من الرأس حتى الكعبين ولا ترجع بالحوض إلى الخلف.',
    },
    variations: [
      {
        name: { en: 'Feet Further Back', ar: 'القدمان أبعد عن الحائط' },
        description: {
          en: 'Stand a step further from the wall so more of your weight goes into your hands.',
          ar: 'قف أبعد بخطوة عن الحائط ليقع جزء أكبر من وزنك على يديك.',
        },
      },
      {
        name: { en: 'Kitchen Counter Push-Up', ar: 'ضغط على رخامة المطبخ' },
        description: {
          en: 'Use a stable kitchen counter instead of the wall for a lower and slightly harder angle.',
          ar: 'استخدم سطح رخامة المطبخ الثابت بدلًا من الحائط لزاوية أكثر انخفاضًا وأصعب قليلًا.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'chest',
    name: { en: 'Knee Push-Up', ar: 'ضغط على الركبتين' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Kneel on a mat with your hands under your shoulders, then walk them forward until your body forms a straight line from knees to head. Lower your chest to just above the floor and press back up. Squeeze your glutes so your hips neither sag nor pike up.',
      ar: 'اركع على السجادة وضع كفيك أسفل كتفيك، ثم حرّكهما للأمام حتى يصبح جسمك خطًا مستقيمًا من الركبتين إلى الرأس. انزل بصدرك حتى يقترب من الأرض ثم ادفع للأعلى. شُدّ عضلات المؤخرة حتى لا يهبط الحوض أو يرتفع.',
    },
    variations: [
      {
        name: { en: 'Slow Lowering', ar: 'النزول البطيء' },
        description: {
          en: 'Take three to four seconds to lower, then push up at a normal pace.',
          ar: 'خذ ثلاث إلى أربع ثوانٍ في النزول، ثم اصعد بسرعة عادية.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'chest',
    name: { en: 'Incline Push-Up', ar: 'ضغط مائل على الكرسي' },
    rating: 'easy',
    equipment: { en: 'A sturdy chair set against a wall', ar: 'كرسي ثابت مُسنَد إلى الحائط' },
    kind: 'bench',
    description: {
      en: 'Push a sturdy chair against a wall so it cannot slide and place your hands on the front edge of the seat. Walk your feet back into a straight plank, lower your chest to the edge of the seat and press away. The higher the surface, the easier each rep becomes.',
      ar: 'أسند كرسيًا ثابتًا إلى الحائط حتى لا ينزلق، وضع كفيك على الحافة الأمامية للمقعد. ارجع بقدميك حتى يستقيم جسمك في وضع البلانك، ثم انزل بصدرك نحو حافة المقعد وادفع للأعلى. كلما ارتفع السطح الذي تستند إليه سهُل التمرين.',
    },
    variations: [
      {
        name: { en: 'Lower Surface', ar: 'سطح أقل ارتفاعًا' },
        description: {
          en: 'Move to a low step or the bottom stair to shift more of the load onto your chest.',
          ar: 'انتقل إلى درجة منخفضة أو أول درجة في السلم ليقع حمل أكبر على صدرك.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'chest',
    name: { en: 'Band Chest Press', ar: 'ضغط الصدر بشريط المقاومة' },
    rating: 'medium',
    equipment: { en: 'A resistance band', ar: 'شريط مقاومة' },
    kind: 'band',
    description: {
      en: 'Wrap the band around your upper back, just below the shoulder blades, and hold one end in each hand at chest level. Press both hands forward until your arms are straight, then let them come back slowly. Keep your shoulders down and do not let the band snap your arms back.',
      ar: 'لُفّ الشريط حول أعلى ظهرك أسفل لوحي الكتف مباشرة، وأمسك طرفًا بكل يد عند مستوى الصدر. ادفع يديك للأمام حتى تستقيم ذراعاك، ثم ارجع ببطء. أبقِ كتفيك منخفضين ولا تترك الشريط يشدّ ذراعيك للخلف بسرعة.',
    },
    variations: [
      {
        name: { en: 'Single-Arm Band Press', ar: 'ضغط بذراع واحدة بالشريط' },
        description: {
          en: 'Press one arm at a time while bracing your trunk so it does not twist.',
          ar: 'ادفع بذراع واحدة في كل مرة مع شدّ الجذع حتى لا يلتف.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'chest',
    name: { en: 'Push-Up', ar: 'تمرين الضغط' },
    rating: 'medium',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Start in a high plank with your hands slightly wider than your shoulders and your feet together. Lower your whole body as one unit until your chest nearly touches the floor, elbows angled about 45 degrees from your sides, then press back up. End the set when your hips start to sag.',
      ar: 'ابدأ في وضع البلانك العالي وكفاك أعرض قليلًا من الكتفين وقدماك متلاصقتان. انزل بجسمك كله كقطعة واحدة حتى يكاد صدرك يلمس الأرض، مع إبقاء المرفقين بزاوية نحو 45 درجة من جانبيك، ثم ادفع للأعلى. أنهِ المجموعة عندما يبدأ الحوض في الهبوط.',
    },
    variations: [
      {
        name: { en: 'Wide Push-Up', ar: 'ضغط واسع' },
        description: {
          en: 'Place your hands well outside your shoulders to put more emphasis on the chest.',
          ar: 'ضع كفيك أبعد بوضوح من عرض الكتفين لتركيز أكبر على الصدر.',
        },
      },
      {
        name: { en: 'Tempo Push-Up', ar: 'ضغط بإيقاع بطيء' },
        description: {
          en: 'Lower for three seconds and pause just above the floor before pressing up.',
          ar: 'انزل في ثلاث ثوانٍ وتوقف لحظة فوق الأرض قبل الدفع للأعلى.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'chest',
    name: { en: 'Dumbbell Floor Press', ar: 'ضغط الدمبل على الأرض' },
    rating: 'medium',
    equipment: { en: 'A pair of dumbbells and an exercise mat', ar: 'زوج من الدمبل وسجادة تمارين' },
    kind: 'dumbbell',
    description: {
      en: 'Lie on your back on a mat with knees bent, holding a dumbbell in each hand with your upper arms resting on the floor. Press the weights up over your chest until your arms are straight, then lower until your elbows lightly touch the floor. Pause briefly at the bottom instead of bouncing your elbows off the ground.',
      ar: 'استلقِ على ظهرك فوق السجادة مع ثني الركبتين، وأمسك دمبل بكل يد بينما يستقر أعلى ذراعيك على الأرض. ادفع الدمبل فوق صدرك حتى تستقيم ذراعاك، ثم انزل حتى يلمس المرفقان الأرض بخفة. توقف لحظة في الأسفل بدلًا من ارتداد المرفقين عن الأرض.',
    },
    variations: [
      {
        name: { en: 'Dumbbell Floor Fly', ar: 'تفتيح الصدر بالدمبل على الأرض' },
        description: {
          en: 'With a slight bend in your elbows, open your arms out to the sides until they touch the floor, then bring the weights back together over your chest.',
          ar: 'مع ثني بسيط في المرفقين افتح ذراعيك جانبًا حتى تلمسا الأرض، ثم اجمع الدمبل فوق صدرك من جديد.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'chest',
    name: { en: 'Decline Push-Up', ar: 'ضغط بقدمين مرفوعتين على الكرسي' },
    rating: 'difficult',
    equipment: { en: 'A sturdy chair set against a wall', ar: 'كرسي ثابت مُسنَد إلى الحائط' },
    kind: 'bench',
    description: {
      en: 'Place your feet on the seat of a sturdy chair set against a wall and your hands on the floor slightly wider than your shoulders. Lower your chest towards the floor, then push back up while keeping your core tight. Raising the feet shifts the work towards the upper chest and shoulders, so keep your neck in line and do not lead with your head.',
      ar: 'ضع قدميك على مقعد كرسي ثابت مُسنَد إلى الحائط، وكفيك على الأرض بمسافة أعرض قليلًا من الكتفين. انزل بصدرك نحو الأرض ثم ادفع للأعلى مع شدّ عضلات البطن. ارتفاع القدمين ينقل الجهد إلى أعلى الصدر والكتفين، لذلك أبقِ رقبتك على استقامة ظهرك ولا تسبق برأسك نحو الأرض.',
    },
    variations: [
      {
        name: { en: 'Low-Step Decline Push-Up', ar: 'ضغط بالقدمين على درجة منخفضة' },
        description: {
          en: 'Put your feet on a low step first to get used to the angle.',
          ar: 'ابدأ بوضع قدميك على درجة منخفضة حتى تعتاد على الزاوية.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'chest',
    name: { en: 'Archer Push-Up', ar: 'ضغط الرامي' },
    rating: 'difficult',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Set your hands about twice shoulder-width apart with your fingers turned slightly out. As you lower, shift your weight towards one hand and bend that elbow while the other arm stays almost straight, then press back to the middle and switch sides. Move slowly and keep your hips level; this is a step towards the one-arm push-up.',
      ar: 'ضع كفيك على مسافة تقارب ضعف عرض الكتفين مع توجيه الأصابع للخارج قليلًا. أثناء النزول انقل وزنك نحو يد واحدة واثنِ مرفقها، بينما تبقى الذراع الأخرى شبه مفرودة، ثم ادفع للعودة إلى المنتصف وبدّل الجانب. تحرّك ببطء وأبقِ الحوض مستويًا، فهذا التمرين خطوة نحو الضغط بذراع واحدة.',
    },
    variations: [
      {
        name: { en: 'Kneeling Archer Push-Up', ar: 'ضغط الرامي على الركبتين' },
        description: {
          en: 'Practise the same side-to-side pattern from your knees to learn the movement.',
          ar: 'نفّذ الحركة نفسها من جانب إلى آخر وأنت على ركبتيك لتتعلّمها أولًا.',
        },
      },
    ],
  },

  // ───────────────────────────── back ─────────────────────────────
  {
    type: 'home',
    muscle: 'back',
    name: { en: 'Superman', ar: 'تمرين سوبرمان' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie face down on a mat with your arms stretched overhead and your legs straight. Lift your arms, chest and legs a few centimetres off the floor at the same time, hold for two seconds, then lower with control. Keep your eyes on the floor so your neck stays long instead of craning up.',
      ar: 'استلقِ على بطنك فوق السجادة مع مدّ ذراعيك فوق رأسك وفرد ساقيك. ارفع ذراعيك وصدرك وساقيك عن الأرض بضعة سنتيمترات في الوقت نفسه، واثبت ثانيتين ثم انزل بتحكم. انظر إلى الأرض حتى تبقى رقبتك ممدودة بدلًا من رفع رأسك للأعلى.',
    },
    variations: [
      {
        name: { en: 'Alternating Superman', ar: 'سوبرمان بالتبادل' },
        description: {
          en: 'Lift the opposite arm and leg together, then switch, for a gentler start.',
          ar: 'ارفع الذراع والساق المتقابلتين معًا ثم بدّل، وهي بداية أخف.',
        },
      },
      {
        name: { en: 'Superman Pull', ar: 'سوبرمان مع السحب' },
        description: {
          en: 'While holding the lifted position, pull your elbows down towards your ribs and then reach forward again.',
          ar: 'أثناء الثبات في وضع الرفع اسحب مرفقيك نحو ضلوعك ثم مدّ ذراعيك للأمام من جديد.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'back',
    name: { en: 'Reverse Snow Angel', ar: 'ملاك الثلج العكسي' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie face down on a mat with your arms by your sides, palms facing the floor, and lift your chest and arms slightly. Sweep your arms in a wide arc, as if making a snow angel, until your hands meet above your head, then sweep them back to your hips. Keep your neck in line with your spine and move slowly instead of swinging.',
      ar: 'استلقِ على بطنك فوق السجادة وذراعاك بجانبك وراحتا يديك نحو الأرض، ثم ارفع صدرك وذراعيك قليلًا. حرّك ذراعيك في قوس واسع كأنك ترسم ملاك ثلج حتى تلتقي يداك فوق رأسك، ثم أعدهما إلى جانبي الحوض. أبقِ رقبتك على استقامة العمود الفقري وتحرّك ببطء بدلًا من التأرجح.',
    },
    variations: [
      {
        name: { en: 'Snow Angel With Light Weights', ar: 'ملاك الثلج بأوزان خفيفة' },
        description: {
          en: 'Hold a very light weight, such as a water bottle, in each hand once the bodyweight version feels easy.',
          ar: 'أمسك وزنًا خفيفًا جدًا، مثل زجاجة مياه، بكل يد عندما تصبح النسخة بدون أوزان سهلة.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'back',
    name: { en: 'Band Seated Row', ar: 'تجديف جالس بشريط المقاومة' },
    rating: 'easy',
    equipment: { en: 'A resistance band and an exercise mat', ar: 'شريط مقاومة وسجادة تمارين' },
    kind: 'band',
    description: {
      en: 'Sit on the floor with your legs straight, loop the band around the soles of your feet and hold one end in each hand. Sit tall and pull your hands towards your lower ribs, squeezing your shoulder blades together, then let your arms straighten slowly. Avoid leaning back to finish the rep; the pull should come from your back, not from rocking your torso.',
      ar: 'اجلس على الأرض وساقاك ممدودتان، ولُفّ الشريط حول باطن قدميك وأمسك طرفًا بكل يد. اجلس منتصبًا واسحب يديك نحو أسفل ضلوعك مع ضمّ لوحي الكتف، ثم افرد ذراعيك ببطء. لا تمِل بجسمك للخلف لإكمال العدة، فالسحب يأتي من الظهر لا من أرجحة الجذع.',
    },
    variations: [
      {
        name: { en: 'Single-Arm Band Row', ar: 'تجديف بذراع واحدة بالشريط' },
        description: {
          en: 'Row one side at a time to feel each side of your back working on its own.',
          ar: 'اسحب بذراع واحدة في كل مرة لتشعر بعمل كل جانب من ظهرك على حدة.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'back',
    name: { en: 'One-Arm Dumbbell Row', ar: 'تجديف بالدمبل بذراع واحدة' },
    rating: 'medium',
    equipment: { en: 'A dumbbell and a sturdy chair', ar: 'دمبل وكرسي ثابت' },
    kind: 'dumbbell',
    description: {
      en: 'Place one hand and the same-side knee on the seat of a sturdy chair, with the other foot on the floor and a dumbbell hanging from your free hand. Pull the dumbbell towards your hip, leading with the elbow, then lower it until your arm is straight. Keep your back flat and do not twist your torso open to lift the weight higher.',
      ar: 'ضع يدًا والركبة من الجهة نفسها على مقعد كرسي ثابت، مع إبقاء القدم الأخرى على الأرض وإمساك الدمبل باليد الحرة. اسحب الدمبل نحو الحوض واجعل المرفق يقود الحركة، ثم أنزله حتى تستقيم ذراعك. حافظ على استواء ظهرك ولا تلفّ جذعك لرفع الوزن أعلى.',
    },
    variations: [
      {
        name: { en: 'Pause Row', ar: 'تجديف مع توقف' },
        description: {
          en: 'Hold the dumbbell at your hip for two seconds on every rep.',
          ar: 'ثبّت الدمبل عند الحوض ثانيتين في كل عدة.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'back',
    name: { en: 'Dumbbell Bent-Over Row', ar: 'تجديف منحنٍ بالدمبل' },
    rating: 'medium',
    equipment: { en: 'A pair of dumbbells', ar: 'زوج من الدمبل' },
    kind: 'dumbbell',
    description: {
      en: 'Hold a dumbbell in each hand, soften your knees and hinge at the hips until your torso is at about 45 degrees with a flat back. Row both dumbbells towards your lower ribs, pause, and lower them under control. If your lower back starts to round, use lighter weights or stand a little more upright.',
      ar: 'أمسك دمبل بكل يد، واثنِ ركبتيك قليلًا وانحنِ من الحوض حتى يصبح جذعك بزاوية 45 درجة تقريبًا مع ظهر مستوٍ. اسحب الدمبل نحو أسفل الضلوع وتوقف لحظة ثم أنزله بتحكم. إذا بدأ أسفل ظهرك في التقوّس فاستخدم وزنًا أخف أو ارفع جذعك قليلًا.',
    },
    variations: [
      {
        name: { en: 'Reverse-Grip Row', ar: 'تجديف بقبضة معكوسة' },
        description: {
          en: 'Turn your palms forward to keep your elbows closer to your sides and bring in more of the lats.',
          ar: 'اقلب كفيك للأمام ليقترب المرفقان من جانبيك ويزيد عمل العضلة الظهرية العريضة.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'back',
    name: { en: 'Negative Pull-Up', ar: 'العقلة بالنزول البطيء' },
    rating: 'medium',
    equipment: { en: 'A doorway pull-up bar and a sturdy chair', ar: 'عقلة باب وكرسي ثابت' },
    kind: 'pull-up-bar',
    description: {
      en: 'Stand on a sturdy chair under a doorway pull-up bar and grip it with your palms facing away. Lift your feet off the chair with your chin above the bar, then lower yourself as slowly as you can, aiming for three to five seconds, until your arms are straight. Step back onto the chair rather than jumping, and check that the bar is firmly fixed before every set.',
      ar: 'قف على كرسي ثابت أسفل عقلة الباب وأمسكها وراحتا يديك للأمام. ارفع قدميك عن الكرسي وذقنك فوق العقلة، ثم انزل ببطء قدر استطاعتك، من ثلاث إلى خمس ثوانٍ، حتى تستقيم ذراعاك. عُد إلى الكرسي بخطوة لا بقفزة، وتأكد من تثبيت العقلة جيدًا قبل كل مجموعة.',
    },
    variations: [
      {
        name: { en: 'Flexed-Arm Hang', ar: 'التعلّق بذراعين مثنيتين' },
        description: {
          en: 'Simply hold the top position with your chin over the bar for as long as your form stays good.',
          ar: 'اثبت في الوضع العلوي وذقنك فوق العقلة أطول مدة ممكنة مع الحفاظ على الأداء الصحيح.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'back',
    name: { en: 'Chin-Up', ar: 'العقلة بقبضة معكوسة' },
    rating: 'difficult',
    equipment: { en: 'A doorway pull-up bar', ar: 'عقلة باب' },
    kind: 'pull-up-bar',
    description: {
      en: 'Hang from the bar with your palms facing you, hands about shoulder-width apart, and your body still. Pull your chest towards the bar until your chin clears it, then lower all the way to straight arms. Avoid kicking or swinging; if you cannot do clean reps yet, stay with slow negatives for a while.',
      ar: 'تعلّق بالعقلة وراحتا يديك نحوك بمسافة تقارب عرض الكتفين، مع ثبات الجسم. اسحب صدرك نحو العقلة حتى يتجاوزها ذقنك، ثم انزل حتى تستقيم ذراعاك تمامًا. تجنّب الركل أو التأرجح، وإذا لم تستطع بعدُ أداء عدات نظيفة فاستمر لفترة في تمرين النزول البطيء.',
    },
    variations: [
      {
        name: { en: 'Band-Assisted Chin-Up', ar: 'العقلة بمساعدة شريط المقاومة' },
        description: {
          en: 'Loop a resistance band over the bar and under one knee or foot so it takes part of your weight.',
          ar: 'علّق شريط مقاومة في العقلة وضع ركبتك أو قدمك داخله ليحمل جزءًا من وزنك.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'back',
    name: { en: 'Pull-Up', ar: 'العقلة' },
    rating: 'difficult',
    equipment: { en: 'A doorway pull-up bar', ar: 'عقلة باب' },
    kind: 'pull-up-bar',
    description: {
      en: 'Grip the bar with your palms facing away, slightly wider than shoulder-width, and hang with straight arms. Draw your shoulder blades down first, then pull until your chin is above the bar and lower with control to a full hang. Half reps that stop short of straight arms are the most common mistake.',
      ar: 'أمسك العقلة وراحتا يديك للأمام بمسافة أعرض قليلًا من الكتفين، وتعلّق بذراعين مفرودتين. اخفض لوحي الكتف أولًا، ثم اسحب حتى يصبح ذقنك فوق العقلة وانزل بتحكم حتى التعلّق الكامل. أكثر الأخطاء شيوعًا هو أداء نصف العدة وعدم النزول حتى تستقيم الذراعان.',
    },
    variations: [
      {
        name: { en: 'Band-Assisted Pull-Up', ar: 'العقلة بمساعدة شريط المقاومة' },
        description: {
          en: 'Loop a resistance band over the bar and under one knee to make each rep lighter.',
          ar: 'علّق شريط مقاومة في العقلة وضع ركبتك داخله لتصبح كل عدة أخف.',
        },
      },
      {
        name: { en: 'Pull-Up With Pause', ar: 'العقلة مع توقف' },
        description: {
          en: 'Hold for two seconds with your chin over the bar before lowering.',
          ar: 'اثبت ثانيتين وذقنك فوق العقلة قبل النزول.',
        },
      },
    ],
  },

  // ───────────────────────────── shoulders ─────────────────────────────
  {
    type: 'home',
    muscle: 'shoulders',
    name: { en: 'Dumbbell Front Raise', ar: 'رفرفة أمامي بالدمبل' },
    rating: 'easy',
    equipment: { en: 'A pair of light dumbbells', ar: 'زوج من الدمبل الخفيف' },
    kind: 'dumbbell',
    description: {
      en: 'Stand tall with a light dumbbell in each hand in front of your thighs, palms facing you. Raise your arms straight in front of you to shoulder height, pause, and lower slowly. Keep your torso still; if you have to lean back to swing the weights up, they are too heavy.',
      ar: 'قف منتصبًا وأمسك دمبل خفيفًا بكل يد أمام فخذيك وراحتا يديك نحوك. ارفع ذراعيك مفرودتين أمامك حتى مستوى الكتف، وتوقف لحظة ثم انزل ببطء. حافظ على ثبات جذعك، فإذا اضطررت إلى الميل للخلف لأرجحة الوزن فهو أثقل من اللازم.',
    },
    variations: [
      {
        name: { en: 'Alternating Front Raise', ar: 'رفرفة أمامي بالتبادل' },
        description: {
          en: 'Raise one arm at a time, which makes it easier to keep your torso still.',
          ar: 'ارفع ذراعًا واحدة في كل مرة، ما يسهّل الحفاظ على ثبات الجذع.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'shoulders',
    name: { en: 'Dumbbell Lateral Raise', ar: 'رفرفة جانبي بالدمبل' },
    rating: 'easy',
    equipment: { en: 'A pair of light dumbbells', ar: 'زوج من الدمبل الخفيف' },
    kind: 'dumbbell',
    description: {
      en: 'Stand with a light dumbbell in each hand at your sides and a slight bend in your elbows. Raise your arms out to the sides until they reach shoulder height, leading with the elbows, then lower over two to three seconds. Do not shrug your shoulders up towards your ears as you lift.',
      ar: 'قف وأمسك دمبل خفيفًا بكل يد بجانبك مع ثني بسيط في المرفقين. ارفع ذراعيك جانبًا حتى مستوى الكتف بحيث يقود المرفقان الحركة، ثم انزل في ثانيتين إلى ثلاث. لا ترفع كتفيك نحو أذنيك أثناء الرفع.',
    },
    variations: [
      {
        name: { en: 'Band Lateral Raise', ar: 'رفرفة جانبي بشريط المقاومة' },
        description: {
          en: 'Stand on the middle of a band and hold the ends for a resistance that grows towards the top.',
          ar: 'قف على منتصف شريط المقاومة وأمسك طرفيه لتحصل على مقاومة تزداد كلما ارتفعت ذراعاك.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'shoulders',
    name: { en: 'Band Face Pull', ar: 'سحب للوجه بشريط المقاومة' },
    rating: 'easy',
    equipment: { en: 'A resistance band and a door anchor', ar: 'شريط مقاومة ومثبّت للباب' },
    kind: 'band',
    description: {
      en: 'Anchor the band in a closed door at about face height and hold one end in each hand with your palms facing down. Step back until the band is taut, then pull your hands towards your forehead while spreading them apart so your elbows finish high and wide. Pause and return slowly, and make sure the door is shut and opens away from you.',
      ar: 'ثبّت الشريط في باب مغلق عند مستوى الوجه تقريبًا، وأمسك طرفًا بكل يد وراحتا يديك نحو الأسفل. ارجع للخلف حتى يُشدّ الشريط، ثم اسحب يديك نحو جبهتك مع إبعادهما عن بعضهما لينتهي المرفقان مرتفعين ومتباعدين. توقف لحظة ثم ارجع ببطء، وتأكد أن الباب مغلق ويُفتح في الاتجاه البعيد عنك.',
    },
    variations: [
      {
        name: { en: 'Half-Kneeling Face Pull', ar: 'سحب للوجه على ركبة واحدة' },
        description: {
          en: 'Kneel on one knee with the anchor set lower to stop your lower back from arching.',
          ar: 'اركع على ركبة واحدة مع تثبيت الشريط في مستوى أقل حتى لا يتقوّس أسفل ظهرك.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'shoulders',
    name: { en: 'Dumbbell Rear Delt Fly', ar: 'رفرفة خلفي بالدمبل' },
    rating: 'medium',
    equipment: { en: 'A pair of light dumbbells', ar: 'زوج من الدمبل الخفيف' },
    kind: 'dumbbell',
    description: {
      en: 'Hold light dumbbells and hinge forward at the hips with a flat back until your torso is almost parallel to the floor, letting the weights hang under your shoulders. With a soft bend in the elbows, open your arms out to the sides until they line up with your body, then lower slowly. Think about moving your hands wide rather than squeezing your shoulder blades hard together.',
      ar: 'أمسك دمبل خفيفًا بكل يد وانحنِ للأمام من الحوض بظهر مستوٍ حتى يقترب جذعك من الموازاة مع الأرض، واترك الدمبل يتدلى أسفل كتفيك. مع ثني بسيط في المرفقين افتح ذراعيك جانبًا حتى تصبحا على استقامة جسمك، ثم انزل ببطء. ركّز على إبعاد يديك للجانبين أكثر من ضمّ لوحي الكتف بقوة.',
    },
    variations: [
      {
        name: { en: 'Seated Rear Delt Fly', ar: 'رفرفة خلفي جالسًا' },
        description: {
          en: 'Sit on the edge of a chair and lean your chest towards your knees to take strain off your lower back.',
          ar: 'اجلس على حافة كرسي ومِل بصدرك نحو ركبتيك لتخفيف الضغط عن أسفل الظهر.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'shoulders',
    name: { en: 'Dumbbell Shoulder Press', ar: 'ضغط الكتف بالدمبل' },
    rating: 'medium',
    equipment: { en: 'A pair of dumbbells', ar: 'زوج من الدمبل' },
    kind: 'dumbbell',
    description: {
      en: 'Sit on a sturdy chair or stand, holding a dumbbell in each hand at shoulder height with your palms facing forward. Press the weights overhead until your arms are straight and the dumbbells sit above your shoulders, then lower them back to shoulder level. Brace your abs so your lower back does not arch as you press.',
      ar: 'اجلس على كرسي ثابت أو قف، وأمسك دمبل بكل يد عند مستوى الكتف وراحتا يديك للأمام. ادفع الدمبل فوق رأسك حتى تستقيم ذراعاك ويصبح الوزن فوق الكتفين، ثم أنزله إلى مستوى الكتف. شُدّ عضلات البطن حتى لا يتقوّس أسفل ظهرك أثناء الدفع.',
    },
    variations: [
      {
        name: { en: 'Arnold Press', ar: 'ضغط أرنولد' },
        description: {
          en: 'Start with your palms facing you and rotate them forward as you press up.',
          ar: 'ابدأ وراحتا يديك نحوك ثم أدرهما للأمام أثناء الدفع للأعلى.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'shoulders',
    name: { en: 'Pike Push-Up', ar: 'ضغط الهرم (بايك)' },
    rating: 'medium',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'From a push-up position, walk your feet towards your hands and lift your hips high so your body forms an upside-down V. Bend your elbows to lower the top of your head towards the floor just in front of your hands, then press back up. Keep your hips high throughout; letting them drop turns it into an ordinary push-up.',
      ar: 'من وضع الضغط، قرّب قدميك من يديك وارفع الحوض عاليًا حتى يأخذ جسمك شكل حرف V مقلوب. اثنِ مرفقيك لتنزل بأعلى رأسك نحو الأرض أمام يديك مباشرة، ثم ادفع للأعلى. أبقِ الحوض مرتفعًا طوال الوقت، فهبوطه يحوّل التمرين إلى ضغط عادي.',
    },
    variations: [
      {
        name: { en: 'Kneeling Pike Push-Up', ar: 'ضغط الهرم على الركبتين' },
        description: {
          en: 'Rest your knees on the floor while keeping your hips high to reduce the load.',
          ar: 'ضع ركبتيك على الأرض مع إبقاء الحوض مرتفعًا لتقليل الحمل على الكتفين.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'shoulders',
    name: { en: 'Elevated Pike Push-Up', ar: 'ضغط الهرم بقدمين مرفوعتين' },
    rating: 'difficult',
    equipment: { en: 'A sturdy chair set against a wall', ar: 'كرسي ثابت مُسنَد إلى الحائط' },
    kind: 'bench',
    description: {
      en: 'Place your feet on the seat of a sturdy chair set against a wall and walk your hands back until your hips are above your shoulders. Lower your head towards the floor between your hands and press back up to straight arms. The higher your feet, the more of your weight your shoulders carry, so start on a low step if you need to.',
      ar: 'ضع قدميك على مقعد كرسي ثابت مُسنَد إلى الحائط، وارجع بيديك حتى يصبح الحوض فوق الكتفين. انزل برأسك نحو الأرض بين يديك ثم ادفع حتى تستقيم ذراعاك. كلما ارتفعت القدمان تحمّل الكتفان جزءًا أكبر من وزنك، فابدأ بدرجة منخفضة إذا لزم الأمر.',
    },
    variations: [
      {
        name: { en: 'Knees-on-Chair Pike Push-Up', ar: 'ضغط الهرم والركبتان على الكرسي' },
        description: {
          en: 'Rest your knees on the seat so your hips stack directly above your shoulders for a harder version.',
          ar: 'ضع ركبتيك على المقعد حتى يصبح الحوض فوق الكتفين تمامًا، وهي نسخة أصعب.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'shoulders',
    name: { en: 'Wall Walk', ar: 'المشي على الحائط' },
    rating: 'difficult',
    equipment: { en: 'A clear wall and an exercise mat', ar: 'حائط خالٍ وسجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie face down with your feet against the base of a wall, then press up into a push-up position. Walk your feet up the wall while walking your hands back towards it, going only as far as you can control with your whole body tight. Walk back down the same way, and do not try to bring your chest to the wall until your shoulders are ready for it.',
      ar: 'استلقِ على بطنك وقدماك عند قاعدة الحائط، ثم ادفع جسمك إلى وضع الضغط. اصعد بقدميك على الحائط بينما تقرّب يديك منه خطوة بخطوة، وتوقف عند الحد الذي تتحكم فيه مع شدّ جسمك كله. انزل بالطريقة نفسها، ولا تحاول الوصول بصدرك إلى الحائط قبل أن تصبح كتفاك مستعدتين لذلك.',
    },
    variations: [
      {
        name: { en: 'Half Wall Walk', ar: 'نصف مشي على الحائط' },
        description: {
          en: 'Stop when your body is at about 45 degrees and hold for a few breaths.',
          ar: 'توقف عندما يصبح جسمك بزاوية 45 درجة تقريبًا واثبت لبضعة أنفاس.',
        },
      },
    ],
  },

  // ───────────────────────────── arms ─────────────────────────────
  {
    type: 'home',
    muscle: 'arms',
    name: { en: 'Band Biceps Curl', ar: 'ثني الذراعين بشريط المقاومة' },
    rating: 'easy',
    equipment: { en: 'A resistance band', ar: 'شريط مقاومة' },
    kind: 'band',
    description: {
      en: 'Stand on the middle of the band with your feet hip-width apart and hold one end in each hand, palms facing forward. Curl your hands up towards your shoulders while keeping your elbows pinned to your sides, then lower slowly against the pull of the band. Avoid rocking your body to get your hands up.',
      ar: 'قف على منتصف الشريط وقدماك بعرض الحوض، وأمسك طرفًا بكل يد وراحتا يديك للأمام. اثنِ ذراعيك لترفع يديك نحو كتفيك مع إبقاء المرفقين ملاصقين لجانبيك، ثم انزل ببطء مقاومًا شدّ الشريط. تجنّب أرجحة جسمك لرفع يديك.',
    },
    variations: [
      {
        name: { en: 'Wide-Stance Band Curl', ar: 'ثني الذراعين بالشريط مع تباعد القدمين' },
        description: {
          en: 'Stand with your feet wider apart to stretch the band more and increase the resistance.',
          ar: 'باعد بين قدميك أكثر لتزيد شدّ الشريط ومقاومته.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'arms',
    name: { en: 'Band Triceps Pushdown', ar: 'دفع الترايسبس للأسفل بشريط المقاومة' },
    rating: 'easy',
    equipment: { en: 'A resistance band and a door anchor', ar: 'شريط مقاومة ومثبّت للباب' },
    kind: 'band',
    description: {
      en: 'Anchor the band at the top of a closed door and hold the ends with your elbows bent at your sides. Push your hands down until your arms are fully straight and squeeze the backs of your arms, then let your forearms rise slowly to about chest height. Only your forearms should move, so keep your elbows tucked and still.',
      ar: 'ثبّت الشريط أعلى باب مغلق وأمسك طرفيه والمرفقان مثنيان بجانب جسمك. ادفع يديك للأسفل حتى تستقيم ذراعاك تمامًا واشعر بانقباض خلف الذراع، ثم اترك الساعدين يرتفعان ببطء حتى مستوى الصدر تقريبًا. الساعدان فقط هما ما يتحرك، فأبقِ المرفقين ثابتين وقريبين من الجسم.',
    },
    variations: [
      {
        name: { en: 'Single-Arm Band Pushdown', ar: 'دفع للأسفل بذراع واحدة' },
        description: {
          en: 'Work one arm at a time to even out a side that lags behind.',
          ar: 'مرّن ذراعًا واحدة في كل مرة لتعويض الجانب الأضعف.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'arms',
    name: { en: 'Dumbbell Hammer Curl', ar: 'ثني المطرقة بالدمبل (هامر)' },
    rating: 'easy',
    equipment: { en: 'A pair of dumbbells', ar: 'زوج من الدمبل' },
    kind: 'dumbbell',
    description: {
      en: 'Stand with a dumbbell in each hand at your sides, palms facing your thighs. Curl the weights up with your thumbs pointing to the ceiling until your forearms are nearly vertical, then lower to full extension. Keep this neutral grip the whole way; it works the forearms along with the biceps.',
      ar: 'قف وأمسك دمبل بكل يد بجانبك وراحتا يديك نحو فخذيك. ارفع الدمبل والإبهام متجه نحو السقف حتى يقترب الساعد من الوضع العمودي، ثم انزل حتى تستقيم الذراع تمامًا. حافظ على هذه القبضة المحايدة طوال الحركة، فهي تُشغّل عضلات الساعد مع البايسبس.',
    },
    variations: [
      {
        name: { en: 'Cross-Body Hammer Curl', ar: 'هامر عبر الجسم' },
        description: {
          en: 'Curl each dumbbell across your body towards the opposite shoulder.',
          ar: 'ارفع كل دمبل عبر جسمك نحو الكتف المقابل.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'arms',
    name: { en: 'Dumbbell Concentration Curl', ar: 'ثني التركيز بالدمبل' },
    rating: 'easy',
    equipment: { en: 'A dumbbell and a sturdy chair', ar: 'دمبل وكرسي ثابت' },
    kind: 'dumbbell',
    description: {
      en: 'Sit on the edge of a sturdy chair with your feet wide and rest the back of your upper arm against your inner thigh, holding a dumbbell. Curl the weight towards your shoulder, squeeze at the top, and lower it until your arm is straight. Keep your upper arm pressed to your leg so it cannot add momentum.',
      ar: 'اجلس على حافة كرسي ثابت مع مباعدة القدمين، وأسند خلف أعلى ذراعك إلى باطن فخذك وأنت تمسك الدمبل. ارفع الوزن نحو كتفك واضغط العضلة في الأعلى، ثم أنزله حتى تستقيم ذراعك. أبقِ أعلى الذراع ملتصقًا بالفخذ حتى لا يساعد في أرجحة الوزن.',
    },
    variations: [],
  },
  {
    type: 'home',
    muscle: 'arms',
    name: { en: 'Dumbbell Overhead Triceps Extension', ar: 'ترايسبس خلف الرأس بالدمبل' },
    rating: 'medium',
    equipment: { en: 'One dumbbell', ar: 'دمبل واحد' },
    kind: 'dumbbell',
    description: {
      en: 'Sit or stand tall and hold one dumbbell overhead with both hands, arms straight. Bend your elbows to lower the weight behind your head until you feel a stretch in the backs of your arms, then straighten them again. Keep your elbows pointing forward rather than flaring out, and brace your abs so your back does not arch.',
      ar: 'اجلس أو قف منتصبًا وأمسك دمبل واحدًا بكلتا يديك فوق رأسك وذراعاك مفرودتان. اثنِ مرفقيك لتنزل بالوزن خلف رأسك حتى تشعر بإطالة في خلف الذراعين، ثم افردهما من جديد. أبقِ المرفقين متجهين للأمام بدل أن يتباعدا للخارج، وشُدّ البطن حتى لا يتقوّس ظهرك.',
    },
    variations: [
      {
        name: { en: 'Single-Arm Overhead Extension', ar: 'ترايسبس خلف الرأس بذراع واحدة' },
        description: {
          en: 'Use a lighter dumbbell in one hand and support that elbow with your free hand.',
          ar: 'استخدم دمبل أخف بيد واحدة واسند مرفقها باليد الأخرى.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'arms',
    name: { en: 'Chair Dip', ar: 'الغطس على الكرسي (ديبس)' },
    rating: 'medium',
    equipment: { en: 'A sturdy chair set against a wall', ar: 'كرسي ثابت مُسنَد إلى الحائط' },
    kind: 'bench',
    description: {
      en: 'Sit on the front edge of a sturdy chair pushed against a wall, grip the edge beside your hips and slide forward until your weight is on your hands. Bend your elbows straight back to lower your hips until your upper arms are about parallel to the floor, then press up. Keep your back close to the chair and do not sink lower than your shoulders comfortably allow.',
      ar: 'اجلس على الحافة الأمامية لكرسي ثابت مُسنَد إلى الحائط، وأمسك الحافة بجانب حوضك ثم انزلق للأمام حتى يقع وزنك على يديك. اثنِ مرفقيك للخلف مباشرة لتنزل بالحوض حتى يوازي أعلى الذراع الأرض تقريبًا، ثم ادفع للأعلى. أبقِ ظهرك قريبًا من الكرسي ولا تنزل أعمق مما تتحمله كتفاك براحة.',
    },
    variations: [
      {
        name: { en: 'Bent-Knee Chair Dip', ar: 'الغطس على الكرسي مع ثني الركبتين' },
        description: {
          en: 'Keep your knees bent and your feet close to the chair to make the movement easier.',
          ar: 'اثنِ ركبتيك وقرّب قدميك من الكرسي لتسهيل الحركة.',
        },
      },
      {
        name: { en: 'Straight-Leg Chair Dip', ar: 'الغطس على الكرسي بساقين ممدودتين' },
        description: {
          en: 'Straighten your legs and rest on your heels to increase the load.',
          ar: 'افرد ساقيك واستند إلى كعبيك لزيادة الحمل.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'arms',
    name: { en: 'Dumbbell Floor Skull Crusher', ar: 'ترايسبس مستلقيًا بالدمبل على الأرض' },
    rating: 'medium',
    equipment: { en: 'A pair of dumbbells and an exercise mat', ar: 'زوج من الدمبل وسجادة تمارين' },
    kind: 'dumbbell',
    description: {
      en: 'Lie on your back on a mat with knees bent, holding a dumbbell in each hand above your chest with palms facing each other. Bend only at the elbows to lower the weights beside your head, then straighten your arms back to the start. Lower slowly and pick a weight you can control, since the dumbbells pass close to your face.',
      ar: 'استلقِ على ظهرك فوق السجادة مع ثني الركبتين، وأمسك دمبل بكل يد فوق صدرك وراحتا يديك متقابلتان. اثنِ المرفقين فقط لتنزل بالدمبل بجانب رأسك، ثم افرد ذراعيك للعودة إلى البداية. انزل ببطء واختر وزنًا تتحكم فيه، لأن الدمبل يمر قريبًا من وجهك.',
    },
    variations: [
      {
        name: { en: 'Close-Grip Dumbbell Press', ar: 'ضغط الدمبل بقبضة ضيقة' },
        description: {
          en: 'Keep the dumbbells touching and press them from your chest with your elbows close to your ribs.',
          ar: 'أبقِ الدمبلين متلامسين وادفعهما من فوق صدرك مع إبقاء المرفقين قريبين من الضلوع.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'arms',
    name: { en: 'Diamond Push-Up', ar: 'ضغط الماسة' },
    rating: 'difficult',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Get into a push-up position with your hands together under your chest, thumbs and index fingers forming a diamond. Lower your chest towards your hands, keeping your elbows close to your body, then press back up. If your wrists or elbows complain, move your hands slightly apart instead of forcing the diamond.',
      ar: 'اتخذ وضع الضغط ويداك متقاربتان أسفل صدرك بحيث يشكّل الإبهامان والسبابتان شكل ماسة. انزل بصدرك نحو يديك مع إبقاء المرفقين قريبين من جسمك، ثم ادفع للأعلى. إذا شعرت بانزعاج في الرسغين أو المرفقين فباعد يديك قليلًا بدل الإصرار على شكل الماسة.',
    },
    variations: [
      {
        name: { en: 'Kneeling Diamond Push-Up', ar: 'ضغط الماسة على الركبتين' },
        description: {
          en: 'Use the same hand position from your knees until you can manage full reps.',
          ar: 'استخدم وضع اليدين نفسه وأنت على ركبتيك حتى تتمكن من أداء العدات الكاملة.',
        },
      },
    ],
  },

  // ───────────────────────────── legs ─────────────────────────────
  {
    type: 'home',
    muscle: 'legs',
    name: { en: 'Glute Bridge', ar: 'رفع الحوض (جلوت بريدج)' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie on your back on a mat with knees bent, feet flat and hip-width apart, and arms by your sides. Press through your heels to lift your hips until your body forms a straight line from shoulders to knees, squeeze your glutes for a second, then lower. Stop at that straight line rather than over-arching your lower back at the top.',
      ar: 'استلقِ على ظهرك فوق السجادة مع ثني الركبتين وتثبيت القدمين على الأرض بعرض الحوض، وذراعاك بجانبك. ادفع بكعبيك لترفع الحوض حتى يصبح جسمك خطًا مستقيمًا من الكتفين إلى الركبتين، واضغط عضلات المؤخرة ثانية ثم انزل. توقف عند الخط المستقيم ولا تقوّس أسفل ظهرك في الأعلى.',
    },
    variations: [
      {
        name: { en: 'Single-Leg Glute Bridge', ar: 'رفع الحوض بساق واحدة' },
        description: {
          en: 'Lift one foot off the floor and drive through the other heel.',
          ar: 'ارفع قدمًا عن الأرض وادفع بكعب القدم الأخرى.',
        },
      },
      {
        name: { en: 'Dumbbell Glute Bridge', ar: 'رفع الحوض بالدمبل' },
        description: {
          en: 'Rest a dumbbell across your hips and hold it in place with both hands.',
          ar: 'ضع دمبل على الحوض وثبّته بكلتا يديك.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'legs',
    name: { en: 'Bodyweight Squat', ar: 'سكوات بوزن الجسم' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand with your feet about shoulder-width apart and your toes turned slightly out. Sit your hips back and down as if onto a chair, chest up and knees tracking over your toes, until your thighs are around parallel to the floor. Drive through your whole foot to stand, without letting your knees cave inwards.',
      ar: 'قف وقدماك بعرض الكتفين تقريبًا مع توجيه أصابع القدمين للخارج قليلًا. انزل بالحوض للخلف وللأسفل كأنك تجلس على كرسي، مع رفع الصدر وتوجيه الركبتين في اتجاه أصابع القدمين، حتى يقترب الفخذان من الموازاة مع الأرض. ادفع بالقدم كلها للوقوف دون أن تميل الركبتان للداخل.',
    },
    variations: [
      {
        name: { en: 'Chair Squat', ar: 'سكوات على الكرسي' },
        description: {
          en: 'Lightly touch a chair seat with your hips on each rep to learn the right depth.',
          ar: 'المس مقعد الكرسي بخفة بحوضك في كل عدة لتتعلم العمق المناسب.',
        },
      },
      {
        name: { en: 'Jump Squat', ar: 'سكوات مع قفز' },
        description: {
          en: 'Drive up into a small jump and land softly back into the squat.',
          ar: 'اندفع للأعلى بقفزة صغيرة وانزل بنعومة إلى وضع السكوات.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'legs',
    name: { en: 'Wall Sit', ar: 'الجلوس على الحائط' },
    rating: 'easy',
    equipment: { en: 'A clear wall', ar: 'حائط خالٍ' },
    kind: 'bodyweight',
    description: {
      en: 'Lean your back flat against a wall, walk your feet forward and slide down until your knees are bent to about 90 degrees and stacked over your ankles. Hold the position for 20 to 60 seconds while breathing steadily. Keep your hands off your thighs so your legs do all the work.',
      ar: 'أسند ظهرك إلى الحائط وتقدّم بقدميك للأمام، ثم انزلق للأسفل حتى تنثني ركبتاك بزاوية 90 درجة تقريبًا وتكونا فوق الكاحلين مباشرة. اثبت في هذا الوضع من 20 إلى 60 ثانية مع تنفس منتظم. لا تضع يديك على فخذيك حتى تؤدي ساقاك العمل كله.',
    },
    variations: [
      {
        name: { en: 'Single-Leg Wall Sit', ar: 'الجلوس على الحائط بساق واحدة' },
        description: {
          en: 'Straighten one leg in front of you for a few seconds at a time, then switch.',
          ar: 'افرد ساقًا أمامك لبضع ثوانٍ ثم بدّل.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'legs',
    name: { en: 'Reverse Lunge', ar: 'لانج خلفي' },
    rating: 'medium',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand tall with your feet hip-width apart and take a long step backwards with one foot. Lower until your back knee hovers just above the floor and your front shin stays close to vertical, then push through the front heel to return to standing. Alternate legs and keep your torso upright instead of folding forward.',
      ar: 'قف منتصبًا وقدماك بعرض الحوض، ثم ارجع بإحدى قدميك خطوة طويلة للخلف. انزل حتى تقترب الركبة الخلفية من الأرض مع بقاء الساق الأمامية قريبة من الوضع العمودي، ثم ادفع بكعب القدم الأمامية للعودة إلى الوقوف. بدّل الساقين وحافظ على استقامة جذعك بدلًا من الانحناء للأمام.',
    },
    variations: [
      {
        name: { en: 'Assisted Reverse Lunge', ar: 'لانج خلفي مع الاستناد' },
        description: {
          en: 'Hold the back of a chair with one hand for balance.',
          ar: 'أمسك ظهر كرسي بيد واحدة لتحافظ على توازنك.',
        },
      },
      {
        name: { en: 'Dumbbell Reverse Lunge', ar: 'لانج خلفي بالدمبل' },
        description: {
          en: 'Hold a dumbbell in each hand at your sides to add load.',
          ar: 'أمسك دمبل بكل يد بجانبك لزيادة الحمل.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'legs',
    name: { en: 'Dumbbell Goblet Squat', ar: 'سكوات الكأس بالدمبل (جوبلت)' },
    rating: 'medium',
    equipment: { en: 'One dumbbell', ar: 'دمبل واحد' },
    kind: 'dumbbell',
    description: {
      en: 'Hold one dumbbell upright against your chest with both hands cupped under the top end. Squat down between your heels with your elbows pointing at the floor and your chest up, then stand by pushing through your whole foot. The weight in front helps you stay upright, so aim for good depth with a neutral back.',
      ar: 'أمسك دمبل واحدًا بشكل عمودي أمام صدرك بكلتا يديك من أسفل طرفه العلوي. انزل في وضع السكوات بين كعبيك مع توجيه المرفقين نحو الأرض ورفع الصدر، ثم قف بالدفع بالقدم كلها. الوزن الأمامي يساعدك على إبقاء جذعك مستقيمًا، فاستهدف عمقًا جيدًا مع ظهر محايد.',
    },
    variations: [
      {
        name: { en: 'Pause Goblet Squat', ar: 'سكوات الكأس مع توقف' },
        description: {
          en: 'Hold the bottom position for two to three seconds before standing up.',
          ar: 'اثبت في الوضع السفلي ثانيتين إلى ثلاث قبل الوقوف.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'legs',
    name: { en: 'Dumbbell Romanian Deadlift', ar: 'الرفعة الرومانية بالدمبل' },
    rating: 'medium',
    equipment: { en: 'A pair of dumbbells', ar: 'زوج من الدمبل' },
    kind: 'dumbbell',
    description: {
      en: 'Stand holding a dumbbell in each hand in front of your thighs, knees softly bent. Push your hips back and slide the weights down the front of your legs until you feel a strong stretch in your hamstrings, usually around mid-shin, then drive your hips forward to stand. Keep your back flat; the movement comes from the hips, not from rounding the spine.',
      ar: 'قف وأمسك دمبل بكل يد أمام فخذيك مع ثني بسيط في الركبتين. ادفع الحوض للخلف وأنزل الدمبل بمحاذاة ساقيك حتى تشعر بإطالة واضحة في العضلات الخلفية للفخذ، غالبًا عند منتصف الساق، ثم ادفع الحوض للأمام لتقف. حافظ على استواء ظهرك، فالحركة تأتي من الحوض لا من تقويس العمود الفقري.',
    },
    variations: [
      {
        name: { en: 'Single-Leg Romanian Deadlift', ar: 'الرفعة الرومانية بساق واحدة' },
        description: {
          en: 'Hinge on one leg while the other extends behind you, holding a chair for balance if needed.',
          ar: 'انحنِ على ساق واحدة بينما تمتد الأخرى خلفك، ويمكنك الاستناد إلى كرسي للتوازن.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'legs',
    name: { en: 'Bulgarian Split Squat', ar: 'سكوات بلغاري' },
    rating: 'difficult',
    equipment: { en: 'A sturdy chair', ar: 'كرسي ثابت' },
    kind: 'bench',
    description: {
      en: 'Stand about a stride in front of a sturdy chair and rest the top of your back foot on the seat. Lower straight down until your front thigh is near parallel to the floor, then push through the front foot to rise. Adjust your distance from the chair until your front knee stays stable and your balance feels steady before adding weight.',
      ar: 'قف أمام كرسي ثابت على بُعد خطوة تقريبًا، وضع ظهر قدمك الخلفية على المقعد. انزل بشكل عمودي حتى يقترب الفخذ الأمامي من الموازاة مع الأرض، ثم ادفع بالقدم الأمامية لتصعد. عدّل مسافتك من الكرسي حتى تثبت الركبة الأمامية ويستقر توازنك قبل إضافة أي وزن.',
    },
    variations: [
      {
        name: { en: 'Dumbbell Bulgarian Split Squat', ar: 'سكوات بلغاري بالدمبل' },
        description: {
          en: 'Hold a dumbbell in each hand once 12 bodyweight reps per leg feel comfortable.',
          ar: 'أمسك دمبل بكل يد عندما تصبح 12 عدة بوزن الجسم لكل ساق مريحة.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'legs',
    name: { en: 'Burpee', ar: 'تمرين البيربي' },
    rating: 'difficult',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'From standing, squat down and place your hands on the floor, then jump or step your feet back into a plank. Lower your chest to the floor or do a push-up, bring your feet back towards your hands, and jump up with your arms overhead. Land softly with bent knees and keep a pace at which your plank stays solid.',
      ar: 'من الوقوف انزل في وضع القرفصاء وضع يديك على الأرض، ثم اقفز أو ارجع بقدميك إلى وضع البلانك. انزل بصدرك إلى الأرض أو نفّذ عدة ضغط، ثم قرّب قدميك من يديك واقفز للأعلى رافعًا ذراعيك فوق رأسك. اهبط بنعومة مع ثني الركبتين، واختر سرعة تحافظ فيها على ثبات وضع البلانك.',
    },
    variations: [
      {
        name: { en: 'Step-Back Burpee', ar: 'بيربي بدون قفز' },
        description: {
          en: 'Step your feet back and forward one at a time and skip the jump for a low-impact version.',
          ar: 'ارجع بقدميك وعُد بهما واحدة تلو الأخرى دون القفزة في الأعلى، لنسخة أخف على المفاصل.',
        },
      },
    ],
  },

  // ───────────────────────────── abs ─────────────────────────────
  {
    type: 'home',
    muscle: 'abs',
    name: { en: 'Crunch', ar: 'تمرين الكرنش' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie on your back on a mat with knees bent, feet flat and fingertips resting lightly behind your ears. Curl your head and shoulder blades off the floor by tightening your abs, pause, then lower slowly. Keep your elbows wide and do not pull on your neck with your hands.',
      ar: 'استلقِ على ظهرك فوق السجادة مع ثني الركبتين وتثبيت القدمين على الأرض، وضع أطراف أصابعك خلف أذنيك بخفة. ارفع رأسك ولوحي الكتف عن الأرض بشدّ عضلات البطن، وتوقف لحظة ثم انزل ببطء. أبقِ المرفقين متباعدين ولا تسحب رقبتك بيديك.',
    },
    variations: [
      {
        name: { en: 'Arms-Crossed Crunch', ar: 'كرنش مع تقاطع الذراعين' },
        description: {
          en: 'Cross your arms over your chest if you tend to pull on your head.',
          ar: 'ضع ذراعيك متقاطعتين على صدرك إذا كنت تميل إلى سحب رأسك.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'abs',
    name: { en: 'Plank', ar: 'البلانك' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Rest on your forearms with your elbows under your shoulders and your legs straight behind you, toes on the floor. Brace your abs and squeeze your glutes so your body forms a straight line from head to heels, and hold for 20 to 60 seconds. Breathe steadily and end the hold once your hips begin to sag or lift.',
      ar: 'استند إلى ساعديك والمرفقان أسفل الكتفين وساقاك ممدودتان خلفك على أطراف أصابع القدمين. شُدّ عضلات البطن والمؤخرة حتى يصبح جسمك خطًا مستقيمًا من الرأس إلى الكعبين، واثبت من 20 إلى 60 ثانية. تنفّس بانتظام وأنهِ الثبات عندما يبدأ الحوض في الهبوط أو الارتفاع.',
    },
    variations: [
      {
        name: { en: 'Knee Plank', ar: 'بلانك على الركبتين' },
        description: {
          en: 'Drop your knees to the mat while keeping a straight line from knees to head.',
          ar: 'ضع ركبتيك على السجادة مع الحفاظ على خط مستقيم من الركبتين إلى الرأس.',
        },
      },
      {
        name: { en: 'Plank With Leg Lift', ar: 'بلانك مع رفع الساق' },
        description: {
          en: 'Lift one foot a few centimetres for a couple of seconds, then switch.',
          ar: 'ارفع قدمًا بضعة سنتيمترات لثانيتين ثم بدّل.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'abs',
    name: { en: 'Reverse Crunch', ar: 'الكرنش العكسي' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie on your back with your hands by your sides and your knees bent at 90 degrees above your hips. Tighten your abs to curl your hips off the floor, bringing your knees towards your chest, then lower your hips slowly back down. Lift with your abs rather than swinging your legs for momentum.',
      ar: 'استلقِ على ظهرك ويداك بجانبك، وارفع ركبتيك فوق الحوض بزاوية 90 درجة. شُدّ البطن لترفع الحوض عن الأرض مقرّبًا ركبتيك من صدرك، ثم أنزل الحوض ببطء. اعتمد على عضلات البطن في الرفع بدلًا من أرجحة الساقين.',
    },
    variations: [],
  },
  {
    type: 'home',
    muscle: 'abs',
    name: { en: 'Bicycle Crunch', ar: 'كرنش الدراجة' },
    rating: 'medium',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie on your back with your hands lightly behind your head, shoulders off the floor and knees lifted. Bring one elbow towards the opposite knee while extending the other leg, then switch sides in a smooth pedalling motion. Go slowly and rotate through your ribcage; fast, jerky reps mostly move the elbows.',
      ar: 'استلقِ على ظهرك ويداك خلف رأسك بخفة، مع رفع الكتفين والركبتين عن الأرض. قرّب أحد المرفقين من الركبة المقابلة بينما تمدّ الساق الأخرى، ثم بدّل الجانبين بحركة سلسة تشبه قيادة الدراجة. تحرّك ببطء ودع الالتفاف يأتي من القفص الصدري، فالعدات السريعة المتقطعة لا تحرّك سوى المرفقين.',
    },
    variations: [
      {
        name: { en: 'Slow Bicycle Crunch', ar: 'كرنش الدراجة البطيء' },
        description: {
          en: 'Hold each twist for two seconds to keep the abs working longer.',
          ar: 'اثبت في كل التفافة ثانيتين لتعمل عضلات البطن لفترة أطول.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'abs',
    name: { en: 'Side Plank', ar: 'البلانك الجانبي' },
    rating: 'medium',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie on one side with your elbow directly under your shoulder and your legs stacked. Lift your hips until your body is straight from head to feet and hold for 15 to 45 seconds before switching sides. Push the floor away with your forearm so your shoulder does not sink towards your ear.',
      ar: 'استلقِ على جانبك والمرفق أسفل الكتف مباشرة وساقاك فوق بعضهما. ارفع الحوض حتى يستقيم جسمك من الرأس إلى القدمين، واثبت من 15 إلى 45 ثانية ثم بدّل الجانب. ادفع الأرض بساعدك حتى لا يهبط كتفك نحو أذنك.',
    },
    variations: [
      {
        name: { en: 'Bent-Knee Side Plank', ar: 'بلانك جانبي بثني الركبتين' },
        description: {
          en: 'Keep your knees bent and resting on the mat to shorten the lever.',
          ar: 'أبقِ ركبتيك مثنيتين على السجادة لتخفيف الحمل.',
        },
      },
      {
        name: { en: 'Side Plank Hip Dip', ar: 'بلانك جانبي مع خفض الحوض' },
        description: {
          en: 'Lower your hip towards the floor and lift it back up in slow reps.',
          ar: 'أنزل حوضك نحو الأرض ثم ارفعه من جديد في عدات بطيئة.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'abs',
    name: { en: 'Mountain Climber', ar: 'متسلق الجبال' },
    rating: 'medium',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Start in a high plank with your hands under your shoulders. Drive one knee towards your chest, then switch legs quickly, as if running in place. Keep your hips level with your shoulders and your hands planted; bouncing the hips up and down is the most common mistake.',
      ar: 'ابدأ في وضع البلانك العالي وكفاك أسفل كتفيك. اسحب إحدى ركبتيك نحو صدرك، ثم بدّل الساقين بسرعة كأنك تجري في مكانك. أبقِ الحوض في مستوى الكتفين واليدين ثابتتين على الأرض، فارتفاع الحوض وهبوطه هو الخطأ الأكثر شيوعًا.',
    },
    variations: [
      {
        name: { en: 'Slow Mountain Climber', ar: 'متسلق الجبال البطيء' },
        description: {
          en: 'Step each knee in with control and pause before switching.',
          ar: 'قرّب كل ركبة بتحكم وتوقف لحظة قبل التبديل.',
        },
      },
      {
        name: { en: 'Cross-Body Mountain Climber', ar: 'متسلق الجبال بالتقاطع' },
        description: {
          en: 'Drive each knee towards the opposite elbow to bring in the obliques.',
          ar: 'وجّه كل ركبة نحو المرفق المقابل لتشغيل العضلات الجانبية للبطن.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'abs',
    name: { en: 'Hollow Body Hold', ar: 'ثبات الجسم المقعّر' },
    rating: 'difficult',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie on your back, press your lower back firmly into the mat and lift your shoulders and legs off the floor with your arms reaching overhead. Hold this shallow banana shape for 15 to 40 seconds while you keep breathing. If your lower back lifts off the mat, bend your knees or bring your arms to your sides.',
      ar: 'استلقِ على ظهرك واضغط أسفل ظهرك بثبات على السجادة، ثم ارفع كتفيك وساقيك عن الأرض مع مدّ ذراعيك فوق رأسك. اثبت في هذا الشكل المقوّس الخفيف من 15 إلى 40 ثانية مع الاستمرار في التنفس. إذا ارتفع أسفل ظهرك عن السجادة فاثنِ ركبتيك أو ضع ذراعيك بجانبك.',
    },
    variations: [
      {
        name: { en: 'Tuck Hollow Hold', ar: 'الثبات المقعّر بثني الركبتين' },
        description: {
          en: 'Pull your knees towards your chest and keep your arms by your sides.',
          ar: 'قرّب ركبتيك من صدرك وأبقِ ذراعيك بجانبك.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'abs',
    name: { en: 'Hanging Knee Raise', ar: 'رفع الركبتين متعلقًا بالعقلة' },
    rating: 'difficult',
    equipment: { en: 'A doorway pull-up bar', ar: 'عقلة باب' },
    kind: 'pull-up-bar',
    description: {
      en: 'Hang from a securely fixed doorway bar with straight arms and your legs together. Curl your pelvis up and lift your knees towards your chest, then lower them slowly without swinging. Door bars sit fairly low, so keep your knees slightly bent at the bottom to stop your feet touching the floor.',
      ar: 'تعلّق بعقلة باب مثبّتة جيدًا بذراعين مفرودتين وساقين متلاصقتين. لُفّ حوضك للأعلى وارفع ركبتيك نحو صدرك، ثم أنزلهما ببطء دون أرجحة. ولأن عقلة الباب منخفضة نسبيًا، أبقِ ركبتيك مثنيتين قليلًا في الأسفل حتى لا تلمس قدماك الأرض.',
    },
    variations: [
      {
        name: { en: 'Lying Leg Raise', ar: 'رفع الساقين مستلقيًا' },
        description: {
          en: 'Do a similar lift lying on a mat if your grip gives out before your abs.',
          ar: 'نفّذ رفعًا مشابهًا مستلقيًا على السجادة إذا كانت قبضتك تتعب قبل بطنك.',
        },
      },
    ],
  },

  // ───────────────────────────── calves ─────────────────────────────
  {
    type: 'home',
    muscle: 'calves',
    name: { en: 'Standing Calf Raise', ar: 'رفع السمانة واقفًا' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand with your feet hip-width apart, lightly touching a wall or chair for balance. Rise onto the balls of your feet as high as you can, pause for a second, then lower your heels slowly to the floor. Keep your weight over the big and second toes instead of rolling out towards the little toes.',
      ar: 'قف وقدماك بعرض الحوض مع لمس الحائط أو كرسي بخفة للتوازن. ارتفع على أمشاط قدميك إلى أعلى نقطة ممكنة، وتوقف ثانية ثم أنزل كعبيك ببطء إلى الأرض. اجعل وزنك فوق الإصبع الكبير والذي يليه بدلًا من الميل نحو الإصبع الصغير.',
    },
    variations: [
      {
        name: { en: 'Tempo Calf Raise', ar: 'رفع السمانة بإيقاع بطيء' },
        description: {
          en: 'Take three seconds to rise and three seconds to lower.',
          ar: 'خذ ثلاث ثوانٍ في الصعود وثلاثًا في النزول.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'calves',
    name: { en: 'Band Calf Press', ar: 'دفع السمانة بشريط المقاومة' },
    rating: 'easy',
    equipment: { en: 'A resistance band and an exercise mat', ar: 'شريط مقاومة وسجادة تمارين' },
    kind: 'band',
    description: {
      en: 'Sit on a mat with one leg straight, loop the band around the ball of that foot and hold the ends firmly. Point your toes away from you against the band, as if pressing a car pedal, then let them come back slowly. Keep your knee straight and move only at the ankle.',
      ar: 'اجلس على السجادة مع فرد ساق واحدة، ولُفّ الشريط حول مشط تلك القدم وأمسك طرفيه بإحكام. ادفع أصابع قدمك بعيدًا عنك مقاومًا الشريط كأنك تضغط دوّاسة السيارة، ثم اتركها تعود ببطء. أبقِ ركبتك مفرودة ولتكن الحركة من الكاحل فقط.',
    },
    variations: [],
  },
  {
    type: 'home',
    muscle: 'calves',
    name: { en: 'Seated Dumbbell Calf Raise', ar: 'رفع السمانة جالسًا بالدمبل' },
    rating: 'easy',
    equipment: { en: 'A pair of dumbbells and a sturdy chair', ar: 'زوج من الدمبل وكرسي ثابت' },
    kind: 'dumbbell',
    description: {
      en: 'Sit on a sturdy chair with your feet flat and stand a dumbbell upright on each knee, holding them in place. Lift your heels as high as you can, pause at the top, and lower slowly. Putting the balls of your feet on a thick book lets your heels drop lower for a bigger range of motion.',
      ar: 'اجلس على كرسي ثابت وقدماك على الأرض، وضع دمبل بشكل عمودي فوق كل ركبة وثبّته بيديك. ارفع كعبيك لأعلى نقطة ممكنة وتوقف لحظة ثم انزل ببطء. وضع أمشاط القدمين على كتاب سميك يسمح للكعبين بالنزول أكثر ويزيد مدى الحركة.',
    },
    variations: [],
  },
  {
    type: 'home',
    muscle: 'calves',
    name: { en: 'Elevated Calf Raise', ar: 'رفع السمانة على درجة السلم' },
    rating: 'medium',
    equipment: { en: 'A stair step', ar: 'درجة سلم' },
    kind: 'bench',
    description: {
      en: 'Stand with the balls of your feet on the edge of a stair and hold the rail or a wall for balance. Lower your heels below the step until you feel a stretch in your calves, then rise as high as you can onto your toes. Control the bottom of each rep instead of dropping into it.',
      ar: 'قف وأمشاط قدميك على حافة درجة السلم، وأمسك الدرابزين أو الحائط للتوازن. أنزل كعبيك أسفل مستوى الدرجة حتى تشعر بإطالة في السمانة، ثم ارتفع على أطراف أصابعك لأعلى نقطة. تحكّم في الجزء السفلي من كل عدة بدلًا من السقوط فيه.',
    },
    variations: [
      {
        name: { en: 'Bent-Knee Step Calf Raise', ar: 'رفع السمانة على الدرجة بثني الركبتين' },
        description: {
          en: 'Keep a slight bend in your knees to shift more of the work to the lower calf.',
          ar: 'اثنِ ركبتيك قليلًا لنقل جزء أكبر من الجهد إلى أسفل السمانة.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'calves',
    name: { en: 'Dumbbell Calf Raise', ar: 'رفع السمانة بالدمبل' },
    rating: 'medium',
    equipment: { en: 'A pair of dumbbells', ar: 'زوج من الدمبل' },
    kind: 'dumbbell',
    description: {
      en: 'Stand tall holding a dumbbell in each hand at your sides, feet hip-width apart. Rise onto the balls of your feet, hold the top for a second, and lower your heels under control. Keep your knees straight but not locked, and let your calves lift the weight rather than shrugging with your shoulders.',
      ar: 'قف منتصبًا وأمسك دمبل بكل يد بجانبك وقدماك بعرض الحوض. ارتفع على أمشاط قدميك، واثبت في الأعلى ثانية ثم أنزل كعبيك بتحكم. أبقِ ركبتيك مفرودتين دون قفلهما، ودع السمانة ترفع الوزن لا كتفيك.',
    },
    variations: [
      {
        name: { en: 'Dumbbell Step Calf Raise', ar: 'رفع السمانة بالدمبل على درجة' },
        description: {
          en: 'Hold one dumbbell and do the raise on a stair for a longer range, gripping the rail with your free hand.',
          ar: 'أمسك دمبل واحدًا ونفّذ التمرين على درجة سلم لمدى حركة أطول، مع الإمساك بالدرابزين باليد الأخرى.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'calves',
    name: { en: 'Pogo Hop', ar: 'قفز البوجو على الأمشاط' },
    rating: 'medium',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand tall with your feet hip-width apart and hop lightly on the balls of your feet, keeping your knees almost straight. Spend as little time on the ground as possible, as if the floor were hot, for sets of 20 to 30 hops. Land quietly and stop when your rhythm or height starts to drop.',
      ar: 'قف منتصبًا وقدماك بعرض الحوض، واقفز بخفة على أمشاط قدميك مع إبقاء الركبتين شبه مفرودتين. اجعل زمن ملامسة الأرض أقصر ما يمكن كأن الأرض ساخنة، في مجموعات من 20 إلى 30 قفزة. اهبط بهدوء وتوقف عندما يبدأ الإيقاع أو ارتفاع القفزة في التراجع.',
    },
    variations: [
      {
        name: { en: 'Single-Leg Pogo Hop', ar: 'قفز البوجو على ساق واحدة' },
        description: {
          en: 'Hop on one foot for 10 to 15 contacts, then switch.',
          ar: 'اقفز على قدم واحدة من 10 إلى 15 مرة ثم بدّل.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'calves',
    name: { en: 'Single-Leg Calf Raise', ar: 'رفع السمانة بساق واحدة' },
    rating: 'medium',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand on one foot next to a wall, resting your fingertips on it for balance, with the other foot lifted behind you. Rise as high as you can onto the ball of your standing foot, then lower your heel slowly to the floor. Work the weaker leg first and match the same number of reps on the other side.',
      ar: 'قف على قدم واحدة بجوار الحائط واسند أطراف أصابعك إليه للتوازن، مع رفع القدم الأخرى خلفك. ارتفع على مشط القدم التي تقف عليها لأعلى نقطة ممكنة، ثم أنزل كعبك ببطء إلى الأرض. ابدأ بالساق الأضعف ثم نفّذ العدد نفسه من العدات بالساق الأخرى.',
    },
    variations: [
      {
        name: { en: 'Staggered-Stance Calf Raise', ar: 'رفع السمانة بوضع قدم أمام الأخرى' },
        description: {
          en: 'Place one foot slightly behind the other and put most of your weight on the front foot, as a step towards full single-leg reps.',
          ar: 'ضع قدمًا خلف الأخرى قليلًا واجعل معظم وزنك على القدم الأمامية، كخطوة نحو أداء التمرين بساق واحدة.',
        },
      },
    ],
  },
  {
    type: 'home',
    muscle: 'calves',
    name: { en: 'Single-Leg Step Calf Raise', ar: 'رفع السمانة بساق واحدة على درجة السلم' },
    rating: 'difficult',
    equipment: { en: 'A stair step', ar: 'درجة سلم' },
    kind: 'bench',
    description: {
      en: 'Stand on one foot with its ball on the edge of a stair, holding the rail for balance. Lower your heel slowly below the step over three seconds, then drive up as high as you can. Keep the ankle straight so it does not roll outwards, and do the same number of reps on each leg.',
      ar: 'قف على قدم واحدة ومشطها على حافة درجة السلم، وأمسك الدرابزين للتوازن. أنزل كعبك ببطء أسفل مستوى الدرجة خلال ثلاث ثوانٍ، ثم ادفع لأعلى نقطة ممكنة. حافظ على استقامة الكاحل حتى لا يميل للخارج، ونفّذ العدد نفسه من العدات بكل ساق.',
    },
    variations: [
      {
        name: { en: 'Weighted Single-Leg Step Raise', ar: 'رفع السمانة بساق واحدة على درجة مع دمبل' },
        description: {
          en: 'Hold a dumbbell on the working side once 20 controlled reps feel easy.',
          ar: 'أمسك دمبل في جهة الساق العاملة عندما تصبح 20 عدة متحكَّمًا فيها سهلة.',
        },
      },
    ],
  },
];
