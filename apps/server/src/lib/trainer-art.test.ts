import { describe, expect, it } from 'vitest';
import { products } from '../db/seed/catalogue';
import { trainers } from '../db/seed/training/trainers';
import type { TrainerPortrait } from '../db/seed/training/types';
import { renderTrainerPortrait } from './trainer-art';

describe('renderTrainerPortrait', () => {
  it('renders every demo trainer as a self-contained 480×560 SVG without text', () => {
    for (const t of trainers) {
      const svg = renderTrainerPortrait(t.portrait);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), t.name.en).toBe(true);
      expect(svg).toContain('width="480" height="560" viewBox="0 0 480 560"');
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toContain('<text');
      expect(svg).not.toMatch(/undefined|NaN/);
      expect(svg.length, t.name.en).toBeLessThan(6500);
    }
  });

  it('gives different portraits different pictures', () => {
    const svgs = new Set(trainers.map((t) => renderTrainerPortrait(t.portrait)));
    expect(svgs.size).toBe(trainers.length);

    const base: TrainerPortrait = {
      skin: '#c48658',
      hair: '#1c1512',
      hairStyle: 'short',
      beard: false,
      shirt: '#ea580c',
      background: '#1e293b',
    };
    const variants: TrainerPortrait[] = [
      base,
      { ...base, beard: true },
      { ...base, skin: '#6f4128' },
      { ...base, shirt: '#2563eb' },
      { ...base, background: '#14532d' },
      ...(['buzz', 'curly', 'long', 'hijab', 'bun', 'bald'] as const).map((hairStyle) => ({
        ...base,
        hairStyle,
      })),
    ];
    expect(new Set(variants.map(renderTrainerPortrait)).size).toBe(variants.length);
  });

  it('draws a hijab without ears or a bare neck', () => {
    const svg = renderTrainerPortrait({ ...trainers[0]!.portrait, hairStyle: 'hijab', beard: false });
    expect(svg).toContain('url(#tp-hj)');
    expect(svg).not.toContain('<ellipse cx="168" cy="238"');
  });

  it('is deterministic', () => {
    const p = trainers[1]!.portrait;
    expect(renderTrainerPortrait(p)).toBe(renderTrainerPortrait({ ...p }));
  });
});

describe('demo trainers', () => {
  it('has at least 12 trainers with unique English names', () => {
    expect(trainers.length).toBeGreaterThanOrEqual(12);
    expect(new Set(trainers.map((t) => t.name.en)).size).toBe(trainers.length);
  });

  it('starts with Omar Hassan, Salma Adel and Karim Fathy', () => {
    expect(trainers.slice(0, 3).map((t) => t.name.en)).toEqual(['Omar Hassan', 'Salma Adel', 'Karim Fathy']);
  });

  it('has names, specialties, bios and FAQs in both languages', () => {
    for (const t of trainers) {
      for (const text of [t.name, t.specialty, t.bio]) {
        expect(text.en.trim(), t.name.en).not.toBe('');
        expect(text.ar, t.name.en).toMatch(/[\u0600-\u06ff]/);
      }
      expect(t.faq.length, t.name.en).toBeGreaterThanOrEqual(3);
      expect(t.faq.length, t.name.en).toBeLessThanOrEqual(5);
      for (const { question, answer } of t.faq) {
        for (const text of [question, answer]) {
          expect(text.en.trim(), t.name.en).not.toBe('');
          expect(text.ar.trim(), t.name.en).not.toBe('');
          expect(text.ar, t.name.en).toMatch(/[\u0600-\u06ff]/);
        }
      }
    }
  });

  it('recommends 2–4 products that exist in the catalogue', () => {
    const names = new Set(products.map((p) => p.name.en));
    for (const t of trainers) {
      expect(t.products.length, t.name.en).toBeGreaterThanOrEqual(2);
      expect(t.products.length, t.name.en).toBeLessThanOrEqual(4);
      expect(new Set(t.products).size, t.name.en).toBe(t.products.length);
      for (const name of t.products) expect(names.has(name), `${t.name.en}: ${name}`).toBe(true);
    }
  });
});
