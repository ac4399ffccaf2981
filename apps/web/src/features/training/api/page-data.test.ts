import { describe, expect, it } from 'vitest';
import type { TrainerDto, WorkoutDto } from '@atlas/shared/contract/training';
import { CARD_BIO_LENGTH, cutText, trainerCard } from './list-trainers';
import { workoutSummary } from './list-workouts';

const trainer: TrainerDto = {
  id: 3,
  name: 'Mona Adel',
  specialty: 'Mobility',
  bio: 'word '.repeat(100).trim(),
  image: '/media/trainers/03.svg',
  socials: { instagram: 'https://instagram.com/mona' },
  faq: [{ question: 'Q?', answer: 'A.' }],
  products: [{ id: 1 }],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('trainerCard', () => {
  it('keeps the card’s fields and cuts the bio at a word', () => {
    const card = trainerCard(trainer);
    expect(Object.keys(card).sort()).toEqual(['bio', 'id', 'image', 'name', 'specialty']);
    expect(card.bio.length).toBeLessThanOrEqual(CARD_BIO_LENGTH);
    expect(card.bio).toMatch(/word…$/);
  });

  it('leaves a short bio whole', () => {
    expect(trainerCard({ ...trainer, bio: 'Short bio.' }).bio).toBe('Short bio.');
  });
});

describe('cutText', () => {
  it('cuts text without spaces at the limit', () => {
    expect(cutText('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('workoutSummary', () => {
  it('drops the exercises and keeps their count', () => {
    const day: WorkoutDto = {
      _id: 5,
      id: 5,
      planType: 'push-pull-legs',
      day: 'push',
      duration: '45-60',
      exercises: [
        { name: 'Bench', slug: 'bench', mg: 'chest', sets: 4, reps: '6-8', notes: null, href: '/x' },
        { name: 'Fly', slug: 'fly', mg: 'chest', sets: 3, reps: '12', notes: null, href: '/y' },
      ],
    } as WorkoutDto;
    const summary = workoutSummary(day);
    expect(summary.exercises).toBeUndefined();
    expect(summary.exerciseCount).toBe(2);
    expect(summary.day).toBe('push');
  });
});
