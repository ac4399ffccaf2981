import { describe, expect, it } from 'vitest';
import { exerciseTypes, muscleGroups } from '@atlas/shared/rules/training';
import { equipmentKinds } from '../db/seed/training/types';
import { renderExerciseArt, renderMuscleCard, renderMuscleFallback } from './exercise-art';

const HIGHLIGHT = '#f97316';

describe('renderExerciseArt', () => {
  const all = muscleGroups.flatMap((muscle) =>
    equipmentKinds.flatMap((kind) => exerciseTypes.map((type) => ({ muscle, kind, type }))),
  );

  it.each(all)('$muscle / $kind / $type is a 640×480 SVG without text', (input) => {
    const svg = renderExerciseArt(input);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('width="640" height="480" viewBox="0 0 640 480"');
    expect(svg).toContain(HIGHLIGHT);
    expect(svg).not.toMatch(/<text/i);
    expect(svg).not.toMatch(/NaN|undefined/);
    expect(svg.length).toBeLessThan(10_000);
  });

  it('draws a different picture for every muscle group with the same kit and type', () => {
    for (const kind of equipmentKinds) {
      for (const type of exerciseTypes) {
        const pictures = new Set(muscleGroups.map((muscle) => renderExerciseArt({ muscle, kind, type })));
        expect(pictures.size).toBe(muscleGroups.length);
      }
    }
  });

  it('draws different kit and a different background per type', () => {
    const kits = new Set(
      equipmentKinds.map((kind) => renderExerciseArt({ muscle: 'chest', kind, type: 'gym' })),
    );
    expect(kits.size).toBe(equipmentKinds.length);
    const types = new Set(
      exerciseTypes.map((type) => renderExerciseArt({ muscle: 'chest', kind: 'mat', type })),
    );
    expect(types.size).toBe(exerciseTypes.length);
  });
});

describe('renderMuscleCard', () => {
  it.each(muscleGroups)('%s is a 480×360 SVG with the muscle lit and no text', (muscle) => {
    const svg = renderMuscleCard(muscle);
    expect(svg).toContain('width="480" height="360" viewBox="0 0 480 360"');
    expect(svg).toContain(HIGHLIGHT);
    expect(svg).not.toMatch(/<text/i);
  });

  it('differs per muscle group and from the unlit fallback', () => {
    const cards = new Set([...muscleGroups.map(renderMuscleCard), renderMuscleFallback()]);
    expect(cards.size).toBe(muscleGroups.length + 1);
  });
});
