import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MachinesFile } from '@atlas/shared/content/machines';
import { muscleGroups } from '@atlas/shared/rules/training';
import { contentDir } from '../content-files';
import { gymMachines } from './machine-catalogue';

describe('content/machines.json', () => {
  const machines = MachinesFile.parse(JSON.parse(readFileSync(`${contentDir}machines.json`, 'utf8')));

  it('holds the 28 machines, covering the seven muscle groups', () => {
    expect(machines).toHaveLength(28);
    expect(new Set(machines.map((machine) => machine.muscle))).toEqual(new Set(muscleGroups));
  });

  it('gives every machine a unique id', () => {
    const ids = machines.map((machine) => machine.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is what the machine catalogue exports, in the same order', () => {
    expect(gymMachines).toEqual(machines);
  });

  it('refuses a repeated id, an unknown muscle, one prompt or uneven steps', () => {
    const [first, second] = machines as [(typeof machines)[number], (typeof machines)[number]];
    expect(MachinesFile.safeParse([first, { ...second, id: first.id }]).success).toBe(false);
    expect(MachinesFile.safeParse([{ ...first, muscle: 'neck' }]).success).toBe(false);
    expect(MachinesFile.safeParse([{ ...first, prompts: first.prompts.slice(0, 1) }]).success).toBe(false);
    const howTo = { en: first.howTo.en, ar: first.howTo.ar.slice(1) };
    expect(MachinesFile.safeParse([{ ...first, howTo }]).success).toBe(false);
    expect(MachinesFile.safeParse([{ ...first, aliases: ['Chest Press'] }]).success).toBe(false);
    expect(MachinesFile.safeParse([first, second]).success).toBe(true);
  });
});
