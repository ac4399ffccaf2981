import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminTrainerDto } from '@atlas/shared/contract/admin-trainers';
import type { TrainerDetailsDto } from '@atlas/shared/contract/training';
import { trainerFaqs, trainerProducts } from '../../db/schema/index';
import {
  admin,
  auditRows,
  base,
  call,
  png,
  productIds,
  publicList,
  publicTrainer,
  sendForm,
  setUpAdminTrainersApp,
  t,
} from './admin-trainers-fixtures';

setUpAdminTrainersApp();

describe('PUT /trainers/{id}', () => {
  let id: number;
  beforeAll(async () => {
    const res = await call(admin, 'POST', '/api/trainers', {
      name: 'Edit Me',
      nameAr: 'عدلني',
      bio: 'Before.',
      bioAr: 'قبل.',
      faq: [
        { question: 'Keep?', answer: 'Yes.', questionAr: 'نبقي؟', answerAr: 'نعم.' },
        { question: 'Drop?', answer: 'Yes.' },
      ],
      products: [productIds[0]],
    });
    id = res.json().id;
  });

  it('replaces texts, FAQs and products in one go; the public pages show it at once; audited', async () => {
    const res = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Edited',
      nameAr: 'معدل',
      bio: 'After.',
      bioAr: 'بعد.',
      faq: [
        { question: 'New?', answer: 'Brand new.', questionAr: 'جديد؟', answerAr: 'جديد تماما.' },
        { question: 'Keep?', answer: 'Yes.', questionAr: 'نبقي؟', answerAr: 'نعم.' },
      ],
      products: [{ id: productIds[2] }, { id: productIds[1] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Edited',
      nameAr: 'معدل',
      faq: [{ question: 'New?' }, { question: 'Keep?' }],
      products: [{ id: productIds[2] }, { id: productIds[1] }],
    });
    const details = (await publicTrainer(id)).json() as TrainerDetailsDto;
    expect(details.name).toBe('Edited');
    expect(details.faq.map((f) => f.question)).toEqual(['New?', 'Keep?']);
    expect(details.products.map((p) => p.id)).toEqual([productIds[2], productIds[1]]);
    expect((await publicList('ar')).find((x) => x.id === id)!.name).toBe('معدل');

    const [audit] = await auditRows('trainer.update', id);
    expect(audit!.before).toMatchObject({
      nameEn: 'Edit Me',
      productIds: [productIds[0]],
      faq: [{ questionEn: 'Keep?' }, { questionEn: 'Drop?' }],
    });
    expect(audit!.after).toMatchObject({ nameEn: 'Edited', productIds: [productIds[2], productIds[1]] });
  });

  it("from the spec's client (English only): translations are kept, a FAQ's by its English text", async () => {
    const res = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Edited',
      bio: 'After, again.',
      faq: [{ question: 'Keep?', answer: 'Yes.' }],
      products: [{ id: productIds[1] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      nameAr: 'معدل',
      bioAr: 'بعد.',
      faq: [{ question: 'Keep?', questionAr: 'نبقي؟', answer: 'Yes.', answerAr: 'نعم.' }],
    });
    // blank clears a translation: the English text is then read in Arabic
    const cleared = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Edited',
      bio: 'After.',
      nameAr: '',
    });
    expect(cleared.json()).toMatchObject({ nameAr: '', faq: [], products: [] });
    expect((await publicList('ar')).find((x) => x.id === id)!.name).toBe('Edited');
  });

  it('multipart: replaces the image, with faq and products as JSON strings; without them the lists are empty', async () => {
    const res = await sendForm(admin, 'PUT', `/api/trainers/${id}`, [
      { name: 'name', value: 'Edited' },
      { name: 'bio', value: 'With a photo.' },
      { name: 'image', filename: 'new.jpg', type: 'image/jpeg', content: await png(300, 300) },
      { name: 'faq', value: JSON.stringify([{ question: 'Photo?', answer: 'New.' }]) },
      { name: 'products', value: JSON.stringify([{ id: productIds[3] }]) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const withPhoto = res.json() as AdminTrainerDto;
    expect(withPhoto.image).toMatch(/\/media\/trainers\/.+\.webp$/);
    expect(withPhoto.faq).toHaveLength(1);
    expect(withPhoto.products.map((p) => p.id)).toEqual([productIds[3]]);

    const bare = await sendForm(admin, 'PUT', `/api/trainers/${id}`, [
      { name: 'name', value: 'Edited' },
      { name: 'bio', value: 'No lists.' },
    ]);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ image: withPhoto.image, faq: [], products: [] });
    const none = await call(admin, 'PUT', `/api/trainers/${id}`, { name: 'Edited', bio: 'x', image: null });
    expect(none.json().image).toBe('');
  });

  it('answers 404 for a trainer that does not exist, and 400 for an id that is not one', async () => {
    const missing = await call(admin, 'PUT', '/api/trainers/999999', base);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Trainer not found');
    const missingForm = await sendForm(admin, 'PUT', '/api/trainers/999999', [
      { name: 'name', value: 'X' },
      { name: 'bio', value: 'Y' },
      { name: 'image', filename: 'x.png', type: 'image/png', content: await png(20, 20) },
    ]);
    expect(missingForm.statusCode).toBe(404);
    for (const bad of ['abc', '0', '1.5', '99999999999'])
      expect((await call(admin, 'PUT', `/api/trainers/${bad}`, base)).statusCode, bad).toBe(400);
  });

  it('refuses an unknown or repeated product and keeps the trainer as it was', async () => {
    const before = (await call(admin, 'GET', `/api/trainers/admin?type=id&query=${id}`)).json()[0];
    const unknown = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Changed',
      bio: 'x',
      products: [424242],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Product 424242 does not exist');
    const dup = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Changed',
      bio: 'x',
      products: [productIds[0], productIds[0]],
    });
    expect(dup.json().fields['products.1']).toBe('This product is already associated with this trainer');
    expect((await call(admin, 'GET', `/api/trainers/admin?type=id&query=${id}`)).json()[0]).toEqual(before);
  });
});

describe('DELETE /trainers/{id}', () => {
  it('deletes the trainer with its FAQs and product links; audited; gone from the directory at once', async () => {
    const created = (
      await call(admin, 'POST', '/api/trainers', {
        ...base,
        name: 'Delete Me',
        faq: [{ question: 'Q?', answer: 'A.' }],
        products: [productIds[0]],
      })
    ).json() as AdminTrainerDto;
    expect((await publicTrainer(created.id)).statusCode).toBe(200);
    const res = await call(admin, 'DELETE', `/api/trainers/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Trainer has been deleted' });
    expect((await publicTrainer(created.id)).statusCode).toBe(404);
    expect((await publicList()).some((x) => x.id === created.id)).toBe(false);
    const leftovers = await t.app.db.execute(
      sql`select (select count(*) from ${trainerFaqs} where trainer_id = ${created.id})::int as faqs,
                 (select count(*) from ${trainerProducts} where trainer_id = ${created.id})::int as links`,
    );
    expect((leftovers as unknown as { rows: unknown[] }).rows[0]).toEqual({ faqs: 0, links: 0 });
    const [audit] = await auditRows('trainer.delete', created.id);
    expect(audit).toMatchObject({
      after: null,
      before: { nameEn: 'Delete Me', productIds: [productIds[0]] },
    });
    const again = await call(admin, 'DELETE', `/api/trainers/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Trainer not found');
  });
});
