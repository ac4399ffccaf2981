import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { AdminTrainerDto } from '@atlas/shared/contract/admin-trainers';
import type { TrainerDetailsDto } from '@atlas/shared/contract/training';
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

describe('POST /trainers', () => {
  it('creates from multipart form data with an uploaded PNG; the public directory shows it at once', async () => {
    const res = await sendForm(admin, 'POST', '/api/trainers', [
      { name: 'name', value: '  Youssef Samir ' },
      { name: 'bio', value: 'Powerlifting coach.\nTen years on the platform.' },
      { name: 'image', filename: 'youssef.png', type: 'image/png', content: await png() },
      {
        name: 'faq',
        value: JSON.stringify([{ question: 'Do you coach online?', answer: 'Yes, worldwide.' }]),
      },
      { name: 'products', value: JSON.stringify([{ id: productIds[0] }, { id: productIds[1] }]) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminTrainerDto;
    expect(created).toMatchObject({
      name: 'Youssef Samir',
      nameAr: '',
      bio: 'Powerlifting coach.\nTen years on the platform.',
      bioAr: '',
      faq: [{ question: 'Do you coach online?', questionAr: '', answer: 'Yes, worldwide.', answerAr: '' }],
      products: [{ id: productIds[0] }, { id: productIds[1] }],
    });
    expect(created.image).toMatch(/^http:\/\/localhost:80\/media\/trainers\/.+\.640x640\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(created.image).pathname });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 640,
    });

    // the very next public requests see it, in Arabic with the English texts as the fallback
    const listed = (await publicList()).find((x) => x.id === created.id);
    expect(listed).toMatchObject({
      name: 'Youssef Samir',
      image: created.image,
      products: [{ id: productIds[0] }, { id: productIds[1] }],
    });
    const arabic = (await publicList('ar')).find((x) => x.id === created.id)!;
    expect(arabic.name).toBe('Youssef Samir');
    expect(arabic.faq).toEqual([{ question: 'Do you coach online?', answer: 'Yes, worldwide.' }]);
    const details = (await publicTrainer(created.id)).json() as TrainerDetailsDto;
    expect(details.products.map((p) => p.id)).toEqual([productIds[0], productIds[1]]);

    const [audit] = await auditRows('trainer.create', created.id);
    expect(audit).toMatchObject({ entity: 'trainer', actorEmail: 'admin@atlas.demo', before: null });
    expect(audit!.after).toMatchObject({
      nameEn: 'Youssef Samir',
      faq: [{ questionEn: 'Do you coach online?' }],
      productIds: [productIds[0], productIds[1]],
    });
  });

  it('creates from the bare form the spec sends (name, bio, no image)', async () => {
    const res = await sendForm(admin, 'POST', '/api/trainers', [
      { name: 'name', value: 'Hana Magdy' },
      { name: 'bio', value: 'Mobility and yoga.' },
      { name: 'image', filename: '', type: 'application/octet-stream', content: Buffer.alloc(0) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Hana Magdy', image: '', faq: [], products: [] });
  });

  it('creates from JSON with Arabic texts and an image URL (our own media kept as a path)', async () => {
    const res = await call(admin, 'POST', '/api/trainers', {
      ...base,
      nameAr: 'نور خالد',
      bioAr: 'مدربة قوة للمبتدئين.',
      specialty: 'Strength',
      specialtyAr: 'القوة',
      image: 'http://localhost:3000/media/trainers/nour.webp',
      faq: [{ question: 'Q1?', answer: 'A1.', questionAr: 'س١؟', answerAr: 'ج١.' }],
      products: [productIds[2], { id: productIds[3] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminTrainerDto;
    expect(created.image).toBe('http://localhost:80/media/trainers/nour.webp');
    expect(created.products.map((p) => p.id)).toEqual([productIds[2], productIds[3]]);
    const [audit] = await auditRows('trainer.create', created.id);
    expect((audit!.after as { image: string }).image).toBe('/media/trainers/nour.webp');
    const arabic = (await publicList('ar')).find((x) => x.id === created.id)!;
    expect(arabic).toMatchObject({ name: 'نور خالد', bio: 'مدربة قوة للمبتدئين.', specialty: 'القوة' });
    expect(arabic.faq).toEqual([{ question: 'س١؟', answer: 'ج١.' }]);

    const external = await call(admin, 'POST', '/api/trainers', {
      ...base,
      image: 'https://cdn.example.com/p.jpg',
    });
    expect(external.json().image).toBe('https://cdn.example.com/p.jpg');
  });
});
