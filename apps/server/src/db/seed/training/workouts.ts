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
          ar: 'خلّي ظهرك مفرود واسحب البار ناحية بطنك',
        },
      },
      { name: 'Overhead Press', mg: 'shoulders', sets: 3, reps: '6-8' },
      { name: 'Lat Pulldown', mg: 'back', sets: 3, reps: '10-12' },
      {
        name: 'Barbell Curl',
        mg: 'arms',
        sets: 3,
        reps: '10-12',
        notes: { en: 'No swinging; keep the elbows still', ar: 'من غير مرجحة، وثبّت كوعك جنبك' },
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
        notes: { en: 'Rest 2-3 minutes', ar: 'ارتاح من دقيقتين لـ 3 دقايق' },
      },
      {
        name: 'Romanian Deadlift',
        mg: 'legs',
        sets: 3,
        reps: '8-10',
        notes: {
          en: 'Push the hips back and feel the hamstrings stretch',
          ar: 'رجّع وسطك لورا وحسّ بشدّ الخلفية',
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
        notes: { en: 'Set the bench at about 30 degrees', ar: 'خلّي زاوية البنش حوالي 30 درجة' },
      },
      {
        name: 'Pull-Up',
        mg: 'back',
        sets: 4,
        reps: '6-8',
        notes: {
          en: 'Use a band if you cannot get 6 clean reps',
          ar: 'استخدم أستك مساعد لو مش قادر تعمل 6 عدات نضيفة',
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
          ar: 'العدات لكل رجل، وابدأ بالرجل الأضعف',
        },
      },
      { name: 'Lying Leg Curl', mg: 'legs', sets: 3, reps: '10-12' },
      {
        name: 'Leg Extension',
        mg: 'legs',
        sets: 3,
        reps: '12-15',
        notes: { en: 'Squeeze one second at the top', ar: 'اعصر عضلة الفخذ ثانية فوق' },
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
        notes: { en: 'Rest 2-3 minutes', ar: 'ارتاح من دقيقتين لـ 3 دقايق' },
      },
      {
        name: 'Overhead Press',
        mg: 'shoulders',
        sets: 3,
        reps: '8-10',
        notes: {
          en: 'Squeeze glutes and abs; do not lean back',
          ar: 'اشدّ بطنك ومؤخرتك وما ترجعش بضهرك لورا',
        },
      },
      { name: 'Incline Dumbbell Press', mg: 'chest', sets: 3, reps: '8-10' },
      {
        name: 'Dumbbell Lateral Raise',
        mg: 'shoulders',
        sets: 4,
        reps: '12-15',
        notes: { en: 'Go light and lead with the elbows', ar: 'خفّف الوزن وارفع بكوعك مش بإيدك' },
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
          ar: 'اقفل بطنك كويس وخلّي البار لازق في رجلك',
        },
      },
      { name: 'Pull-Up', mg: 'back', sets: 3, reps: '6-8' },
      { name: 'Barbell Row', mg: 'back', sets: 3, reps: '8-10' },
      {
        name: 'Face Pull',
        mg: 'shoulders',
        sets: 3,
        reps: '15-20',
        notes: { en: 'Pull the rope towards your forehead', ar: 'اسحب الحبل ناحية جبهتك' },
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
        notes: { en: 'Go at least to parallel', ar: 'انزل لحد ما فخدك يبقى موازي للأرض على الأقل' },
      },
      { name: 'Romanian Deadlift', mg: 'legs', sets: 3, reps: '8-10' },
      { name: 'Leg Press', mg: 'legs', sets: 3, reps: '10-12' },
      { name: 'Lying Leg Curl', mg: 'legs', sets: 3, reps: '10-12' },
      {
        name: 'Standing Calf Raise',
        mg: 'calves',
        sets: 4,
        reps: '12-15',
        notes: { en: 'Hold the stretch at the bottom for a second', ar: 'اثبت ثانية تحت وانت حاسس بالشدّ' },
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
        notes: { en: 'Keep a slight bend in the elbows', ar: 'خلّي كوعك مثني سنة بسيطة طول الحركة' },
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
        notes: { en: 'Rest 2-3 minutes', ar: 'ارتاح من دقيقتين لـ 3 دقايق' },
      },
      { name: 'Pull-Up', mg: 'back', sets: 4, reps: '6-10' },
      { name: 'Barbell Row', mg: 'back', sets: 4, reps: '8-10' },
      {
        name: 'Lat Pulldown',
        mg: 'back',
        sets: 3,
        reps: '10-12',
        notes: { en: 'Pull the bar to your upper chest', ar: 'انزل بالبار لحد أعلى صدرك' },
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
        notes: { en: 'Keep your forearms vertical', ar: 'خلّي ساعدك عمودي تحت البار' },
      },
      { name: 'Dumbbell Lateral Raise', mg: 'shoulders', sets: 4, reps: '12-15' },
      {
        name: 'Rear Delt Fly',
        mg: 'shoulders',
        sets: 3,
        reps: '12-15',
        notes: { en: 'Light weight, slow and controlled', ar: 'وزن خفيف وحركة بطيئة ومتحكم فيها' },
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
        notes: { en: 'Lower the bar slowly behind your forehead', ar: 'نزّل البار ببطء ورا جبهتك' },
      },
      {
        name: 'Cable Triceps Pushdown',
        mg: 'arms',
        sets: 3,
        reps: '12-15',
        notes: { en: 'Lock the elbows at your sides', ar: 'ثبّت كوعك جنب جسمك' },
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
        notes: { en: 'Rest 2-3 minutes', ar: 'ارتاح من دقيقتين لـ 3 دقايق' },
      },
      { name: 'Romanian Deadlift', mg: 'legs', sets: 4, reps: '8-10' },
      { name: 'Leg Press', mg: 'legs', sets: 3, reps: '10-12' },
      {
        name: 'Walking Lunge',
        mg: 'legs',
        sets: 3,
        reps: '10-12',
        notes: { en: 'Reps are per leg', ar: 'العدات لكل رجل' },
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
        notes: { en: 'Keep your body in one straight line', ar: 'خلّي جسمك خط واحد مستقيم من راسك لرجلك' },
      },
      { name: 'Pike Push-Up', mg: 'shoulders', sets: 3, reps: '8-12' },
      {
        name: 'Chair Dip',
        mg: 'arms',
        sets: 3,
        reps: '10-15',
        notes: { en: 'Use a sturdy chair against a wall', ar: 'استخدم كرسي ثابت ومسنود على الحيطة' },
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
        notes: { en: 'Reps are per leg', ar: 'العدات لكل رجل' },
      },
      {
        name: 'Glute Bridge',
        mg: 'legs',
        sets: 3,
        reps: '15-20',
        notes: { en: 'Squeeze your glutes for a second at the top', ar: 'اعصر مؤخرتك ثانية فوق' },
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
          ar: 'حافظ على رتم ثابت بدل ما تخلص نَفَسك بدري',
        },
      },
      { name: 'Mountain Climber', mg: 'abs', sets: 3, reps: '30s' },
      {
        name: 'Plank',
        mg: 'abs',
        sets: 3,
        reps: '45-60s',
        notes: { en: 'Do not let your hips sag', ar: 'ما تنزلش بوسطك لتحت' },
      },
    ],
  },
];
