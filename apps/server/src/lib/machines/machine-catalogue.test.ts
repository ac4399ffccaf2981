import { describe, expect, it } from 'vitest';
import { muscleGroups } from '@atlas/shared/rules/training';
import { findMachine, gymMachines, machineFromText } from './machine-catalogue';

const ARABIC = /\p{Script=Arabic}/u;

const REQUIRED: Record<string, string> = {
  chestPress: 'chest',
  pecDeck: 'chest',
  cableStation: 'chest',
  latPulldown: 'back',
  seatedRow: 'back',
  shoulderPress: 'shoulders',
  preacherCurl: 'arms',
  legPress: 'legs',
  legExtension: 'legs',
  legCurl: 'legs',
  calfRaise: 'calves',
  abCrunch: 'abs',
  smithMachine: 'legs',
  hackSquat: 'legs',
  hipAbductor: 'legs',
  hipAdductor: 'legs',
  gluteKickback: 'legs',
  assistedPullUp: 'back',
  tBarRow: 'back',
  backExtension: 'back',
  lateralRaise: 'shoulders',
  rearDeltFly: 'shoulders',
  tricepsExtension: 'arms',
  seatedCalfRaise: 'calves',
  rotaryTorso: 'abs',
};

/** The same folding the matcher applies: lower case, apostrophes dropped, other punctuation a space. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function englishTexts(machine: (typeof gymMachines)[number]): string[] {
  return [
    machine.name.en,
    ...machine.prompts,
    ...machine.aliases,
    ...machine.howTo.en,
    machine.tip.en,
    machine.worked.en,
  ];
}

function arabicTexts(machine: (typeof gymMachines)[number]): string[] {
  return [machine.name.ar, ...machine.howTo.ar, machine.tip.ar, machine.worked.ar];
}

describe('gymMachines', () => {
  it('has at least 24 machines with unique camelCase ids', () => {
    expect(gymMachines.length).toBeGreaterThanOrEqual(24);
    const ids = gymMachines.map((machine) => machine.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z]*$/);
  });

  it.each(Object.entries(REQUIRED))('includes %s for %s', (id, muscle) => {
    expect(findMachine(id)?.muscle).toBe(muscle);
  });

  it('trains only the seven muscle groups, and covers each of them', () => {
    for (const machine of gymMachines) expect(muscleGroups).toContain(machine.muscle);
    expect(new Set(gymMachines.map((machine) => machine.muscle))).toEqual(new Set(muscleGroups));
  });

  it.each(gymMachines.map((machine) => [machine.id, machine] as const))('%s is complete', (_id, machine) => {
    expect(machine.prompts.length).toBeGreaterThanOrEqual(2);
    expect(machine.prompts.length).toBeLessThanOrEqual(3);
    for (const prompt of machine.prompts) expect(prompt.length).toBeLessThanOrEqual(120);
    expect(machine.aliases.length).toBeGreaterThan(0);
    for (const alias of machine.aliases) expect(alias).toBe(alias.toLowerCase().trim());
    expect(machine.howTo.en.length).toBeGreaterThanOrEqual(3);
    expect(machine.howTo.en.length).toBeLessThanOrEqual(5);
    expect(machine.howTo.ar.length).toBe(machine.howTo.en.length);
    for (const step of [...machine.howTo.en, ...machine.howTo.ar]) {
      // One sentence: ends with a full stop and has no other sentence break inside.
      expect(step).toMatch(/\.$/);
      expect(step.slice(0, -1)).not.toMatch(/[.!?]\s/);
    }
    for (const step of machine.howTo.en) expect(step).toMatch(/^[A-Z]/);
    for (const text of [machine.tip.en, machine.tip.ar, machine.worked.en, machine.worked.ar]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('writes every Arabic string in Arabic script and no English string in it', () => {
    for (const machine of gymMachines) {
      for (const text of arabicTexts(machine)) expect(text, `${machine.id}: ${text}`).toMatch(ARABIC);
      for (const text of englishTexts(machine)) expect(text, `${machine.id}: ${text}`).not.toMatch(ARABIC);
    }
  });

  it('gives no two machines the same id, name or alias once folded', () => {
    const owner = new Map<string, string>();
    for (const machine of gymMachines) {
      const phrases = new Set([machine.id, machine.name.en, ...machine.aliases].map(fold));
      for (const phrase of phrases) {
        expect(owner.get(phrase), `'${phrase}' is used by ${owner.get(phrase)} and ${machine.id}`).toBe(
          undefined,
        );
        owner.set(phrase, machine.id);
      }
    }
  });
});

describe('findMachine', () => {
  it('finds a machine by id and nothing for an unknown one', () => {
    expect(findMachine('legPress')?.name.en).toBe('Leg Press');
    expect(findMachine('treadmill')).toBeUndefined();
    expect(findMachine('legpress')).toBeUndefined();
  });
});

describe('machineFromText', () => {
  it.each(gymMachines.map((machine) => [machine.name.en, machine.id] as const))(
    "'This is a %s.' names %s",
    (name, id) => {
      expect(machineFromText(`This is a ${name}.`)?.id).toBe(id);
    },
  );

  it('maps every alias of a machine back to that machine', () => {
    for (const machine of gymMachines) {
      for (const alias of machine.aliases) {
        expect(machineFromText(`It looks like a ${alias} to me.`)?.id, alias).toBe(machine.id);
      }
    }
  });

  it('maps an id written in a model answer', () => {
    expect(machineFromText('{"machine": "seatedCalfRaise"}')?.id).toBe('seatedCalfRaise');
    expect(machineFromText('tBarRow')?.id).toBe('tBarRow');
  });

  it('lets the longest phrase win', () => {
    expect(machineFromText('reverse pec deck')?.id).toBe('rearDeltFly');
    expect(machineFromText('This is a reverse pec deck machine.')?.id).toBe('rearDeltFly');
    expect(machineFromText('pec deck')?.id).toBe('pecDeck');
    expect(machineFromText('seated calf raise')?.id).toBe('seatedCalfRaise');
    expect(machineFromText('calf raise machine')?.id).toBe('calfRaise');
    expect(machineFromText('an assisted dip machine')?.id).toBe('assistedPullUp');
    expect(machineFromText('a dip machine')?.id).toBe('tricepsDip');
    expect(machineFromText('an incline chest press')?.id).toBe('inclineChestPress');
    expect(machineFromText('a chest press')?.id).toBe('chestPress');
  });

  it('ignores case, punctuation and plurals', () => {
    expect(machineFromText('LEG PRESS')?.id).toBe('legPress');
    expect(machineFromText('A 45-degree leg press, plate loaded')?.id).toBe('legPress');
    expect(machineFromText('Two T-Bar rows side by side')?.id).toBe('tBarRow');
    expect(machineFromText('a row of leg presses')?.id).toBe('legPress');
    expect(machineFromText("It's a Captain’s Chair.")?.id).toBe('kneeRaise');
    expect(machineFromText('The LAT PULL-DOWN machine')?.id).toBe('latPulldown');
  });

  it('tells the abductor from the adductor', () => {
    expect(machineFromText('hip abduction machine')?.id).toBe('hipAbductor');
    expect(machineFromText('hip adduction machine')?.id).toBe('hipAdductor');
  });

  it('matches whole words only', () => {
    expect(machineFromText('a crossbow')).toBeUndefined();
    expect(machineFromText('leg pressure')).toBeUndefined();
  });

  it('is undefined when no machine is named', () => {
    expect(machineFromText('I am not sure')).toBeUndefined();
    expect(machineFromText('')).toBeUndefined();
    expect(machineFromText('a treadmill')).toBeUndefined();
    expect(machineFromText('هذا جهاز')).toBeUndefined();
  });
});
