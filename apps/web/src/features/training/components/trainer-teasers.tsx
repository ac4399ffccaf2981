import { SimpleGrid } from '@mantine/core';
import { useTrainerTeasers } from '../api/list-trainers';
import { TrainerCard } from './trainer-card';

/** The home page's three coaches: the directory's first three, each opening their page. */
export function TrainerTeasers() {
  const teasers = useTrainerTeasers();
  const first = teasers.data ?? [];
  if (first.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" data-testid="trainer-teasers">
      {first.map((trainer) => (
        <TrainerCard key={trainer.id} trainer={trainer} />
      ))}
    </SimpleGrid>
  );
}
