/**
 * Demo coaches for the training pages. All invented people; certifications are generic industry
 * ones and gyms are described, never named. Products are catalogue English names.
 */
import type { SeedTrainer } from './types';

export const trainers: SeedTrainer[] = [
  {
    name: { en: 'Omar Hassan', ar: 'عمر حسن' },
    specialty: { en: 'Strength and muscle building', ar: 'القوة وبناء العضلات' },
    bio: {
      en: 'Omar has coached powerlifting for ten years, from people touching a barbell for the first time to lifters competing in local championships. His programmes add weight to the bar week after week through planned progression, clean technique and enough recovery to keep joints healthy. He holds the NASM Certified Personal Trainer credential and coaches at a strength gym in Nasr City, Cairo. Expect simple plans built on the squat, bench press and deadlift, with every session logged.',
      ar: 'يدرّب عمر الباورليفتنج منذ عشر سنوات، من أشخاص يمسكون البار لأول مرة إلى رباعين يشاركون في البطولات المحلية. تعتمد برامجه على زيادة الأوزان على البار أسبوعًا بعد أسبوع وفق تدرّج مدروس، مع تكنيك سليم واستشفاء كافٍ يحافظ على سلامة المفاصل. يحمل شهادة المدرب الشخصي المعتمد من NASM، ويدرّب في صالة متخصصة في القوة بمدينة نصر في القاهرة. برامجه بسيطة تقوم على السكوات والبنش برس والديدلفت، مع تسجيل كل حصة تمرين.',
    },
    faq: [
      {
        question: {
          en: 'I have never lifted a barbell. Can I start with you?',
          ar: 'لم أتمرن بالبار من قبل، هل يمكنني البدء معك؟',
        },
        answer: {
          en: 'Yes. We learn the squat, bench press and deadlift with an empty bar first, and add weight only once your form is consistent.',
          ar: 'بالتأكيد. نتعلم السكوات والبنش برس والديدلفت بالبار فارغًا أولًا، ولا نضيف الأوزان إلا بعد أن يثبت أداؤك للحركة.',
        },
      },
      {
        question: {
          en: 'How many times a week should I train for strength?',
          ar: 'كم مرة في الأسبوع يجب أن أتمرن لزيادة القوة؟',
        },
        answer: {
          en: 'Three full-body sessions a week are enough for most people in their first year. You get stronger while you recover, so sleep and protein matter as much as the sessions themselves.',
          ar: 'ثلاث حصص للجسم كله أسبوعيًا تكفي معظم المتدربين في عامهم الأول. القوة تُبنى أثناء الاستشفاء، لذلك يهم النوم والبروتين بقدر ما تهم الحصص نفسها.',
        },
      },
      {
        question: {
          en: 'Do I need creatine to get stronger?',
          ar: 'هل أحتاج إلى الكرياتين لأصبح أقوى؟',
        },
        answer: {
          en: 'No, but creatine monohydrate is one of the best-researched supplements for strength training. 3–5 g every day with plenty of water is all it takes.',
          ar: 'لا، لكن الكرياتين مونوهيدرات من أكثر المكملات التي دُرست في تمارين القوة. يكفي تناول 3–5 جرامات يوميًا مع شرب كمية وفيرة من الماء.',
        },
      },
      {
        question: {
          en: 'How much protein should I aim for?',
          ar: 'ما كمية البروتين التي أحتاجها يوميًا؟',
        },
        answer: {
          en: 'A practical target for most lifters is about 1.6–2 g per kilogram of body weight a day, mostly from food. A whey shake after training just makes that number easier to reach.',
          ar: 'الهدف العملي لمعظم المتدربين هو نحو 1.6–2 جرام لكل كيلوجرام من وزن الجسم يوميًا، وأغلبه من الطعام. ومشروب الواي بعد التمرين يسهّل الوصول إلى هذا الرقم فقط.',
        },
      },
    ],
    products: ['100% Whey Protein', 'Micronized Creatine Monohydrate', 'Ignite Pre-Workout'],
    portrait: {
      skin: '#c48658',
      hair: '#1c1512',
      hairStyle: 'short',
      beard: true,
      shirt: '#ea580c',
      background: '#1e293b',
    },
  },
  {
    name: { en: 'Salma Adel', ar: 'سلمى عادل' },
    specialty: { en: "Women's fitness and mobility", ar: 'لياقة المرأة والمرونة الحركية' },
    bio: {
      en: 'Salma helps women train with confidence, from their first bodyweight squat to their first strict pull-up. She is an ACE-certified personal trainer with a mobility coaching certificate and runs women-only small-group classes in Heliopolis, Cairo. Her sessions mix strength work with hip, shoulder and spine mobility, so clients move better outside the gym too. Many of her clients are mothers who train three times a week around work and family.',
      ar: 'تساعد سلمى النساء على التمرن بثقة، من أول سكوات بوزن الجسم حتى أول عقلة كاملة. وهي مدربة شخصية معتمدة من ACE وحاصلة على شهادة في تدريب المرونة الحركية، وتقدّم حصصًا جماعية صغيرة للسيدات فقط في مصر الجديدة بالقاهرة. تجمع حصصها بين تمارين القوة وتحسين حركة الحوض والكتفين والعمود الفقري، لتتحرك المتدربات بسهولة أكبر خارج الصالة أيضًا. كثير من متدرباتها أمهات يتمرنّ ثلاث مرات أسبوعيًا إلى جانب العمل والأسرة.',
    },
    faq: [
      {
        question: {
          en: 'Will lifting weights make me look bulky?',
          ar: 'هل سيجعلني رفع الأثقال أبدو ضخمة؟',
        },
        answer: {
          en: 'No. Building noticeable size takes years of dedicated training and eating; for most women, strength training brings a firmer, more athletic shape and better posture.',
          ar: 'لا. اكتساب حجم عضلي واضح يحتاج إلى سنوات من التدريب والتغذية المخصصين لذلك، أما تمارين القوة فتمنح معظم النساء جسمًا أكثر تماسكًا ورشاقة وقوامًا أفضل.',
        },
      },
      {
        question: {
          en: 'Are your sessions women-only?',
          ar: 'هل حصصك للسيدات فقط؟',
        },
        answer: {
          en: 'Yes, all my group classes are women-only. Private sessions can be in the studio or online.',
          ar: 'نعم، جميع حصصي الجماعية للسيدات فقط، ويمكن أن تكون الحصص الخاصة في الاستوديو أو عبر الإنترنت.',
        },
      },
      {
        question: {
          en: 'How long until I can do a pull-up?',
          ar: 'متى سأتمكن من أداء العقلة؟',
        },
        answer: {
          en: 'With two or three sessions a week of rows, hangs and assisted pull-ups, many of my clients get their first one within three to six months. It depends on your starting point, and every step counts.',
          ar: 'مع حصتين أو ثلاث أسبوعيًا من تمارين السحب والتعلق والعقلة المساعدة، تؤدي كثير من متدرباتي أول عقلة خلال ثلاثة إلى ستة أشهر. يعتمد ذلك على مستواك في البداية، وكل خطوة تُحسب لك.',
        },
      },
      {
        question: {
          en: 'Can I train comfortably in hijab and modest sportswear?',
          ar: 'هل يمكنني التمرن براحة بالحجاب والملابس الرياضية المحتشمة؟',
        },
        answer: {
          en: 'Of course. We choose exercises and breathable layers that keep you comfortable, and nothing in the programme requires changing how you dress.',
          ar: 'بالطبع. نختار التمارين والطبقات القطنية جيدة التهوية التي تناسبك، ولا شيء في البرنامج يتطلب تغيير طريقة لبسك.',
        },
      },
      {
        question: {
          en: 'Which supplements do you suggest for women?',
          ar: 'ما المكملات التي تنصحين بها للسيدات؟',
        },
        answer: {
          en: 'Food comes first. A multivitamin and vitamin D make sense if your diet or time in the sun is limited, and a light whey isolate helps you reach your protein target.',
          ar: 'الطعام أولًا. الفيتامينات المتعددة وفيتامين د خيار منطقي إذا كان نظامك الغذائي أو تعرضك للشمس محدودًا، ويساعدك الواي أيزوليت الخفيف على الوصول إلى احتياجك من البروتين.',
        },
      },
    ],
    products: ['Pure Isolate Whey Protein', "Women's Multivitamin", 'Vitamin D3 + K2'],
    portrait: {
      skin: '#e8b48c',
      hair: '#0f766e',
      hairStyle: 'hijab',
      beard: false,
      shirt: '#475569',
      background: '#312e81',
    },
  },
  {
    name: { en: 'Karim Fathy', ar: 'كريم فتحي' },
    specialty: { en: 'Conditioning and fat loss', ar: 'اللياقة البدنية وحرق الدهون' },
    bio: {
      en: 'Karim builds fat-loss plans around short, intense sessions and sensible eating habits that last well beyond the first month. His workouts rarely run past 40 minutes: intervals, kettlebell circuits and sled pushes, balanced with plenty of daily walking. He is an ISSA-certified trainer with a nutrition coaching certificate and works with busy professionals in Cairo and online. He would rather you lose half a kilo a week for six months than crash-diet for five kilos you cannot keep off.',
      ar: 'يبني كريم خطط حرق الدهون على حصص قصيرة ومكثفة وعادات أكل معتدلة تستمر لما بعد الشهر الأول بكثير. نادرًا ما تتجاوز تمارينه 40 دقيقة: تمارين متقطعة عالية الشدة ودوائر بالكيتل بل ودفع الزلاجة، مع كثير من المشي اليومي. وهو مدرب معتمد من ISSA وحاصل على شهادة في التوجيه الغذائي، ويعمل مع الموظفين وأصحاب الأعمال المشغولين في القاهرة وعبر الإنترنت. يفضّل أن تخسر نصف كيلو أسبوعيًا لستة أشهر على أن تتبع حمية قاسية تخسر بها خمسة كيلوجرامات ثم تستعيدها.',
    },
    faq: [
      {
        question: {
          en: 'How fast can I lose weight?',
          ar: 'ما أسرع معدل يمكنني أن أخسر به الوزن؟',
        },
        answer: {
          en: 'About 0.5–1% of your body weight a week is a realistic, sustainable pace. Going faster usually means losing muscle and regaining the weight later.',
          ar: 'خسارة نحو 0.5–1% من وزن الجسم أسبوعيًا معدل واقعي يمكن الاستمرار عليه. أما الأسرع من ذلك فيعني غالبًا خسارة العضلات واستعادة الوزن لاحقًا.',
        },
      },
      {
        question: {
          en: 'Do I need a fat burner?',
          ar: 'هل أحتاج إلى حارق دهون؟',
        },
        answer: {
          en: 'No supplement replaces a calorie deficit. If you try one, start with a low dose, avoid stimulants late in the day, and skip them entirely if you have heart or blood-pressure problems.',
          ar: 'لا يوجد مكمل يغني عن العجز في السعرات. إن جربت أحدها فابدأ بجرعة منخفضة، وتجنب المنبهات في آخر اليوم، وابتعد عنها تمامًا إذا كنت تعاني من مشكلات في القلب أو ضغط الدم.',
        },
      },
      {
        question: {
          en: 'Is cardio or weight training better for fat loss?',
          ar: 'أيهما أفضل لحرق الدهون: الكارديو أم تمارين الأوزان؟',
        },
        answer: {
          en: 'Both. Weights help you keep your muscle while you diet, and short intervals plus daily steps raise the calories you burn.',
          ar: 'الاثنان معًا. تمارين الأوزان تحافظ على عضلاتك أثناء الدايت، والتمارين المتقطعة القصيرة مع المشي اليومي ترفع السعرات التي تحرقها.',
        },
      },
      {
        question: {
          en: 'What should I eat before an early-morning session?',
          ar: 'ماذا آكل قبل حصة في الصباح الباكر؟',
        },
        answer: {
          en: 'Something small and easy to digest, like a banana or a protein bar, 30–60 minutes before. Training on an empty stomach is also fine if you feel good doing it.',
          ar: 'شيئًا خفيفًا سهل الهضم مثل موزة أو بروتين بار قبل الحصة بـ30–60 دقيقة. ولا بأس بالتمرن على معدة فارغة إذا كنت تشعر بالراحة.',
        },
      },
    ],
    products: [
      'Pure Isolate Whey Protein',
      'Green Tea Extract (EGCG)',
      'Intra-Workout BCAA + Electrolytes',
      'High Protein Bar',
    ],
    portrait: {
      skin: '#a86b45',
      hair: '#2b1d16',
      hairStyle: 'buzz',
      beard: false,
      shirt: '#dc2626',
      background: '#0c4a6e',
    },
  },
  {
    name: { en: 'Youssef Elsayed', ar: 'يوسف السيد' },
    specialty: { en: 'Calisthenics and bodyweight skills', ar: 'الكاليسثنيكس ومهارات وزن الجسم' },
    bio: {
      en: "Youssef started training on the outdoor bars along Alexandria's seafront and now teaches calisthenics full time. He breaks skills such as the muscle-up, handstand and front lever into progressions anyone can follow, using only bars, rings and the floor. He holds the NASM Certified Personal Trainer credential and a gymnastics-strength coaching certificate. His rule is simple: master clean push-ups, pull-ups and dips before chasing tricks.",
      ar: 'بدأ يوسف التمرن على العُقل المفتوحة على كورنيش الإسكندرية، وهو اليوم يدرّب الكاليسثنيكس بدوام كامل. يقسّم مهارات مثل المسل أب والوقوف على اليدين والفرونت ليفر إلى مراحل متدرجة يستطيع أي شخص اتباعها، باستخدام العقلة والحلقات والأرض فقط. يحمل شهادة المدرب الشخصي المعتمد من NASM وشهادة في تدريب قوة الجمباز. قاعدته بسيطة: أتقن الضغط والعقلة والمتوازي بشكل نظيف قبل أن تطارد الحركات الاستعراضية.',
    },
    faq: [
      {
        question: {
          en: 'Do I need a gym for calisthenics?',
          ar: 'هل أحتاج إلى صالة جيم لتمارين الكاليسثنيكس؟',
        },
        answer: {
          en: 'No. A pull-up bar and a bit of floor space cover most of the programme; parallel bars or rings are a bonus.',
          ar: 'لا. عقلة ومساحة صغيرة على الأرض تكفيان لمعظم البرنامج، والمتوازي أو الحلقات إضافة مفيدة.',
        },
      },
      {
        question: {
          en: 'How long does it take to learn a muscle-up?',
          ar: 'كم يستغرق تعلم المسل أب؟',
        },
        answer: {
          en: 'Once you can do about 10 strict pull-ups and 15 dips, most people need another two to four months of specific practice.',
          ar: 'عندما تستطيع أداء نحو 10 عقلات كاملة و15 تمرين متوازي، يحتاج معظم المتدربين إلى شهرين إلى أربعة أشهر أخرى من التدريب المخصص.',
        },
      },
      {
        question: {
          en: 'Can I build muscle with bodyweight training only?',
          ar: 'هل يمكنني بناء العضلات بتمارين وزن الجسم فقط؟',
        },
        answer: {
          en: 'Yes, as long as you keep making the exercises harder, by adding reps, slowing the tempo or moving to a harder variation, and you eat enough protein.',
          ar: 'نعم، بشرط أن تزيد صعوبة التمارين باستمرار بإضافة العدّات أو إبطاء الإيقاع أو الانتقال إلى شكل أصعب من التمرين، وأن تتناول ما يكفي من البروتين.',
        },
      },
      {
        question: {
          en: 'My wrists hurt during handstands. What should I do?',
          ar: 'أشعر بألم في الرسغين عند الوقوف على اليدين، ماذا أفعل؟',
        },
        answer: {
          en: 'Warm up your wrists for five minutes before every session and build up your time on the wall gradually. If the pain is sharp or lingers, stop and see a doctor or physiotherapist.',
          ar: 'أحمِ رسغيك لمدة خمس دقائق قبل كل حصة، وزد وقتك على الحائط تدريجيًا. وإذا كان الألم حادًا أو مستمرًا فتوقف وراجع طبيبًا أو أخصائي علاج طبيعي.',
        },
      },
    ],
    products: ['Creatine Monohydrate', 'EAA + Hydration', 'Date & Nut Protein Bar'],
    portrait: {
      skin: '#8d5a3b',
      hair: '#1a1210',
      hairStyle: 'curly',
      beard: true,
      shirt: '#16a34a',
      background: '#3f3f46',
    },
  },
  {
    name: { en: 'Nourhan Mostafa', ar: 'نورهان مصطفى' },
    specialty: { en: 'Sports nutrition', ar: 'التغذية الرياضية' },
    bio: {
      en: 'Nourhan is a sports nutrition coach with a university degree in nutrition and the ISSA Sports Nutrition certification. She builds eating plans around Egyptian food, such as ful, lentils, grilled fish, rice and vegetables, instead of imported meal plans nobody follows. She works with lifters, runners and footballers to time protein and carbohydrates around training and match days. In her plans, supplements come last and only fill real gaps.',
      ar: 'نورهان مدربة تغذية رياضية حاصلة على شهادة جامعية في التغذية وشهادة التغذية الرياضية من ISSA. تبني أنظمتها الغذائية على الأكل المصري مثل الفول والعدس والسمك المشوي والأرز والخضروات، بدلًا من أنظمة مستوردة لا يلتزم بها أحد. تعمل مع لاعبي الأثقال والعدائين ولاعبي كرة القدم لتنظيم مواعيد البروتين والكربوهيدرات حول التمرين وأيام المباريات. وفي خططها تأتي المكملات في النهاية، ولسد احتياج حقيقي فقط.',
    },
    faq: [
      {
        question: {
          en: 'Do I have to give up Egyptian food to get in shape?',
          ar: 'هل عليّ التخلي عن الأكل المصري لأحصل على جسم رياضي؟',
        },
        answer: {
          en: 'Not at all. Ful, lentils, eggs, grilled chicken and fish are excellent training foods; we adjust portions and cooking oil rather than banning dishes.',
          ar: 'إطلاقًا. الفول والعدس والبيض والدجاج المشوي والسمك أطعمة ممتازة للرياضيين، ونحن نعدّل الكميات وزيت الطهي بدلًا من منع الأطباق.',
        },
      },
      {
        question: {
          en: 'When should I drink my protein shake?',
          ar: 'متى أشرب مشروب البروتين؟',
        },
        answer: {
          en: 'Whenever it helps you reach your daily target. Your total protein over the day matters much more than the exact minute you drink it.',
          ar: 'في أي وقت يساعدك على الوصول إلى احتياجك اليومي. فمجموع البروتين على مدار اليوم أهم بكثير من الدقيقة التي تشربه فيها.',
        },
      },
      {
        question: {
          en: 'Is omega-3 worth taking?',
          ar: 'هل تستحق الأوميجا 3 أن أتناولها؟',
        },
        answer: {
          en: 'If you eat oily fish like sardines or mackerel twice a week, you may not need it. If you rarely eat fish, a daily fish-oil capsule is a simple way to cover the gap.',
          ar: 'إذا كنت تأكل الأسماك الدهنية مثل السردين أو الماكريل مرتين أسبوعيًا فقد لا تحتاج إليها. أما إذا نادرًا ما تأكل السمك، فكبسولة زيت سمك يوميًا طريقة بسيطة لسد هذا النقص.',
        },
      },
      {
        question: {
          en: 'How should I eat and train during Ramadan?',
          ar: 'كيف آكل وأتمرن في رمضان؟',
        },
        answer: {
          en: 'Break your fast with water and dates, then eat a balanced meal with protein, and choose a slow-digesting suhoor such as eggs, ful or casein. Keep sessions before iftar light and save harder training for after it.',
          ar: 'افطر على الماء والتمر ثم تناول وجبة متوازنة غنية بالبروتين، واختر سحورًا بطيء الهضم مثل البيض أو الفول أو الكازين. اجعل التمرين قبل الإفطار خفيفًا، وأجّل التمرين الشاق إلى ما بعده.',
        },
      },
    ],
    products: ['100% Whey Protein', 'Omega-3 Fish Oil 1000 mg', 'Micellar Casein Protein'],
    portrait: {
      skin: '#f1c9a5',
      hair: '#5a3825',
      hairStyle: 'long',
      beard: false,
      shirt: '#7c3aed',
      background: '#134e4a',
    },
  },
  {
    name: { en: 'Tarek Mansour', ar: 'طارق منصور' },
    specialty: { en: 'Rehab and mobility after injury', ar: 'التأهيل والحركة بعد الإصابات' },
    bio: {
      en: "Tarek holds a bachelor's degree in physical therapy and the NASM Corrective Exercise Specialist certification. He helps people return to training after knee, shoulder and lower-back injuries, working alongside their doctor or physiotherapist. His sessions are slow and precise: controlled ranges of motion, tempo work and gradual loading until the old movement feels normal again. He coaches in Dokki, Giza, and reviews each client's progress every two weeks.",
      ar: 'يحمل طارق درجة البكالوريوس في العلاج الطبيعي وشهادة أخصائي التمارين التصحيحية من NASM. يساعد المتدربين على العودة إلى التمرين بعد إصابات الركبة والكتف وأسفل الظهر، بالتنسيق مع الطبيب أو أخصائي العلاج الطبيعي المتابع لهم. حصصه هادئة ودقيقة: مدى حركي محكوم وإيقاع بطيء وأحمال تزيد تدريجيًا حتى تعود الحركة القديمة طبيعية. يدرّب في الدقي بالجيزة، ويراجع تقدم كل متدرب كل أسبوعين.',
    },
    faq: [
      {
        question: {
          en: 'Can I train with you right after surgery?',
          ar: 'هل يمكنني التمرن معك بعد العملية الجراحية مباشرة؟',
        },
        answer: {
          en: 'Only once your surgeon or physiotherapist has cleared you for exercise. I then work within their limits and build up from there.',
          ar: 'فقط بعد أن يسمح لك الجرّاح أو أخصائي العلاج الطبيعي بممارسة الرياضة. وبعدها ألتزم بالحدود التي يضعونها ونبني عليها تدريجيًا.',
        },
      },
      {
        question: {
          en: 'My lower back hurts when I deadlift. Should I stop?',
          ar: 'أشعر بألم في أسفل ظهري عند أداء الديدلفت، هل أتوقف؟',
        },
        answer: {
          en: 'Drop the lift that hurts for now, and see a doctor if the pain is sharp, spreads down your leg or comes with numbness. Most people can keep training other movements while we rebuild the hip hinge with lighter variations.',
          ar: 'أوقف التمرين المؤلم حاليًا، وراجع الطبيب إذا كان الألم حادًا أو يمتد إلى الساق أو يصاحبه تنميل. ويستطيع معظم المتدربين مواصلة التمارين الأخرى بينما نعيد بناء حركة الانثناء من الحوض بتمارين أخف.',
        },
      },
      {
        question: {
          en: 'How long does training after an injury take?',
          ar: 'كم تستغرق فترة التأهيل بعد الإصابة؟',
        },
        answer: {
          en: 'It depends on the injury, but expect weeks to months, not days. Steady, unexciting work two or three times a week beats the occasional hard session.',
          ar: 'يعتمد ذلك على نوع الإصابة، لكن توقع أسابيع إلى أشهر وليس أيامًا. العمل المنتظم الهادئ مرتين أو ثلاثًا أسبوعيًا أفضل من حصة شاقة بين الحين والآخر.',
        },
      },
      {
        question: {
          en: 'Do supplements help me recover from an injury?',
          ar: 'هل تساعدني المكملات على التعافي من الإصابة؟',
        },
        answer: {
          en: 'Nothing replaces sleep, protein and sensible loading. Enough protein, vitamin D and omega-3 support general recovery, but they are not a treatment.',
          ar: 'لا شيء يغني عن النوم والبروتين والتحميل المعقول. الكمية الكافية من البروتين وفيتامين د والأوميجا 3 تدعم التعافي العام، لكنها ليست علاجًا.',
        },
      },
    ],
    products: [
      'Omega-3 Fish Oil 1000 mg',
      'Vitamin D3 + K2',
      'Magnesium, Zinc & B6',
      'Micellar Casein Protein',
    ],
    portrait: {
      skin: '#b97850',
      hair: '#3a2a22',
      hairStyle: 'bald',
      beard: true,
      shirt: '#0891b2',
      background: '#422006',
    },
  },
  {
    name: { en: 'Mariam Abdelrahman', ar: 'مريم عبد الرحمن' },
    specialty: { en: 'High-intensity functional training', ar: 'التدريب الوظيفي عالي الشدة' },
    bio: {
      en: 'Mariam coaches high-intensity functional training: rowing, kettlebells, barbell complexes and gymnastics movements mixed into varied workouts. A former university handball player, she holds the ACE Personal Trainer certification and an Olympic weightlifting coaching certificate. She teaches every movement with light weights first, then scales each workout so beginners and competitors can train side by side. Her classes in New Cairo are known for loud music and careful technique.',
      ar: 'تدرّب مريم التدريب الوظيفي عالي الشدة: التجديف والكيتل بل وسلاسل تمارين البار وحركات الجمباز في تمارين متنوعة. وهي لاعبة كرة يد جامعية سابقة، وتحمل شهادة المدرب الشخصي من ACE وشهادة في تدريب رفع الأثقال الأولمبي. تعلّم كل حركة بأوزان خفيفة أولًا، ثم تعدّل صعوبة كل تمرين ليتدرب المبتدئون والمتسابقون جنبًا إلى جنب. وتشتهر حصصها في القاهرة الجديدة بالموسيقى الحماسية والاهتمام الدقيق بالتكنيك.',
    },
    faq: [
      {
        question: {
          en: 'Is high-intensity training safe for beginners?',
          ar: 'هل التدريب عالي الشدة آمن للمبتدئين؟',
        },
        answer: {
          en: 'Yes, when it is scaled. Every workout has an easier version with lighter weights, fewer reps or simpler movements, and you move up only when you are ready.',
          ar: 'نعم، عندما تُعدَّل صعوبته. لكل تمرين نسخة أسهل بأوزان أخف أو عدّات أقل أو حركات أبسط، ولا تنتقل إلى الأصعب إلا عندما تكون مستعدًا.',
        },
      },
      {
        question: {
          en: 'How many of these workouts should I do each week?',
          ar: 'كم حصة من هذه التمارين أمارس أسبوعيًا؟',
        },
        answer: {
          en: 'Three to four sessions a week with at least one full rest day. More is not better once your technique starts to break down.',
          ar: 'من ثلاث إلى أربع حصص أسبوعيًا مع يوم راحة كامل على الأقل. والإكثار ليس أفضل إذا بدأ أداؤك الفني في التراجع.',
        },
      },
      {
        question: {
          en: 'Should I take a pre-workout before class?',
          ar: 'هل أتناول البري وورك أوت قبل الحصة؟',
        },
        answer: {
          en: 'It is optional. If you use one, try half a serving first, take it 20–30 minutes before class, and avoid it in the evening if caffeine affects your sleep.',
          ar: 'هذا اختياري. إن استخدمته فجرّب نصف الجرعة أولًا، وتناوله قبل الحصة بـ20–30 دقيقة، وتجنبه مساءً إذا كان الكافيين يؤثر في نومك.',
        },
      },
      {
        question: {
          en: 'How do I recover between hard sessions?',
          ar: 'كيف أستشفي بين الحصص الشاقة؟',
        },
        answer: {
          en: 'Sleep seven to nine hours, eat enough protein and carbohydrates, and keep easy days truly easy with walking or mobility work.',
          ar: 'نم من سبع إلى تسع ساعات، وتناول ما يكفي من البروتين والكربوهيدرات، واجعل أيام الراحة النشطة خفيفة فعلًا بالمشي أو تمارين المرونة.',
        },
      },
    ],
    products: ['Pump & Energy Pre-Workout', 'Amino Recovery EAA', 'Flavored Creatine Monohydrate'],
    portrait: {
      skin: '#9c6644',
      hair: '#9f1239',
      hairStyle: 'hijab',
      beard: false,
      shirt: '#1f2937',
      background: '#14532d',
    },
  },
  {
    name: { en: 'Ahmed Samir', ar: 'أحمد سمير' },
    specialty: { en: 'Bodybuilding contest prep', ar: 'التحضير لبطولات كمال الأجسام' },
    bio: {
      en: 'Ahmed has competed in classic physique for eight years and has prepared more than 40 athletes for regional bodybuilding shows. He plans each prep in phases: an off-season to build muscle, a gradual 16–20 week diet and a peak week without extreme water or salt manipulation. He is ISSA-certified in bodybuilding and sports nutrition and coaches athletes in Alexandria and online. He insists that every athlete has regular blood tests with their doctor during a prep.',
      ar: 'ينافس أحمد في فئة الكلاسيك فيزيك منذ ثماني سنوات، وجهّز أكثر من 40 لاعبًا لبطولات كمال الأجسام الإقليمية. يخطط لكل تحضير على مراحل: موسم بناء لزيادة العضلات، ثم دايت تدريجي لمدة 16–20 أسبوعًا، ثم أسبوع الذروة دون تلاعب متطرف بالماء أو الملح. وهو معتمد من ISSA في كمال الأجسام والتغذية الرياضية، ويدرّب اللاعبين في الإسكندرية وعبر الإنترنت. ويشترط أن يجري كل لاعب تحاليل دم دورية مع طبيبه خلال فترة التحضير.',
    },
    faq: [
      {
        question: {
          en: 'How long before a show should I start preparing?',
          ar: 'قبل البطولة بكم من الوقت أبدأ التحضير؟',
        },
        answer: {
          en: 'Most natural athletes need 16–20 weeks of dieting, and that only works after a good off-season. We assess your starting condition first and then pick a show date that fits.',
          ar: 'يحتاج معظم اللاعبين الطبيعيين إلى 16–20 أسبوعًا من الدايت، ولا ينجح ذلك إلا بعد موسم بناء جيد. نقيّم حالتك الحالية أولًا ثم نختار موعد البطولة المناسب.',
        },
      },
      {
        question: {
          en: 'Do I have to cut water before the show?',
          ar: 'هل يجب أن أقطع الماء قبل البطولة؟',
        },
        answer: {
          en: 'No. Severe water and sodium cuts are risky and usually make you look flatter on stage. Small, planned adjustments in the final days are enough.',
          ar: 'لا. قطع الماء والصوديوم بشدة أمر خطير، وغالبًا ما يجعل عضلاتك تبدو مسطحة على المسرح. تكفي تعديلات صغيرة ومدروسة في الأيام الأخيرة.',
        },
      },
      {
        question: {
          en: 'Which supplements does a prep really need?',
          ar: 'ما المكملات التي يحتاجها التحضير فعلًا؟',
        },
        answer: {
          en: 'A good protein to hit your targets, creatine and a basic multivitamin cover almost everything. Most of the result comes from consistent training, food and sleep.',
          ar: 'بروتين جيد للوصول إلى احتياجك، وكرياتين، وفيتامينات متعددة أساسية، وهذا يكفي تقريبًا. فمعظم النتيجة تأتي من الانتظام في التمرين والأكل والنوم.',
        },
      },
      {
        question: {
          en: 'Do you only coach natural athletes?',
          ar: 'هل تدرّب اللاعبين الطبيعيين فقط؟',
        },
        answer: {
          en: 'Yes. I coach natural athletes only, and I do not prescribe or give advice on hormones or any other drugs.',
          ar: 'نعم. أدرّب اللاعبين الطبيعيين فقط، ولا أصف الهرمونات أو أي عقاقير أخرى ولا أقدّم نصائح بشأنها.',
        },
      },
    ],
    products: [
      'Hydrolyzed Whey Isolate',
      'Creatine HCl Capsules',
      'BCAA 2:1:1',
      'Daily Multivitamin for Men',
    ],
    portrait: {
      skin: '#6f4128',
      hair: '#120c0a',
      hairStyle: 'short',
      beard: true,
      shirt: '#facc15',
      background: '#1c1917',
    },
  },
  {
    name: { en: 'Hana Gamal', ar: 'هنا جمال' },
    specialty: { en: 'Fitness for beginners', ar: 'اللياقة للمبتدئين' },
    bio: {
      en: 'Hana specialises in people who have never set foot in a gym, or who stopped training years ago. Her first month teaches eight basic movements, a simple weekly routine and how to use the machines without feeling lost. She is an ACE-certified personal trainer and coaches at a neighbourhood gym in Sheikh Zayed, Giza. She measures success in habits: showing up, sleeping better and climbing the stairs without running out of breath.',
      ar: 'تتخصص هنا في تدريب من لم يدخلوا صالة جيم من قبل، أو من توقفوا عن التمرين منذ سنوات. في الشهر الأول تعلّمك ثماني حركات أساسية وروتينًا أسبوعيًا بسيطًا وطريقة استخدام الأجهزة دون أن تشعر بالارتباك. وهي مدربة شخصية معتمدة من ACE، وتدرّب في صالة جيم بأحد أحياء الشيخ زايد بالجيزة. وتقيس النجاح بالعادات: الالتزام بالحضور، ونوم أفضل، وصعود السلالم دون أن تنقطع أنفاسك.',
    },
    faq: [
      {
        question: {
          en: "I'm completely out of shape. Where do I start?",
          ar: 'لياقتي منعدمة تمامًا، من أين أبدأ؟',
        },
        answer: {
          en: 'With two or three short full-body sessions a week and a daily walk. We set the level so you finish each session feeling you could have done a little more.',
          ar: 'بحصتين أو ثلاث حصص قصيرة للجسم كله أسبوعيًا مع مشي يومي. ونضبط المستوى بحيث تنهي كل حصة وأنت تشعر أنك كنت تستطيع أداء المزيد قليلًا.',
        },
      },
      {
        question: {
          en: 'Will I be sore after the first sessions?',
          ar: 'هل سأشعر بألم في العضلات بعد الحصص الأولى؟',
        },
        answer: {
          en: 'Some muscle soreness in the first week or two is normal and fades as your body adapts. Sharp pain or pain in a joint is different, so tell me straight away.',
          ar: 'بعض الألم العضلي في الأسبوع الأول أو الثاني أمر طبيعي ويختفي مع تأقلم جسمك. أما الألم الحاد أو الألم في المفاصل فأمر مختلف، فأخبرني به فورًا.',
        },
      },
      {
        question: {
          en: 'Do beginners need supplements?',
          ar: 'هل يحتاج المبتدئون إلى المكملات؟',
        },
        answer: {
          en: 'Not to start. Once your routine is steady, a protein shake or snack helps if you struggle to eat enough protein, and creatine is an optional next step for most healthy adults.',
          ar: 'ليس في البداية. بعد أن يستقر روتينك، يساعدك مشروب أو سناك بروتين إذا كان من الصعب عليك تناول ما يكفي من البروتين، والكرياتين خطوة اختيارية تالية لمعظم البالغين الأصحاء.',
        },
      },
      {
        question: {
          en: 'How soon will I see results?',
          ar: 'متى سأرى النتائج؟',
        },
        answer: {
          en: 'Most people feel more energetic within two to three weeks; visible changes usually take two to three months of steady training and eating.',
          ar: 'يشعر معظم الناس بنشاط أكبر خلال أسبوعين إلى ثلاثة، أما التغييرات الواضحة فتحتاج عادة إلى شهرين أو ثلاثة من الانتظام في التمرين والأكل.',
        },
      },
    ],
    products: ['Whey Protein Concentrate', 'Creatine Monohydrate', 'Crispy Protein Wafer'],
    portrait: {
      skin: '#dca37a',
      hair: '#2f1e14',
      hairStyle: 'bun',
      beard: false,
      shirt: '#db2777',
      background: '#1e3a8a',
    },
  },
  {
    name: { en: 'Hisham Ragab', ar: 'هشام رجب' },
    specialty: { en: 'Fitness for over-50s', ar: 'اللياقة لمن تجاوزوا الخمسين' },
    bio: {
      en: "Hisham is 56 and started strength training at 45, so he knows how it feels to begin later in life. He holds the ACE Senior Fitness Specialist and NASM Certified Personal Trainer certifications. His programmes focus on leg strength, balance, posture and bone health, with every exercise adapted to the client's joints and medical conditions. He coaches small groups of clients aged 50 to 78 in Maadi, Cairo.",
      ar: 'يبلغ هشام 56 عامًا وبدأ تمارين القوة في سن الخامسة والأربعين، لذلك يعرف جيدًا شعور البدء في مرحلة متأخرة من العمر. يحمل شهادة أخصائي لياقة كبار السن من ACE وشهادة المدرب الشخصي المعتمد من NASM. تركز برامجه على قوة الساقين والتوازن والقوام وصحة العظام، مع تكييف كل تمرين بما يناسب مفاصل المتدرب وحالته الصحية. يدرّب مجموعات صغيرة تتراوح أعمارهم بين 50 و78 عامًا في المعادي بالقاهرة.',
    },
    faq: [
      {
        question: {
          en: 'Is it too late to start lifting weights at 60?',
          ar: 'هل فات الأوان لأبدأ رفع الأثقال في الستين؟',
        },
        answer: {
          en: 'No. Strength training is one of the best things you can do for your muscles and bones at any age; we simply start lighter and progress more slowly.',
          ar: 'لا. تمارين القوة من أفضل ما يمكنك فعله لعضلاتك وعظامك في أي عمر، كل ما في الأمر أننا نبدأ بأوزان أخف ونتقدم بوتيرة أبطأ.',
        },
      },
      {
        question: {
          en: 'I have high blood pressure. Can I still train?',
          ar: 'أعاني من ارتفاع ضغط الدم، هل يمكنني التمرن؟',
        },
        answer: {
          en: "Usually yes, with your doctor's approval. We avoid holding your breath during lifts, keep rest periods generous and watch how you feel throughout.",
          ar: 'غالبًا نعم، بعد موافقة طبيبك. نتجنب حبس النفس أثناء رفع الأوزان، ونمنحك فترات راحة كافية، ونتابع كيف تشعر طوال الحصة.',
        },
      },
      {
        question: {
          en: 'How can I improve my balance?',
          ar: 'كيف أحسّن توازني؟',
        },
        answer: {
          en: 'Stronger legs plus short daily balance drills, such as standing on one foot next to a wall, make a real difference within a few weeks.',
          ar: 'تقوية الساقين مع تمارين توازن يومية قصيرة، مثل الوقوف على قدم واحدة بجوار الحائط، تُحدث فرقًا حقيقيًا خلال أسابيع قليلة.',
        },
      },
      {
        question: {
          en: 'Which supplements make sense after 50?',
          ar: 'ما المكملات المناسبة بعد سن الخمسين؟',
        },
        answer: {
          en: 'Ask your doctor first, especially if you take medication. Vitamin D, omega-3 and enough protein from food or a shake are common, sensible choices.',
          ar: 'استشر طبيبك أولًا، خاصة إذا كنت تتناول أدوية. فيتامين د والأوميجا 3 والبروتين الكافي من الطعام أو المشروبات خيارات شائعة ومعقولة.',
        },
      },
    ],
    products: [
      'Vitamin D3 + K2',
      'Omega-3 Fish Oil 1000 mg',
      'Micellar Casein Protein',
      'Daily Multivitamin for Men',
    ],
    portrait: {
      skin: '#c99068',
      hair: '#b8b2ac',
      hairStyle: 'short',
      beard: true,
      shirt: '#2563eb',
      background: '#3b0764',
    },
  },
  {
    name: { en: 'Dina Farouk', ar: 'دينا فاروق' },
    specialty: { en: 'Running and endurance', ar: 'الجري وتحمّل المسافات الطويلة' },
    bio: {
      en: 'Dina has run seven marathons and coaches runners preparing for anything from their first 5 km to the full 42 km. She holds a running coach certificate and the ACE Personal Trainer certification, and adds two strength sessions a week to every running plan to keep knees and ankles healthy. Her group runs meet early in the morning along the Nile in Zamalek to beat the heat. She plans hydration and fuelling for race day as carefully as the training itself.',
      ar: 'شاركت دينا في سبعة ماراثونات، وتدرّب العدائين من أول سباق 5 كيلومترات حتى الماراثون الكامل بمسافة 42 كيلومترًا. تحمل شهادة في تدريب الجري وشهادة المدرب الشخصي من ACE، وتضيف حصتي قوة أسبوعيًا إلى كل خطة جري للحفاظ على سلامة الركبتين والكاحلين. تنطلق مجموعات الجري التي تدرّبها في الصباح الباكر على ضفاف النيل في الزمالك هربًا من الحر. وتخطط لشرب السوائل والتغذية يوم السباق بالعناية نفسها التي تخطط بها للتدريب.',
    },
    faq: [
      {
        question: {
          en: "I can't run for five minutes. Can I train for a 5 km race?",
          ar: 'لا أستطيع الجري خمس دقائق متواصلة، هل يمكنني الاستعداد لسباق 5 كيلومترات؟',
        },
        answer: {
          en: 'Yes. We start with run-walk intervals, such as one minute running and two walking, and most beginners run 5 km without stopping within eight to ten weeks.',
          ar: 'نعم. نبدأ بالتبديل بين الجري والمشي، مثل دقيقة جري ودقيقتين مشي، ويجري معظم المبتدئين 5 كيلومترات دون توقف خلال ثمانية إلى عشرة أسابيع.',
        },
      },
      {
        question: {
          en: 'How do I run through the Egyptian summer?',
          ar: 'كيف أجري في صيف مصر؟',
        },
        answer: {
          en: 'Run early in the morning or after sunset, slow down on hot days, and drink water with electrolytes on runs longer than an hour.',
          ar: 'اجرِ في الصباح الباكر أو بعد الغروب، وخفّف سرعتك في الأيام الحارة، واشرب الماء مع الأملاح المعدنية في الجريات التي تزيد على ساعة.',
        },
      },
      {
        question: {
          en: 'What should I eat before a long run?',
          ar: 'ماذا آكل قبل الجري لمسافة طويلة؟',
        },
        answer: {
          en: 'A familiar, carbohydrate-rich snack such as bread with honey, dates or a banana one to two hours before. Never try new food on race day.',
          ar: 'وجبة خفيفة معتادة غنية بالكربوهيدرات مثل خبز بالعسل أو تمر أو موزة قبلها بساعة إلى ساعتين. ولا تجرّب طعامًا جديدًا يوم السباق أبدًا.',
        },
      },
      {
        question: {
          en: 'Do runners need strength training?',
          ar: 'هل يحتاج العداؤون إلى تمارين القوة؟',
        },
        answer: {
          en: 'Yes. Two short sessions a week for legs, hips and core lower the risk of common running injuries and make you a more efficient runner.',
          ar: 'نعم. حصتان قصيرتان أسبوعيًا للساقين والحوض وعضلات الجذع تقللان خطر إصابات الجري الشائعة وتجعلان جريك أكثر كفاءة.',
        },
      },
    ],
    products: ['Intra-Workout BCAA + Electrolytes', 'EAA + Hydration', 'Date & Nut Protein Bar'],
    portrait: {
      skin: '#b07a52',
      hair: '#6b3a1f',
      hairStyle: 'long',
      beard: false,
      shirt: '#0d9488',
      background: '#7c2d12',
    },
  },
  {
    name: { en: 'Khaled Rashad', ar: 'خالد رشاد' },
    specialty: { en: 'Boxing fitness', ar: 'اللياقة بالملاكمة' },
    bio: {
      en: "Khaled boxed as an amateur for twelve years before moving into coaching. His boxing fitness classes teach real technique on pads and heavy bags without sparring, so anyone can join for the workout. Rounds of skipping, footwork drills and core work build a fighter's conditioning. He is an ISSA-certified trainer and coaches at a combat-sports gym in Mohandessin, Giza.",
      ar: 'مارس خالد الملاكمة كهاوٍ اثني عشر عامًا قبل أن يتجه إلى التدريب. تعلّم حصص اللياقة بالملاكمة التي يقدمها التكنيك الحقيقي على القفازات الاستقبالية وأكياس اللكم دون نزالات، فيستطيع أي شخص الانضمام من أجل التمرين. وتبني جولات نط الحبل وتمارين حركة القدمين وعضلات الجذع لياقة المقاتلين. وهو مدرب معتمد من ISSA، ويدرّب في صالة لرياضات القتال بالمهندسين في الجيزة.',
    },
    faq: [
      {
        question: {
          en: 'Do I have to spar or get hit?',
          ar: 'هل عليّ أن أنازل أحدًا أو أتلقى لكمات؟',
        },
        answer: {
          en: 'No. My fitness classes are non-contact: you hit pads and bags, never people, unless you later choose to join a separate sparring class.',
          ar: 'لا. حصص اللياقة عندي بلا احتكاك: تلكم القفازات الاستقبالية والأكياس وليس الأشخاص، إلا إذا اخترت لاحقًا الانضمام إلى حصة نزال منفصلة.',
        },
      },
      {
        question: {
          en: 'What equipment do I need?',
          ar: 'ما المعدات التي أحتاجها؟',
        },
        answer: {
          en: 'Hand wraps and a pair of 12–14 oz gloves are enough to start; the gym has the bags and pads.',
          ar: 'يكفي في البداية أربطة يد وزوج قفازات بوزن 12–14 أونصة، والصالة توفر الأكياس والقفازات الاستقبالية.',
        },
      },
      {
        question: {
          en: 'Will boxing help me lose weight?',
          ar: 'هل تساعدني الملاكمة على خسارة الوزن؟',
        },
        answer: {
          en: 'A boxing class burns a lot of energy and is fun enough to keep you coming back. Combine it with sensible eating and the results follow.',
          ar: 'حصة الملاكمة تحرق قدرًا كبيرًا من الطاقة، وهي ممتعة بما يكفي لتجعلك تواظب عليها. ومع أكل معتدل ستأتي النتائج.',
        },
      },
      {
        question: {
          en: 'Is boxing fitness suitable for women?',
          ar: 'هل اللياقة بالملاكمة مناسبة للسيدات؟',
        },
        answer: {
          en: 'Absolutely. About half of my class members are women, and we pair partners of similar size and level.',
          ar: 'بالتأكيد. نحو نصف المشتركين في حصصي من السيدات، ونختار لكل متدرب زميلًا قريبًا منه في الحجم والمستوى.',
        },
      },
    ],
    products: ['Ignite Pre-Workout', 'EAA + Hydration', 'Pure Isolate Whey Protein'],
    portrait: {
      skin: '#7d4e32',
      hair: '#0f0b09',
      hairStyle: 'buzz',
      beard: false,
      shirt: '#e5e7eb',
      background: '#7f1d1d',
    },
  },
  {
    name: { en: 'Yasmin Shawky', ar: 'ياسمين شوقي' },
    specialty: { en: 'Home training', ar: 'التمرين في المنزل' },
    bio: {
      en: 'Yasmin designs workouts for people who train in their living room, with little space and little equipment. Her programmes use bodyweight, resistance bands, a pair of adjustable dumbbells and a mat, and fit into 30 minutes. She is a NASM Certified Personal Trainer and coaches clients across Egypt online, giving video feedback on their technique. She started training at home herself after her first child was born.',
      ar: 'تصمم ياسمين تمارين لمن يتمرنون في غرفة المعيشة بمساحة صغيرة ومعدات قليلة. تعتمد برامجها على وزن الجسم والأحبال المطاطية وزوج من الدمبلز القابلة للتعديل ومرتبة، وتستغرق 30 دقيقة. وهي مدربة شخصية معتمدة من NASM، وتدرّب متدربين من جميع أنحاء مصر عبر الإنترنت مع ملاحظات بالفيديو على أدائهم. وقد بدأت هي نفسها التمرن في المنزل بعد ولادة طفلها الأول.',
    },
    faq: [
      {
        question: {
          en: 'What equipment should I buy for home workouts?',
          ar: 'ما المعدات التي أشتريها للتمرين في المنزل؟',
        },
        answer: {
          en: 'Start with a mat and a set of resistance bands. Adjustable dumbbells and a pull-up bar are the next best buys if your budget allows.',
          ar: 'ابدأ بمرتبة ومجموعة أحبال مطاطية. والدمبلز القابلة للتعديل والعقلة هما أفضل ما تشتريه بعد ذلك إذا سمحت ميزانيتك.',
        },
      },
      {
        question: {
          en: 'Can I really get results without a gym?',
          ar: 'هل يمكنني فعلًا تحقيق نتائج دون صالة جيم؟',
        },
        answer: {
          en: 'Yes, if you train consistently and gradually make the exercises harder. Many of my clients build strength and lose fat training only at home.',
          ar: 'نعم، إذا تمرنت بانتظام وزدت صعوبة التمارين تدريجيًا. كثير من متدرباتي ومتدربيّ اكتسبوا القوة وخسروا الدهون بالتمرين في المنزل فقط.',
        },
      },
      {
        question: {
          en: 'I live in an apartment. Can I avoid jumping?',
          ar: 'أسكن في شقة، هل يمكنني تجنب تمارين القفز؟',
        },
        answer: {
          en: 'Of course. Every plan has low-impact versions, such as step-backs instead of jumping jacks, that keep your neighbours happy and are kinder to your knees.',
          ar: 'بالطبع. لكل خطة بدائل منخفضة التأثير، مثل الخطوة للخلف بدلًا من تمرين القفز فتحًا وضمًا، فتريح جيرانك وتكون ألطف على ركبتيك.',
        },
      },
      {
        question: {
          en: 'How do I stay motivated at home?',
          ar: 'كيف أحافظ على حماسي للتمرين في المنزل؟',
        },
        answer: {
          en: 'Train at a fixed time, lay out your mat the night before and record every session. A weekly check-in with me keeps you accountable.',
          ar: 'تمرن في موعد ثابت، وجهّز مرتبتك من الليلة السابقة، وسجّل كل حصة. ومتابعتنا الأسبوعية معًا تساعدك على الالتزام.',
        },
      },
    ],
    products: ['Whey Protein Concentrate', 'Protein Peanut Butter', "Women's Multivitamin"],
    portrait: {
      skin: '#d4a27a',
      hair: '#3b2418',
      hairStyle: 'curly',
      beard: false,
      shirt: '#f59e0b',
      background: '#164e63',
    },
  },
  {
    name: { en: 'Ziad Ashraf', ar: 'زياد أشرف' },
    specialty: { en: 'Teen and youth athletes', ar: 'تدريب الرياضيين الناشئين' },
    bio: {
      en: "Ziad coaches athletes aged 13 to 18 from football, swimming and basketball academies. He focuses on speed, jumping, landing mechanics and safe strength training with good technique, always in coordination with the athletes' team coaches. He holds the NASM Performance Enhancement Specialist certification and a youth conditioning certificate. Parents are welcome to watch every session at his training centre in Alexandria.",
      ar: 'يدرّب زياد رياضيين تتراوح أعمارهم بين 13 و18 عامًا من أكاديميات كرة القدم والسباحة وكرة السلة. يركز على السرعة والقفز وطريقة الهبوط الصحيحة وتمارين القوة الآمنة بتكنيك سليم، بالتنسيق الدائم مع مدربي فرقهم. يحمل شهادة أخصائي تحسين الأداء الرياضي من NASM وشهادة في تأهيل الناشئين بدنيًا. ويرحّب بحضور أولياء الأمور لمشاهدة كل حصة في مركزه التدريبي بالإسكندرية.',
    },
    faq: [
      {
        question: {
          en: 'Is weight training safe for teenagers?',
          ar: 'هل تمارين الأوزان آمنة للمراهقين؟',
        },
        answer: {
          en: 'Yes, when it is supervised and technique comes before load. We progress slowly and never test one-rep maxes with young athletes.',
          ar: 'نعم، عندما تكون تحت إشراف ويأتي التكنيك قبل الوزن. نتقدم ببطء ولا نختبر أقصى وزن لتكرار واحد مع الرياضيين الناشئين أبدًا.',
        },
      },
      {
        question: {
          en: 'Should my teenager take supplements?',
          ar: 'هل يحتاج ابني أو ابنتي المراهقة إلى مكملات غذائية؟',
        },
        answer: {
          en: 'Food comes first. I do not recommend pre-workouts or fat burners for anyone under 18; a protein bar or shake can simply fill the gaps on busy training days.',
          ar: 'الطعام أولًا. لا أنصح بمنتجات البري وورك أوت أو حوارق الدهون لمن هم دون 18 عامًا، ويمكن لبروتين بار أو مشروب بروتين أن يسد النقص في أيام التدريب المزدحمة فقط.',
        },
      },
      {
        question: {
          en: 'How many sessions a week alongside club training?',
          ar: 'كم حصة أسبوعيًا إلى جانب تدريب النادي؟',
        },
        answer: {
          en: 'Usually one or two short sessions, planned around matches and club practice so the athlete stays fresh.',
          ar: 'عادةً حصة أو حصتان قصيرتان، نخطط لهما حول المباريات وتدريبات النادي حتى يبقى اللاعب في كامل نشاطه.',
        },
      },
      {
        question: {
          en: 'Can parents attend the sessions?',
          ar: 'هل يمكن لأولياء الأمور حضور الحصص؟',
        },
        answer: {
          en: 'Yes, parents are always welcome to watch, and I send them a short progress summary every month.',
          ar: 'نعم، أولياء الأمور مرحَّب بهم دائمًا للمشاهدة، وأرسل إليهم ملخصًا قصيرًا عن التقدم كل شهر.',
        },
      },
    ],
    products: ['Date & Nut Protein Bar', 'Whey Protein Concentrate', 'EAA + Hydration'],
    portrait: {
      skin: '#e2aa80',
      hair: '#4a3021',
      hairStyle: 'short',
      beard: false,
      shirt: '#4f46e5',
      background: '#365314',
    },
  },
];
