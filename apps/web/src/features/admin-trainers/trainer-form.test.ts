// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AdminTrainerDto } from '@atlas/shared/contract/admin-trainers';
import { ApiError } from '@/lib/api-client';
import {
  bioPreview,
  checkProductId,
  emptyTrainerForm,
  failureReason,
  faqToAdd,
  isSessionExpired,
  isTrainerFormValid,
  localized,
  trainerFormFrom,
  trainerFormProblems,
  trainerPayload,
} from './trainer-form';

const trainer: AdminTrainerDto = {
  id: 7,
  name: 'Omar Hassan',
  nameAr: 'عمر حسن',
  specialty: 'Strength',
  specialtyAr: '',
  bio: 'Coach.',
  bioAr: 'مدرب.',
  image: 'http://localhost:3000/media/trainers/omar.webp',
  faq: [{ question: 'Q?', questionAr: 'س؟', answer: 'A.', answerAr: '' }],
  products: [
    { id: 3, name: 'Whey' },
    { id: 9, name: 'Creatine' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the trainer form', () => {
  it('needs a name and a bio (blank does not count); the rest is optional', () => {
    const values = emptyTrainerForm();
    expect(trainerFormProblems(values)).toEqual({ name: 'required', bio: 'required' });
    expect(isTrainerFormValid(values)).toBe(false);
    expect(isTrainerFormValid({ ...values, name: '  ', bio: 'x' })).toBe(false);
    expect(isTrainerFormValid({ ...values, name: 'Nour', bio: 'Coach' })).toBe(true);
  });

  it('refuses over-long texts and an image that is no http(s) URL or media path', () => {
    const ok = { ...emptyTrainerForm(), name: 'Nour', bio: 'Coach' };
    expect(trainerFormProblems({ ...ok, name: 'x'.repeat(101) })).toEqual({ name: 'tooLong' });
    expect(trainerFormProblems({ ...ok, bioAr: 'x'.repeat(5001) })).toEqual({ bioAr: 'tooLong' });
    expect(trainerFormProblems({ ...ok, image: 'javascript:alert(1)' })).toEqual({ image: 'imageUrl' });
    expect(trainerFormProblems({ ...ok, image: 'photo.png' })).toEqual({ image: 'imageUrl' });
    expect(trainerFormProblems({ ...ok, image: 'https://cdn.example.com/a.jpg' })).toEqual({});
    expect(trainerFormProblems({ ...ok, image: '/media/trainers/a.webp' })).toEqual({});
  });

  it('round-trips a trainer into the PUT body: every field, trimmed, products as ids', () => {
    const values = trainerFormFrom(trainer);
    values.name = '  Omar H. ';
    expect(trainerPayload(values)).toEqual({
      name: 'Omar H.',
      nameAr: 'عمر حسن',
      specialty: 'Strength',
      specialtyAr: '',
      bio: 'Coach.',
      bioAr: 'مدرب.',
      image: 'http://localhost:3000/media/trainers/omar.webp',
      faq: [{ question: 'Q?', questionAr: 'س؟', answer: 'A.', answerAr: '' }],
      products: [3, 9],
    });
    // editing the form never changes the trainer it came from
    values.faq.push({ question: 'x', questionAr: '', answer: 'y', answerAr: '' });
    expect(trainer.faq).toHaveLength(1);
  });
});

describe('adding a FAQ', () => {
  it('needs both a question and an answer', () => {
    expect(faqToAdd({ question: 'Q', questionAr: '', answer: ' ', answerAr: '' })).toBe('incomplete');
    expect(faqToAdd({ question: '', questionAr: 'س', answer: 'A', answerAr: '' })).toBe('incomplete');
    expect(faqToAdd({ question: ' Q ', questionAr: '', answer: ' A ', answerAr: ' ج ' })).toEqual({
      question: 'Q',
      questionAr: '',
      answer: 'A',
      answerAr: 'ج',
    });
    expect(faqToAdd({ question: 'q'.repeat(301), questionAr: '', answer: 'A', answerAr: '' })).toBe(
      'tooLong',
    );
  });
});

describe('adding a product by id', () => {
  const current = [{ id: 3, name: 'Whey' }];
  it('needs a non-empty whole number from 1 that is not in the list yet', () => {
    expect(checkProductId('  ', current)).toEqual({ ok: false, problem: 'required' });
    for (const bad of ['abc', '0', '-2', '1.5', '1e3', '99999999999'])
      expect(checkProductId(bad, current), bad).toEqual({ ok: false, problem: 'invalid' });
    expect(checkProductId('3', current)).toEqual({ ok: false, problem: 'duplicate' });
    expect(checkProductId(' #12 ', current)).toEqual({ ok: true, id: 12 });
    expect(checkProductId('١٢', current)).toEqual({ ok: true, id: 12 });
    const full = Array.from({ length: 50 }, (_, i) => ({ id: i + 100, name: 'p' }));
    expect(checkProductId('5', full)).toEqual({ ok: false, problem: 'tooMany' });
  });
});

describe('the table', () => {
  it('shows the first 50 characters of a bio and an ellipsis when there is more', () => {
    expect(bioPreview('Short bio.')).toBe('Short bio.');
    expect(bioPreview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(bioPreview('y'.repeat(51))).toBe(`${'y'.repeat(50)}…`);
    expect(bioPreview('line one\n\nline two')).toBe('line one line two');
    // whole characters: an emoji is never cut in half
    expect(Array.from(bioPreview('💪'.repeat(60)))).toHaveLength(51);
  });

  it('shows the Arabic text in Arabic when there is one', () => {
    expect(localized('ar', 'Omar', 'عمر')).toBe('عمر');
    expect(localized('ar', 'Omar', ' ')).toBe('Omar');
    expect(localized('en', 'Omar', 'عمر')).toBe('Omar');
  });
});

describe('failures', () => {
  it('a 401 after the silent refresh is an ended session', () => {
    expect(isSessionExpired(new ApiError(401, 'UNAUTHORIZED', 'Not authenticated'))).toBe(true);
    expect(isSessionExpired(new ApiError(403, 'FORBIDDEN', 'x'))).toBe(false);
    expect(isSessionExpired(new Error('x'))).toBe(false);
  });

  it('says why in the interface words where it knows them, else the server message or Unknown error', () => {
    const validation = (fields: Record<string, string>) =>
      new ApiError(400, 'VALIDATION_FAILED', 'Invalid …', fields);
    expect(failureReason(validation({ 'products.1': 'Product 987 does not exist' }))).toEqual({
      key: 'adminTrainers.errors.productMissing',
      values: { id: '987' },
    });
    expect(
      failureReason(validation({ 'products.1': 'This product is already associated with this trainer' })),
    ).toEqual({ key: 'adminTrainers.products.duplicate' });
    expect(failureReason(validation({ name: 'Name is required' }))).toEqual({
      key: 'adminTrainers.form.nameRequired',
    });
    expect(
      failureReason(validation({ image: 'The image must be an http(s) URL or a /media/ path' })),
    ).toEqual({
      text: 'image: The image must be an http(s) URL or a /media/ path',
    });
    expect(failureReason(new ApiError(404, 'NOT_FOUND', 'Trainer not found'))).toEqual({
      key: 'adminTrainers.errors.notFound',
    });
    expect(failureReason(new ApiError(0, 'NETWORK_ERROR', 'Server error'))).toEqual({
      key: 'adminTrainers.errors.network',
    });
    expect(failureReason(new ApiError(500, 'INTERNAL_ERROR', 'Server error'))).toEqual({
      key: 'adminTrainers.errors.server',
    });
    expect(failureReason(new ApiError(409, 'CONFLICT', ''))).toEqual({ key: 'adminTrainers.errors.unknown' });
    expect(failureReason('boom')).toEqual({ key: 'adminTrainers.errors.unknown' });
  });
});
