/**
 * Demo exercise library: dynamic warm-up and mobility drills to do before training, five per muscle
 * group. Written by us; ordered by muscle group, then from easiest to hardest.
 */
import type { SeedExercise } from './types';

export const warmExercises: SeedExercise[] = [
  // ───────────────────────────── chest ─────────────────────────────
  {
    type: 'warm',
    muscle: 'chest',
    name: { en: 'Cross-Body Arm Swing', ar: 'أرجحة الذراعين أمام الصدر' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand tall with your arms out to the sides at shoulder height. Swing them across the front of your chest so they cross, alternating which arm is on top, then swing them wide open again until you feel a gentle stretch across the chest. Do 15 to 20 relaxed swings, letting the range grow gradually.',
      ar: 'قف منتصبًا وذراعاك ممدودتان جانبًا بمستوى الكتفين. أرجح ذراعيك أمام صدرك حتى تتقاطعا مع تبديل الذراع العلوية في كل مرة، ثم افتحهما على اتساعهما حتى تشعر بإطالة خفيفة في الصدر. نفّذ من 15 إلى 20 أرجحة مسترخية مع زيادة المدى تدريجيًا.',
    },
    variations: [
      {
        name: { en: 'Diagonal Arm Swing', ar: 'أرجحة قُطرية للذراعين' },
        description: {
          en: 'On each opening, send one arm up and the other down to reach the upper and lower chest.',
          ar: 'عند الفتح ارفع ذراعًا للأعلى وأنزل الأخرى للأسفل لتشمل الإطالة أعلى الصدر وأسفله.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'chest',
    name: { en: 'Wall Chest Opener', ar: 'فتح الصدر على الحائط' },
    rating: 'easy',
    equipment: { en: 'A clear wall', ar: 'حائط خالٍ' },
    kind: 'bodyweight',
    description: {
      en: 'Stand side-on to a wall and place your palm on it at shoulder height, with the arm straight and slightly behind you. Slowly turn your chest away from the wall until you feel a light stretch, hold for two seconds and turn back. Do 8 slow reps on each side, keeping the shoulder down and away from your ear.',
      ar: 'قف بجانب الحائط وضع راحة يدك عليه بمستوى الكتف والذراع ممدودة وخلفك قليلًا. أدر صدرك ببطء بعيدًا عن الحائط حتى تشعر بإطالة خفيفة، واثبت ثانيتين ثم ارجع. نفّذ 8 عدات بطيئة لكل جانب، مع إبقاء الكتف منخفضًا بعيدًا عن الأذن.',
    },
    variations: [
      {
        name: { en: 'Bent-Elbow Wall Opener', ar: 'فتح الصدر على الحائط بثني المرفق' },
        description: {
          en: 'Place your forearm on the wall with the elbow bent to 90 degrees to stretch a different part of the chest.',
          ar: 'ضع ساعدك على الحائط والمرفق مثني بزاوية 90 درجة لإطالة جزء آخر من الصدر.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'chest',
    name: { en: 'Thoracic Open Book', ar: 'تمرين الكتاب المفتوح' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie on your side on a mat with your knees bent to 90 degrees and both arms straight out in front of you, palms together. Keep your knees stacked and sweep the top arm up and over to the other side, following your hand with your eyes, then bring it back. Do 8 to 10 slow reps on each side, breathing out as you open.',
      ar: 'استلقِ على جانبك فوق السجادة مع ثني الركبتين بزاوية 90 درجة ومدّ ذراعيك أمامك وراحتاهما متلاصقتان. أبقِ ركبتيك فوق بعضهما وحرّك الذراع العلوية في قوس إلى الجانب الآخر وعيناك تتبعان يدك، ثم أعدها. نفّذ من 8 إلى 10 عدات بطيئة لكل جانب مع الزفير أثناء الفتح.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'chest',
    name: { en: 'Scapular Push-Up', ar: 'ضغط لوحي الكتف' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Get into a high plank with straight arms. Without bending your elbows, let your chest sink between your shoulder blades, then push the floor away to spread them apart and round your upper back slightly. Do 10 to 12 slow reps, keeping your hips and lower back still.',
      ar: 'اتخذ وضع البلانك العالي بذراعين مفرودتين. دون ثني المرفقين، اترك صدرك ينخفض بين لوحي الكتف، ثم ادفع الأرض لتباعد بينهما ويتقوّس أعلى ظهرك قليلًا. نفّذ من 10 إلى 12 عدة بطيئة مع ثبات الحوض وأسفل الظهر.',
    },
    variations: [
      {
        name: { en: 'Kneeling Scapular Push-Up', ar: 'ضغط لوحي الكتف على الركبتين' },
        description: {
          en: 'Do the same movement from your knees for a lighter load.',
          ar: 'نفّذ الحركة نفسها على ركبتيك لحمل أخف.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'chest',
    name: { en: 'Inchworm', ar: 'دودة القياس' },
    rating: 'medium',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand tall, hinge forward and place your hands on the floor in front of your feet, bending your knees as much as you need. Walk your hands out to a high plank, hold for a second, then walk them back and stand up. Do 5 to 6 slow reps, keeping your core tight in the plank.',
      ar: 'قف منتصبًا ثم انحنِ للأمام وضع يديك على الأرض أمام قدميك، مع ثني الركبتين بالقدر الذي تحتاجه. امشِ بيديك للأمام حتى تصل إلى وضع البلانك العالي واثبت ثانية، ثم ارجع بيديك وقف. نفّذ من 5 إلى 6 عدات بطيئة مع شدّ البطن في وضع البلانك.',
    },
    variations: [
      {
        name: { en: 'Inchworm With Push-Up', ar: 'دودة القياس مع ضغطة' },
        description: {
          en: 'Add one push-up each time you reach the plank.',
          ar: 'أضف ضغطة واحدة في كل مرة تصل فيها إلى وضع البلانك.',
        },
      },
    ],
  },

  // ───────────────────────────── back ─────────────────────────────
  {
    type: 'warm',
    muscle: 'back',
    name: { en: 'Cat-Cow', ar: 'القطة والبقرة' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Kneel on all fours on a mat with your hands under your shoulders and knees under your hips. Breathe in as you let your belly drop and lift your chest and tailbone, then breathe out as you round your back towards the ceiling and tuck your chin. Move slowly through 8 to 10 cycles, one section of the spine at a time.',
      ar: 'اتخذ وضع الأربع على السجادة واليدان أسفل الكتفين والركبتان أسفل الحوض. خذ شهيقًا وأنت تُنزل بطنك وترفع صدرك وعظمة الذيل، ثم ازفر وأنت تقوّس ظهرك نحو السقف وتقرّب ذقنك من صدرك. تحرّك ببطء لمدة 8 إلى 10 دورات، جزءًا بعد جزء من العمود الفقري.',
    },
    variations: [
      {
        name: { en: 'Seated Cat-Cow', ar: 'القطة والبقرة جالسًا' },
        description: {
          en: 'Do the same spinal waves sitting on a chair with your hands on your knees.',
          ar: 'نفّذ الحركة نفسها جالسًا على كرسي ويداك على ركبتيك.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'back',
    name: { en: 'Band Pull-Apart', ar: 'فتح شريط المقاومة' },
    rating: 'easy',
    equipment: { en: 'A light resistance band', ar: 'شريط مقاومة خفيف' },
    kind: 'band',
    description: {
      en: 'Hold a light band in front of your chest with straight arms and your hands about shoulder-width apart. Pull the band apart until it touches your chest, squeezing your shoulder blades together, then return slowly. Do 15 to 20 reps without shrugging or arching your lower back.',
      ar: 'أمسك شريط مقاومة خفيفًا أمام صدرك بذراعين مفرودتين ويداك بعرض الكتفين تقريبًا. باعد بين يديك حتى يلمس الشريط صدرك مع ضمّ لوحي الكتف، ثم ارجع ببطء. نفّذ من 15 إلى 20 عدة دون رفع الكتفين أو تقويس أسفل الظهر.',
    },
    variations: [
      {
        name: { en: 'Diagonal Pull-Apart', ar: 'فتح الشريط بشكل قُطري' },
        description: {
          en: 'Pull one hand up and out and the other down and out, then switch the diagonal.',
          ar: 'اسحب يدًا للأعلى وللخارج والأخرى للأسفل وللخارج، ثم بدّل الاتجاه.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'back',
    name: { en: 'Bird Dog', ar: 'الطائر والكلب' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Start on all fours on a mat with a flat back. Reach one arm forward and the opposite leg back until both are in line with your body, hold for two seconds, then return and switch sides. Do 8 slow reps on each side, keeping your hips square to the floor.',
      ar: 'ابدأ في وضع الأربع على السجادة بظهر مستوٍ. مدّ ذراعًا للأمام والساق المقابلة للخلف حتى تصبحا على استقامة جسمك، واثبت ثانيتين ثم ارجع وبدّل الجانب. نفّذ 8 عدات بطيئة لكل جانب مع إبقاء الحوض موازيًا للأرض.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'back',
    name: { en: 'Thread the Needle', ar: 'إدخال الخيط في الإبرة' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Start on all fours, then slide one arm under your body along the floor, turning your chest until that shoulder and the side of your head rest gently on the mat. Reverse the movement and reach the same arm up towards the ceiling. Do 6 to 8 slow reps on each side, keeping your hips over your knees.',
      ar: 'ابدأ في وضع الأربع، ثم مرّر ذراعًا أسفل جسمك على الأرض مع لفّ صدرك حتى يستقر كتفك وجانب رأسك على السجادة بلطف. اعكس الحركة وارفع الذراع نفسها نحو السقف. نفّذ من 6 إلى 8 عدات بطيئة لكل جانب مع إبقاء الحوض فوق الركبتين.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'back',
    name: { en: 'Scapular Pull-Up', ar: 'سحب لوحي الكتف على العقلة' },
    rating: 'medium',
    equipment: { en: 'A doorway pull-up bar', ar: 'عقلة باب' },
    kind: 'pull-up-bar',
    description: {
      en: 'Hang from the bar with straight arms and a shoulder-width grip, bending your knees if your feet would otherwise touch the floor. Without bending your elbows, pull your shoulder blades down and together so your body rises a few centimetres, then relax back into the hang. Do 8 to 10 controlled reps.',
      ar: 'تعلّق بالعقلة بذراعين مفرودتين وقبضة بعرض الكتفين، مع ثني الركبتين إذا كانت قدماك ستلمسان الأرض. دون ثني المرفقين، اسحب لوحي الكتف للأسفل وللداخل حتى يرتفع جسمك بضعة سنتيمترات، ثم ارتخِ عائدًا إلى التعلّق. نفّذ من 8 إلى 10 عدات بتحكم.',
    },
    variations: [
      {
        name: { en: 'Feet-Supported Scapular Pull-Up', ar: 'سحب لوحي الكتف مع إسناد القدمين' },
        description: {
          en: 'Keep your toes on the floor or on a chair to take off some of your weight.',
          ar: 'أبقِ أطراف أصابع قدميك على الأرض أو على كرسي لتخفيف جزء من وزنك.',
        },
      },
    ],
  },

  // ───────────────────────────── shoulders ─────────────────────────────
  {
    type: 'warm',
    muscle: 'shoulders',
    name: { en: 'Arm Circles', ar: 'دوائر الذراعين' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand with your arms straight out to the sides at shoulder height. Draw small circles forwards, gradually making them larger, for about 20 seconds, then repeat backwards. Keep your shoulders relaxed and away from your ears.',
      ar: 'قف وذراعاك ممدودتان جانبًا بمستوى الكتفين. ارسم دوائر صغيرة للأمام وكبّرها تدريجيًا لمدة 20 ثانية تقريبًا، ثم كرّر للخلف. أبقِ كتفيك مسترخيين وبعيدين عن أذنيك.',
    },
    variations: [
      {
        name: { en: 'Big Arm Circles', ar: 'دوائر كبيرة للذراعين' },
        description: {
          en: 'Swing each arm in a full circle past your ear and hip, one arm at a time.',
          ar: 'حرّك كل ذراع في دائرة كاملة تمر بجانب الأذن والحوض، ذراعًا بعد الأخرى.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'shoulders',
    name: { en: 'Band Pass-Through', ar: 'تمرير الشريط فوق الرأس' },
    rating: 'easy',
    equipment: { en: 'A light resistance band', ar: 'شريط مقاومة خفيف' },
    kind: 'band',
    description: {
      en: 'Hold a light band with a wide grip in front of your hips, arms straight. Raise it overhead and keep going until it reaches behind your back, then bring it back to the front along the same path. Do 10 slow reps, widening your grip if your elbows bend or your back arches.',
      ar: 'أمسك شريطًا خفيفًا بقبضة واسعة أمام الحوض وذراعاك مفرودتان. ارفعه فوق رأسك واستمر حتى يصل خلف ظهرك، ثم أعده إلى الأمام من المسار نفسه. نفّذ 10 عدات بطيئة، ووسّع قبضتك إذا انثنى مرفقاك أو تقوّس ظهرك.',
    },
    variations: [
      {
        name: { en: 'Towel Pass-Through', ar: 'تمرير المنشفة فوق الرأس' },
        description: {
          en: 'Hold a long towel with a wide grip if you do not have a band.',
          ar: 'استخدم منشفة طويلة بقبضة واسعة إذا لم يكن لديك شريط مقاومة.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'shoulders',
    name: { en: 'Wall Slide', ar: 'الانزلاق على الحائط' },
    rating: 'easy',
    equipment: { en: 'A clear wall', ar: 'حائط خالٍ' },
    kind: 'bodyweight',
    description: {
      en: 'Stand with your back, head and the backs of your arms against a wall, elbows bent to about 90 degrees like a goalpost. Slide your arms up the wall as far as you can while keeping contact, then slide them back down. Do 10 slow reps without letting your lower back arch away from the wall.',
      ar: 'قف وظهرك ورأسك وخلف ذراعيك ملاصقة للحائط، مع ثني المرفقين بزاوية 90 درجة تقريبًا. حرّك ذراعيك للأعلى على الحائط قدر ما تستطيع مع الحفاظ على التلامس، ثم أنزلهما. نفّذ 10 عدات بطيئة دون أن يبتعد أسفل ظهرك عن الحائط.',
    },
    variations: [
      {
        name: { en: 'Floor Slide', ar: 'الانزلاق على الأرض' },
        description: {
          en: 'Lie on your back on a mat with your knees bent and do the same movement along the floor.',
          ar: 'استلقِ على ظهرك فوق السجادة مع ثني الركبتين ونفّذ الحركة نفسها على الأرض.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'shoulders',
    name: { en: 'Band External Rotation', ar: 'تدوير الكتف للخارج بالشريط' },
    rating: 'easy',
    equipment: { en: 'A light resistance band', ar: 'شريط مقاومة خفيف' },
    kind: 'band',
    description: {
      en: 'Hold a light band in both hands with your elbows bent to 90 degrees and tucked against your sides, forearms pointing forward. Rotate your forearms outwards to stretch the band while keeping your elbows pinned, then return slowly. Do 12 to 15 reps; the movement is small, so do not let your elbows drift away from your body.',
      ar: 'أمسك شريطًا خفيفًا بكلتا يديك مع ثني المرفقين بزاوية 90 درجة وإلصاقهما بجانبيك، والساعدان متجهان للأمام. أدر ساعديك للخارج لتشدّ الشريط مع تثبيت المرفقين، ثم ارجع ببطء. نفّذ من 12 إلى 15 عدة، فالحركة صغيرة ولا ينبغي أن يبتعد المرفقان عن جسمك.',
    },
    variations: [
      {
        name: { en: 'Rolled Towel Rotation', ar: 'التدوير مع منشفة تحت المرفق' },
        description: {
          en: 'Squeeze a rolled towel between your elbow and ribs to keep the elbow in place.',
          ar: 'اضغط منشفة ملفوفة بين المرفق والضلوع لتثبيت المرفق في مكانه.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'shoulders',
    name: { en: 'Plank Shoulder Tap', ar: 'البلانك مع لمس الكتف' },
    rating: 'medium',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Start in a high plank with your feet slightly wider than your hips. Lift one hand to tap the opposite shoulder, place it back down and switch, for 10 to 12 taps per side. Move slowly enough that your hips stay level instead of rocking from side to side.',
      ar: 'ابدأ في وضع البلانك العالي وقدماك أعرض قليلًا من الحوض. ارفع يدًا لتلمس الكتف المقابل ثم أعدها إلى الأرض وبدّل، بواقع 10 إلى 12 لمسة لكل جانب. تحرّك ببطء بما يكفي ليبقى الحوض مستويًا دون أن يتمايل يمينًا ويسارًا.',
    },
    variations: [
      {
        name: { en: 'Kneeling Shoulder Tap', ar: 'لمس الكتف على الركبتين' },
        description: {
          en: 'Do the taps from a kneeling plank while you learn to keep your hips still.',
          ar: 'نفّذ اللمسات من وضع البلانك على الركبتين حتى تتعلّم تثبيت الحوض.',
        },
      },
    ],
  },

  // ───────────────────────────── arms ─────────────────────────────
  {
    type: 'warm',
    muscle: 'arms',
    name: { en: 'Wrist Circles', ar: 'دوائر الرسغين' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Interlace your fingers in front of your chest and roll your wrists in smooth circles. Do 10 circles in each direction, making them as big as is comfortable. Keep your elbows relaxed so the motion comes from the wrists.',
      ar: 'شبّك أصابعك أمام صدرك وحرّك رسغيك في دوائر سلسة. نفّذ 10 دوائر في كل اتجاه بأكبر مدى مريح. أبقِ مرفقيك مسترخيين لتأتي الحركة من الرسغين.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'arms',
    name: { en: 'Fist Clench and Spread', ar: 'قبض الكف وفردها' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Hold your arms out in front of you at shoulder height. Make a tight fist, then spread your fingers as wide as you can, repeating quickly for about 20 seconds. Rest briefly and do one more round to warm up the forearms and grip.',
      ar: 'مدّ ذراعيك أمامك بمستوى الكتفين. اقبض يديك بقوة ثم افرد أصابعك على أوسع مدى، وكرّر ذلك بسرعة لمدة 20 ثانية تقريبًا. استرح قليلًا ثم نفّذ جولة أخرى لتدفئة الساعدين وعضلات القبضة.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'arms',
    name: { en: 'Quadruped Wrist Rock', ar: 'تأرجح الرسغين على الأربع' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Kneel on all fours on a mat with your hands under your shoulders and your fingers spread. Gently rock your body forwards over your hands and back again, staying within a comfortable stretch. Do 10 rocks with your fingers pointing forward, then 10 with them turned towards your knees.',
      ar: 'اتخذ وضع الأربع على السجادة واليدان أسفل الكتفين والأصابع مفرودة. حرّك جسمك بلطف للأمام فوق يديك ثم للخلف، ضمن إطالة مريحة. نفّذ 10 حركات والأصابع متجهة للأمام، ثم 10 والأصابع متجهة نحو ركبتيك.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'arms',
    name: { en: 'Band Triceps Kickback', ar: 'ركلة الترايسبس بالشريط' },
    rating: 'easy',
    equipment: { en: 'A light resistance band', ar: 'شريط مقاومة خفيف' },
    kind: 'band',
    description: {
      en: 'Stand on one end of a light band, hinge forward slightly and hold the other end with your elbow bent and tucked by your side. Straighten your arm behind you, pause for a moment, then bend it back. Do 15 light reps with each arm, moving only at the elbow.',
      ar: 'قف على أحد طرفي شريط خفيف، وانحنِ للأمام قليلًا وأمسك الطرف الآخر والمرفق مثني وملاصق لجانبك. افرد ذراعك للخلف وتوقف لحظة ثم اثنها من جديد. نفّذ 15 عدة خفيفة لكل ذراع، مع تحريك المرفق فقط.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'arms',
    name: { en: 'Light Dumbbell Curl to Press', ar: 'ثني وضغط بدمبل خفيف' },
    rating: 'medium',
    equipment: { en: 'A pair of light dumbbells', ar: 'زوج من الدمبل الخفيف' },
    kind: 'dumbbell',
    description: {
      en: 'Hold a light dumbbell in each hand at your sides. Curl them to your shoulders, press them overhead, then reverse the path back down. Do 10 smooth reps with about half the weight you would normally curl, since this is preparation rather than a working set.',
      ar: 'أمسك دمبل خفيفًا بكل يد بجانبك. اثنِ ذراعيك لترفع الدمبل إلى كتفيك، ثم ادفعه فوق رأسك، واعكس المسار للنزول. نفّذ 10 عدات سلسة بنحو نصف الوزن الذي تستخدمه عادةً في تمرين الثني، فالهدف هو التحضير لا مجموعة تدريب.',
    },
    variations: [
      {
        name: { en: 'Band Curl to Press', ar: 'ثني وضغط بشريط المقاومة' },
        description: {
          en: 'Stand on a light band and hold its ends to do the same pattern without dumbbells.',
          ar: 'قف على شريط خفيف وأمسك طرفيه لأداء الحركة نفسها دون دمبل.',
        },
      },
    ],
  },

  // ───────────────────────────── legs ─────────────────────────────
  {
    type: 'warm',
    muscle: 'legs',
    name: { en: 'Leg Swings', ar: 'أرجحة الساقين' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand side-on to a wall with one hand on it for balance. Swing your outside leg forwards and backwards in a relaxed arc, letting the range grow each time, for 10 to 15 swings, then switch legs. Keep your torso tall and avoid arching your back on the backswing.',
      ar: 'قف بجانب الحائط وضع يدًا عليه للتوازن. أرجح الساق البعيدة عن الحائط للأمام وللخلف في قوس مسترخٍ مع زيادة المدى تدريجيًا، من 10 إلى 15 أرجحة، ثم بدّل الساق. حافظ على استقامة جذعك وتجنّب تقويس ظهرك عند الأرجحة للخلف.',
    },
    variations: [
      {
        name: { en: 'Side-to-Side Leg Swings', ar: 'أرجحة الساقين جانبيًا' },
        description: {
          en: 'Face the wall and swing each leg across your body and then out to the side.',
          ar: 'واجه الحائط وأرجح كل ساق أمام جسمك ثم للخارج.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'legs',
    name: { en: 'Walking Knee Hug', ar: 'ضمّ الركبة مع المشي' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Take a step, then lift the other knee and pull it gently towards your chest with both hands while rising onto the toes of your standing foot. Let go, step forward and repeat on the other side. Do 8 to 10 hugs per leg, or stay on the spot if space is tight.',
      ar: 'اخطُ خطوة، ثم ارفع الركبة الأخرى واسحبها بلطف نحو صدرك بكلتا يديك مع الارتفاع على أصابع القدم التي تقف عليها. اترك الركبة واخطُ للأمام وكرّر بالجانب الآخر. نفّذ من 8 إلى 10 مرات لكل ساق، أو نفّذها في مكانك إذا كانت المساحة ضيقة.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'legs',
    name: { en: 'Standing Hip Circle', ar: 'دوائر الورك واقفًا' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand on one leg next to a wall for support and lift the other knee to hip height. Slowly draw a big circle with the knee, opening it out to the side and bringing it back down, for 6 to 8 circles, then reverse the direction and switch legs. Keep your torso still so the movement comes from the hip.',
      ar: 'قف على ساق واحدة بجوار الحائط للاستناد، وارفع ركبة الساق الأخرى حتى مستوى الحوض. ارسم بالركبة دائرة كبيرة ببطء بفتحها جانبًا ثم إنزالها، من 6 إلى 8 دوائر، ثم اعكس الاتجاه وبدّل الساق. أبقِ جذعك ثابتًا لتأتي الحركة من مفصل الورك.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'legs',
    name: { en: 'Squat to Stand', ar: 'من القرفصاء إلى الوقوف' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand with your feet shoulder-width apart, fold forward and hold your toes, bending your knees as much as you need. Keeping hold, drop your hips into a deep squat with your chest up and your elbows nudging your knees out, then lift your hips to straighten your legs again. Do 6 to 8 slow reps.',
      ar: 'قف وقدماك بعرض الكتفين، ثم انحنِ للأمام وأمسك أصابع قدميك مع ثني الركبتين بالقدر اللازم. مع الاستمرار في الإمساك، أنزل الحوض إلى وضع قرفصاء عميق مع رفع الصدر ودفع الركبتين للخارج بمرفقيك، ثم ارفع الحوض لتفرد ساقيك من جديد. نفّذ من 6 إلى 8 عدات بطيئة.',
    },
    variations: [
      {
        name: { en: 'Squat to Stand With Reach', ar: 'من القرفصاء إلى الوقوف مع مدّ الذراع' },
        description: {
          en: 'At the bottom, reach one arm up to the ceiling and then the other before standing.',
          ar: 'في الوضع السفلي مدّ ذراعًا نحو السقف ثم الأخرى قبل الوقوف.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'legs',
    name: { en: 'Spiderman Lunge With Reach', ar: 'لانج سبايدرمان مع مدّ الذراع' },
    rating: 'medium',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'From a high plank, step one foot to the outside of the same-side hand and let your hips sink towards the floor. Bring that elbow down towards the inside of your front foot, then rotate and reach the same arm up to the ceiling before returning to the plank. Do 5 slow reps on each side, holding each position for one breath.',
      ar: 'من وضع البلانك العالي، ضع قدمك خارج اليد التي في الجهة نفسها، واترك الحوض ينخفض نحو الأرض. قرّب المرفق من الجهة نفسها نحو الجانب الداخلي للقدم الأمامية، ثم أدر جذعك وارفع تلك الذراع نحو السقف قبل العودة إلى البلانك. نفّذ 5 عدات بطيئة لكل جانب، مع الثبات في كل وضع لمدة نَفَس واحد.',
    },
    variations: [
      {
        name: { en: 'Knee-Down Spiderman Lunge', ar: 'لانج سبايدرمان مع إنزال الركبة' },
        description: {
          en: 'Lower your back knee to the mat to make the position easier to hold.',
          ar: 'أنزل ركبتك الخلفية إلى السجادة ليصبح الثبات في الوضع أسهل.',
        },
      },
    ],
  },

  // ───────────────────────────── abs ─────────────────────────────
  {
    type: 'warm',
    muscle: 'abs',
    name: { en: 'Pelvic Tilt', ar: 'إمالة الحوض' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie on your back on a mat with your knees bent and feet flat. Gently flatten your lower back into the floor by tightening your abs, then release into a small arch. Do 10 to 12 slow, small tilts, keeping your glutes and shoulders relaxed.',
      ar: 'استلقِ على ظهرك فوق السجادة مع ثني الركبتين وتثبيت القدمين على الأرض. اضغط أسفل ظهرك برفق نحو الأرض بشدّ عضلات البطن، ثم ارتخِ إلى تقوّس خفيف. نفّذ من 10 إلى 12 إمالة صغيرة وبطيئة مع إبقاء المؤخرة والكتفين مسترخيين.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'abs',
    name: { en: 'Standing Torso Twist', ar: 'لفّ الجذع واقفًا' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand with your feet shoulder-width apart and your arms bent at chest height. Rotate your upper body to one side and then the other in a smooth rhythm, letting the opposite heel lift as you turn. Do 20 easy twists in total, increasing the range gradually without forcing it.',
      ar: 'قف وقدماك بعرض الكتفين وذراعاك مثنيتان بمستوى الصدر. أدر الجزء العلوي من جسمك إلى جانب ثم إلى الآخر بإيقاع سلس، مع السماح بارتفاع كعب القدم المقابلة لاتجاه اللف. نفّذ 20 لفّة خفيفة إجمالًا، وزد المدى تدريجيًا دون إجبار.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'abs',
    name: { en: 'Dead Bug', ar: 'الحشرة الميتة' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie on your back with your arms pointing at the ceiling and your knees bent at 90 degrees above your hips. Press your lower back into the mat, then slowly lower one arm overhead and the opposite leg towards the floor, and bring them back. Do 6 to 8 reps on each side; if your lower back lifts, shorten the reach.',
      ar: 'استلقِ على ظهرك وذراعاك متجهتان نحو السقف، وركبتاك مثنيتان بزاوية 90 درجة فوق الحوض. اضغط أسفل ظهرك على السجادة، ثم أنزل ببطء ذراعًا خلف رأسك والساق المقابلة نحو الأرض، ثم أعدهما. نفّذ من 6 إلى 8 عدات لكل جانب، وإذا ارتفع أسفل ظهرك فقلّل مدى الحركة.',
    },
    variations: [
      {
        name: { en: 'Heel-Tap Dead Bug', ar: 'الحشرة الميتة مع لمس الكعب' },
        description: {
          en: 'Keep your arms up and simply tap one heel to the floor at a time.',
          ar: 'أبقِ ذراعيك للأعلى والمس الأرض بكعب واحد في كل مرة.',
        },
      },
    ],
  },
  {
    type: 'warm',
    muscle: 'abs',
    name: { en: 'Cobra to Child Pose', ar: 'من الكوبرا إلى وضعية الطفل' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'Lie face down on a mat with your hands under your shoulders and gently press up into a low cobra, hips staying on the floor. Then push back onto your knees and sit your hips towards your heels with your arms stretched forward. Flow between the two positions for 6 to 8 slow breaths, only as far as feels comfortable.',
      ar: 'استلقِ على بطنك فوق السجادة ويداك أسفل كتفيك، وادفع بلطف لترفع صدرك في وضعية كوبرا منخفضة مع بقاء الحوض على الأرض. ثم ارجع إلى ركبتيك واجلس بحوضك نحو كعبيك مع مدّ ذراعيك للأمام. تنقّل بين الوضعين مع 6 إلى 8 أنفاس بطيئة، وفي حدود ما تشعر أنه مريح.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'abs',
    name: { en: 'Bear Crawl', ar: 'زحف الدب' },
    rating: 'medium',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Start on all fours, then lift your knees a few centimetres off the floor while keeping your back flat. Crawl forward by moving the opposite hand and foot together in small steps, then crawl backwards. Cover about 5 metres each way, keeping your knees low and your hips level.',
      ar: 'ابدأ في وضع الأربع، ثم ارفع ركبتيك عن الأرض بضعة سنتيمترات مع استواء الظهر. ازحف للأمام بتحريك اليد والقدم المتقابلتين معًا بخطوات صغيرة، ثم ازحف للخلف. اقطع نحو 5 أمتار في كل اتجاه، مع إبقاء الركبتين منخفضتين والحوض مستويًا.',
    },
    variations: [
      {
        name: { en: 'Bear Plank Hold', ar: 'ثبات الدب' },
        description: {
          en: 'Hold the knees-hovering position without moving for 15 to 30 seconds if space is tight.',
          ar: 'اثبت في وضع رفع الركبتين دون حركة من 15 إلى 30 ثانية إذا كانت المساحة ضيقة.',
        },
      },
    ],
  },

  // ───────────────────────────── calves ─────────────────────────────
  {
    type: 'warm',
    muscle: 'calves',
    name: { en: 'Ankle Circles', ar: 'دوائر الكاحل' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand on one leg holding a wall or chair, or sit down, and lift the other foot slightly. Draw slow, full circles with your toes, 10 in each direction, then switch feet. Move only at the ankle and make each circle as large as you comfortably can.',
      ar: 'قف على ساق واحدة مع الاستناد إلى الحائط أو كرسي، أو اجلس، وارفع القدم الأخرى قليلًا. ارسم بأصابع قدمك دوائر بطيئة وكاملة، 10 في كل اتجاه، ثم بدّل القدم. حرّك الكاحل فقط واجعل كل دائرة أوسع ما يمكن براحة.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'calves',
    name: { en: 'Knee-to-Wall Ankle Rock', ar: 'تأرجح الكاحل نحو الحائط' },
    rating: 'easy',
    equipment: { en: 'A clear wall', ar: 'حائط خالٍ' },
    kind: 'bodyweight',
    description: {
      en: "Stand facing a wall in a split stance with your front toes about a hand's width from it. Keeping your front heel down, bend the front knee forward to touch the wall, then straighten it. Do 10 to 12 rocks on each side, moving your foot back a little if the knee reaches too easily.",
      ar: 'قف مواجهًا للحائط بوضع قدم أمام الأخرى، وأصابع القدم الأمامية على بُعد كف منه تقريبًا. مع إبقاء الكعب الأمامي على الأرض، ادفع الركبة الأمامية للأمام لتلمس الحائط ثم ارجع. نفّذ من 10 إلى 12 حركة لكل جانب، وأبعد قدمك قليلًا إذا وصلت الركبة بسهولة كبيرة.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'calves',
    name: { en: 'Heel-Toe Walk', ar: 'المشي على الأمشاط والكعبين' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Walk about 10 steps on your toes with your heels as high as possible, then walk 10 steps back on your heels with your toes lifted. Repeat two to three times. Stand tall and take short steps so you stay balanced.',
      ar: 'امشِ نحو 10 خطوات على أطراف أصابعك مع رفع الكعبين لأعلى ما يمكن، ثم ارجع 10 خطوات على كعبيك مع رفع أصابع القدمين. كرّر ذلك مرتين إلى ثلاث. قف منتصبًا واجعل خطواتك قصيرة لتحافظ على توازنك.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'calves',
    name: { en: 'Down Dog Heel Pedal', ar: 'تحريك الكعبين في وضعية الكلب' },
    rating: 'easy',
    equipment: { en: 'An exercise mat', ar: 'سجادة تمارين' },
    kind: 'mat',
    description: {
      en: 'From all fours on a mat, lift your hips up and back into an upside-down V with your knees slightly bent. Press one heel towards the floor while bending the other knee, then switch, like slowly pedalling a bike. Do 10 to 12 pedals per leg without letting your shoulders sag.',
      ar: 'من وضع الأربع على السجادة، ارفع الحوض للأعلى وللخلف ليأخذ جسمك شكل حرف V مقلوب مع ثني الركبتين قليلًا. أنزل كعبًا نحو الأرض بينما تثني الركبة الأخرى، ثم بدّل كأنك تقود دراجة ببطء. نفّذ من 10 إلى 12 حركة لكل ساق دون أن يهبط الكتفان.',
    },
    variations: [],
  },
  {
    type: 'warm',
    muscle: 'calves',
    name: { en: 'Jumping Jack', ar: 'القفز المفتوح (جامبينج جاك)' },
    rating: 'easy',
    equipment: { en: '', ar: '' },
    kind: 'bodyweight',
    description: {
      en: 'Stand with your feet together and your arms by your sides. Jump your feet out wide while raising your arms overhead, then jump back to the start, staying light on the balls of your feet. Keep going for 30 to 45 seconds at an easy pace to raise your heart rate before calf work.',
      ar: 'قف وقدماك متلاصقتان وذراعاك بجانبك. اقفز لتباعد بين قدميك مع رفع ذراعيك فوق رأسك، ثم اقفز للعودة إلى البداية مع الهبوط بخفة على أمشاط القدمين. استمر من 30 إلى 45 ثانية بإيقاع هادئ لرفع نبضك قبل تمارين السمانة.',
    },
    variations: [
      {
        name: { en: 'Step Jack', ar: 'الفتح بالخطوات' },
        description: {
          en: 'Step one foot out at a time instead of jumping, for a quieter, low-impact version.',
          ar: 'افتح قدمًا واحدة في كل مرة بدل القفز، لنسخة أهدأ وأخف على المفاصل.',
        },
      },
    ],
  },
];
