import type { CSSProperties } from 'react';
import { useTrainerTeasers } from '../api/list-trainers';
import { TrainerCard } from './trainer-card';
import blocks from '@/components/ui/blocks.module.css';

/** The home page's three coaches: the directory's first three, each opening their page. */
export function TrainerTeasers() {
  const teasers = useTrainerTeasers();
  const first = teasers.data ?? [];
  if (first.length === 0) return null;
  return (
    <div className={blocks.grid} style={{ '--sm': 3 } as CSSProperties} data-testid="trainer-teasers">
      {first.map((trainer) => (
        <TrainerCard key={trainer.id} trainer={trainer} />
      ))}
    </div>
  );
}
