import { useState } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import type { SupplementPlanLineDto } from '@atlas/shared/contract/supplement-plan';
import { Link } from '@/lib/link';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { addAllLines, type AddAllResult, type CartLineAdder } from '../add-all';
import classes from './supplement-plan.module.css';

/**
 * 'Add all to cart': one unit of every line, in one tap, then what went in (with the cart a link
 * away) and, plainly, each line that did not and why; the others stay added.
 */
export function AddAllButton({
  lines,
  add,
}: {
  lines: readonly SupplementPlanLineDto[];
  add: CartLineAdder;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AddAllResult | null>(null);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      setResult(await addAllLines(lines, add));
    } finally {
      setBusy(false);
    }
  };

  const added = result?.added.length ?? 0;
  return (
    <Stack gap="sm" align="flex-start">
      <Button
        size="md"
        color="orange"
        leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
        loading={busy}
        onClick={() => void start()}
        data-testid="plan-add-all"
      >
        {t('supplementPlan.addAll')}
      </Button>
      <div role="status" aria-live="polite" className={classes.outcome}>
        {result && (
          <Stack gap={6} data-testid="plan-add-result">
            {added > 0 ? (
              <Text fw={600} c="teal.9" data-testid="plan-added">
                {t('supplementPlan.added', { count: added, n: format.number(added) })}{' '}
                <Anchor component={Link} to="/cart" fw={700} data-testid="plan-view-cart">
                  {t('supplementPlan.viewCart')}
                </Anchor>
              </Text>
            ) : (
              <Text fw={600} c="red.8" data-testid="plan-added">
                {t('supplementPlan.noneAdded')}
              </Text>
            )}
            {result.missed.map(({ line, outcome }) => (
              <Text key={line.productId} size="sm" c="red.8" data-testid="plan-missed">
                {t(`supplementPlan.missed.${outcome}`, {
                  name: line.flavorLabel ? `${line.name} (${line.flavorLabel})` : line.name,
                })}
              </Text>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
