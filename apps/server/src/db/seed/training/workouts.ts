/** The four built-in workout programmes: one entry per plan day, exercises in the order they are done. */

import type { SeedWorkout } from './types';

export const workouts: SeedWorkout[] = [
  // Upper / Lower — four days a week.
  {
    planType: 'upper-lower',
    day: 'upper-a',
    exercises: [
      {
        name: 'Barbell Bench Press',
        mg: 'chest',
        sets: 4,
        reps: '6-8',
        notes: { en: 'Pause one second on the chest', ar: 'توقّف ثانية واحدة والبار على صدرك' },
      },
      {
        name: 'Barbell Row',
        mg: 'back',
        sets: 4,
        reps: '8-10',
        notes: {
          en: 'Keep your back flat and pull to the belly',
          ar: 'حافظ على استقامة ظهرك واسحب البار نحو بطنك',
        },
      },
      { name: 'Overhead Press', mg: 'shoulders', sets: 3, reps: '6-8' },
      { name: 'Lat Pulldown', mg: 'back', sets: 3, reps: '10-12' },
      {
        name: 'Barbell Curl',
        mg: 'arms',
        sets: 3,
        reps: '10-12',
        notes: { en: 'No swinging; keep the elbows still', ar: 'دون أرجحة، وأبقِ الكوعين ثابتين' },
      },
    ],
  },
  {
    planType: 'upper-lower',
    day: 'lower-a',
    exercises: [
      {
        name: 'Barbell Back Squat',
        mg: 'legs',
        sets: 4,
        reps: '6-8',
        notes: { en: 'Rest 2-3 minutes', ar: 'استرح من دقيقتين إلى 3 دقائق' },
      },
      {
        name: 'Romanian Deadlift',
        mg: 'legs',
        sets: 3,
        reps: '8-10',
        notes: {
          en: 'Push the hips back and feel the hamstrings stretch',
          ar: 'ادفع الوركين للخلف واشعر بإطالة العضلات الخلفية للفخذ',
        },
      },
      { name: 'Leg Press', mg: 'legs', sets: 3, reps: '10-12' },
      { name: 'Standing Calf Raise', mg: 'calves', sets: 4, reps: '12-15' },
      { name: 'Hanging Leg Raise', mg: 'abs', sets: 3, reps: '10-12' },
    ],
  },
  {
    planType: 'upper-lower',
    day: 'upper-b',
    exercises: [
      {
        name: 'Incline Dumbbell Press',
        mg: 'chest',
        sets: 4,
        reps: '8-10',
        notes: { en: 'Set the bench at about 30 degrees', ar: 'اضبط البنش على زاوية 30 درجة تقريبًا' },
      },
      {
        name: 'Pull-Up',
        mg: 'back',
        sets: 4,
        reps: '6-8',
        notes: {
          en: 'Use a band if you cannot get 6 clean reps',
          ar: 'استعن بحبل مطاطي إن لم تستطع أداء 6 تكرارات نظيفة',
        },
      },
      { name: 'Dumbbell Lateral Raise', mg: 'shoulders', sets: 3, reps: '12-15' },
      { name: 'Seated Cable Row', mg: 'back', sets: 3, reps: '10-12' },
      { name: 'Cable Triceps Pushdown', mg: 'arms', sets: 3, reps: '12-15' },
    ],
  },
  {
    planType: 'upper-lower',
    day: 'lower-b',
    exercises: [
      {
        name: 'Bulgarian Split Squat',
        mg: 'legs',
        sets: 3,
        reps: '8-10',
        notes: {
          en: 'Reps are per leg; start with the weaker side',
          ar: 'التكرارات لكل ساق، وابدأ بالجانب الأضعف',
        },
      },
      { name: 'Lying Leg Curl', mg: 'legs', sets: 3, reps: '10-12' },
      {
        name: 'Leg Extension',
        mg: 'legs',
        sets: 3,
        reps: '12-15',
        notes: { en: 'Squeeze one second at the top', ar: 'اعصر العضلة ثانية واحدة في أعلى الحركة' },
      },
      { name: 'Seated Calf Raise', mg: 'calves', sets: 4, reps: '15-20' },
      { name: 'Cable Crunch', mg: 'abs', sets: 3, reps: '12-15' },
    ],
  },

  // Push / Pull / Legs — each day once or twice a week.
  {
    planType: 'push-pull-legs',
    day: 'push',
    exercises: [
      {
        name: 'Barbell Bench Press',
        mg: 'chest',
        sets: 4,
        reps: '6-8',
        notes: { en: 'Rest 2-3 minutes', ar: 'استرح من دقيقتين إلى 3 دقائق' },
      },
      {
        name: 'Overhead Press',
        mg: 'shoulders',
        sets: 3,
        reps: '8-10',
        notes: {
          en: 'Squeeze glutes and abs; do not lean back',
          ar: 'شدّ عضلات المؤخرة والبطن، ولا تمِل بجذعك للخلف',
        },
      },
      { name: 'Incline Dumbbell Press', mg: 'chest', sets: 3, reps: '8-10' },
      {
        name: 'Dumbbell Lateral Raise',
        mg: 'shoulders',
        sets: 4,
        reps: '12-15',
        notes: {
          en: 'Go light and lead with the elbows',
          ar: 'استخدم وزنًا خفيفًا واجعل الكوعين يقودان الحركة',
        },
      },
      { name: 'Cable Fly', mg: 'chest', sets: 3, reps: '12-15' },
      { name: 'Cable Triceps Pushdown', mg: 'arms', sets: 3, reps: '10-12' },
    ],
  },
  {
    planType: 'push-pull-legs',
    day: 'pull',
    exercises: [
      {
        name: 'Deadlift',
        mg: 'back',
        sets: 3,
        reps: '5-6',
        notes: {
          en: 'Brace hard and keep the bar close to your legs',
          ar: 'شدّ عضلات الجذع بقوة وأبقِ البار قريبًا من ساقيك',
        },
      },
      { name: 'Pull-Up', mg: 'back', sets: 3, reps: '6-8' },
      { name: 'Barbell Row', mg: 'back', sets: 3, reps: '8-10' },
      {
        name: 'Face Pull',
        mg: 'shoulders',
        sets: 3,
        reps: '15-20',
        notes: { en: 'Pull the rope towards your forehead', ar: 'اسحب الحبل نحو جبهتك' },
      },
      { name: 'Barbell Curl', mg: 'arms', sets: 3, reps: '8-10' },
      { name: 'Hammer Curl', mg: 'arms', sets: 3, reps: '10-12' },
    ],
  },
  {
    planType: 'push-pull-legs',
    day: 'legs',
    exercises: [
      {
        name: 'Barbell Back Squat',
        mg: 'legs',
        sets: 4,
        reps: '6-8',
        notes: { en: 'Go at least to parallel', ar: 'انزل حتى يصبح فخذاك موازيين للأرض على الأقل' },
      },
      { name: 'Romanian Deadlift', mg: 'legs', sets: 3, reps: '8-10' },
      { name: 'Leg Press', mg: 'legs', sets: 3, reps: '10-12' },
      { name: 'Lying Leg Curl', mg: 'legs', sets: 3, reps: '10-12' },
      {
        name: 'Standing Calf Raise',
        mg: 'calves',
        sets: 4,
        reps: '12-15',
        notes: {
          en: 'Hold the stretch at the bottom for a second',
          ar: 'اثبت في وضع الإطالة أسفل الحركة لثانية واحدة',
        },
      },
      { name: 'Hanging Leg Raise', mg: 'abs', sets: 3, reps: '10-15' },
    ],
  },

  // Bro split — one muscle group a day, five days a week.
  {
    planType: 'bro-split',
    day: 'chest',
    exercises: [
      {
        name: 'Barbell Bench Press',
        mg: 'chest',
        sets: 4,
        reps: '6-8',
        notes: { en: 'Pause one second on the chest', ar: 'توقّف ثانية واحدة والبار على صدرك' },
      },
      { name: 'Incline Dumbbell Press', mg: 'chest', sets: 4, reps: '8-10' },
      {
        name: 'Cable Fly',
        mg: 'chest',
        sets: 3,
        reps: '12-15',
        notes: { en: 'Keep a slight bend in the elbows', ar: 'حافظ على ثني بسيط في الكوعين' },
      },
      { name: 'Chest Dip', mg: 'chest', sets: 3, reps: '8-12' },
    ],
  },
  {
    planType: 'bro-split',
    day: 'back',
    exercises: [
      {
        name: 'Deadlift',
        mg: 'back',
        sets: 4,
        reps: '5-6',
        notes: { en: 'Rest 2-3 minutes', ar: 'استرح من دقيقتين إلى 3 دقائق' },
      },
      { name: 'Pull-Up', mg: 'back', sets: 4, reps: '6-10' },
      { name: 'Barbell Row', mg: 'back', sets: 4, reps: '8-10' },
      {
        name: 'Lat Pulldown',
        mg: 'back',
        sets: 3,
        reps: '10-12',
        notes: { en: 'Pull the bar to your upper chest', ar: 'اسحب البار حتى أعلى صدرك' },
      },
    ],
  },
  {
    planType: 'bro-split',
    day: 'shoulders',
    exercises: [
      {
        name: 'Overhead Press',
        mg: 'shoulders',
        sets: 4,
        reps: '6-8',
        notes: { en: 'Keep your forearms vertical', ar: 'أبقِ ساعديك في وضع عمودي' },
      },
      { name: 'Dumbbell Lateral Raise', mg: 'shoulders', sets: 4, reps: '12-15' },
      {
        name: 'Rear Delt Fly',
        mg: 'shoulders',
        sets: 3,
        reps: '12-15',
        notes: { en: 'Light weight, slow and controlled', ar: 'وزن خفيف وحركة بطيئة ومتحكَّم بها' },
      },
      { name: 'Face Pull', mg: 'shoulders', sets: 3, reps: '15-20' },
    ],
  },
  {
    planType: 'bro-split',
    day: 'arms',
    exercises: [
      { name: 'Barbell Curl', mg: 'arms', sets: 4, reps: '8-10' },
      { name: 'Hammer Curl', mg: 'arms', sets: 3, reps: '10-12' },
      {
        name: 'Skull Crusher',
        mg: 'arms',
        sets: 4,
        reps: '8-10',
        notes: { en: 'Lower the bar slowly behind your forehead', ar: 'أنزل البار ببطء إلى ما خلف جبهتك' },
      },
      {
        name: 'Cable Triceps Pushdown',
        mg: 'arms',
        sets: 3,
        reps: '12-15',
        notes: { en: 'Lock the elbows at your sides', ar: 'ثبّت الكوعين بجانبي جسمك' },
      },
    ],
  },
  {
    planType: 'bro-split',
    day: 'legs',
    exercises: [
      {
        name: 'Barbell Back Squat',
        mg: 'legs',
        sets: 4,
        reps: '6-8',
        notes: { en: 'Rest 2-3 minutes', ar: 'استرح من دقيقتين إلى 3 دقائق' },
      },
      { name: 'Romanian Deadlift', mg: 'legs', sets: 4, reps: '8-10' },
      { name: 'Leg Press', mg: 'legs', sets: 3, reps: '10-12' },
      {
        name: 'Walking Lunge',
        mg: 'legs',
        sets: 3,
        reps: '10-12',
        notes: { en: 'Reps are per leg', ar: 'التكرارات لكل ساق' },
      },
    ],
  },

  // Home — bodyweight only, three days a week.
  {
    planType: 'home',
    day: 'upper',
    exercises: [
      {
        name: 'Push-Up',
        mg: 'chest',
        sets: 4,
        reps: '10-15',
        notes: { en: 'Keep your body in one straight line', ar: 'أبقِ جسمك في خط واحد مستقيم' },
      },
      { name: 'Pike Push-Up', mg: 'shoulders', sets: 3, reps: '8-12' },
      {
        name: 'Chair Dip',
        mg: 'arms',
        sets: 3,
        reps: '10-15',
        notes: { en: 'Use a sturdy chair against a wall', ar: 'استخدم كرسيًا ثابتًا مسنودًا إلى الحائط' },
      },
      { name: 'Superman', mg: 'back', sets: 3, reps: '12-15' },
    ],
  },
  {
    planType: 'home',
    day: 'lower',
    exercises: [
      { name: 'Bodyweight Squat', mg: 'legs', sets: 4, reps: '15-20' },
      {
        name: 'Reverse Lunge',
        mg: 'legs',
        sets: 3,
        reps: '10-12',
        notes: { en: 'Reps are per leg', ar: 'التكرارات لكل ساق' },
      },
      {
        name: 'Glute Bridge',
        mg: 'legs',
        sets: 3,
        reps: '15-20',
        notes: {
          en: 'Squeeze your glutes for a second at the top',
          ar: 'اعصر عضلات المؤخرة لثانية واحدة في أعلى الحركة',
        },
      },
      { name: 'Single-Leg Calf Raise', mg: 'calves', sets: 3, reps: '12-15' },
    ],
  },
  {
    planType: 'home',
    day: 'full-body',
    exercises: [
      {
        name: 'Burpee',
        mg: 'legs',
        sets: 4,
        reps: '10-12',
        notes: {
          en: 'Keep a steady pace rather than sprinting',
          ar: 'حافظ على إيقاع ثابت بدلًا من الإسراع',
        },
      },
      { name: 'Mountain Climber', mg: 'abs', sets: 3, reps: '30s' },
      {
        name: 'Plank',
        mg: 'abs',
        sets: 3,
        reps: '45-60s',
        notes: { en: 'Do not let your hips sag', ar: 'لا تدع وركيك يهبطان' },
      },
    ],
  },
];
