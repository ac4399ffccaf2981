import type { CSSProperties } from 'react';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@/lib/link';
import type { MuscleGroup } from '@atlas/shared/rules/training';
import { useTranslation } from '@/lib/use-translation';
import blocks from '@/components/ui/blocks.module.css';
import text from '@/components/ui/text.module.css';
import classes from './training.module.css';

// a table of machines, each row its own machine and muscle
/** Common gym machines and the muscle group each trains: the way to /exercises/gym/{muscle} without a photo. */
const machines: { key: string; muscle: MuscleGroup }[] = [
  { key: 'chestPress', muscle: 'chest' },
  { key: 'pecDeck', muscle: 'chest' },
  { key: 'cableStation', muscle: 'chest' },
  { key: 'latPulldown', muscle: 'back' },
  { key: 'seatedRow', muscle: 'back' },
  { key: 'shoulderPress', muscle: 'shoulders' },
  { key: 'preacherCurl', muscle: 'arms' },
  { key: 'legPress', muscle: 'legs' },
  { key: 'legExtension', muscle: 'legs' },
  { key: 'legCurl', muscle: 'legs' },
  { key: 'calfRaise', muscle: 'calves' },
  { key: 'abCrunch', muscle: 'abs' },
];

export function MachinePicker() {
  const { t } = useTranslation();
  return (
    <div
      className={blocks.grid}
      data-gap="sm"
      style={{ '--xs': 2, '--md': 3 } as CSSProperties}
      data-testid="machine-picker"
    >
      {machines.map((machine) => (
        <Link key={machine.key} to={`/exercises/gym/${machine.muscle}`} className={classes.machine}>
          <span>
            <span className={classes.machineName}>{t(`exercisesPage.machines.${machine.key}`)}</span>
            <span className={`${text.sm} ${text.dimmed}`}>{t(`muscles.${machine.muscle}`)}</span>
          </span>
          <IconArrowRight size={18} className="flip-rtl" aria-hidden />
        </Link>
      ))}
    </div>
  );
}
