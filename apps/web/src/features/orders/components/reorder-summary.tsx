import { Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import type { ReorderDto, ReorderLineDto } from '@atlas/shared/contract/reorder';
import { itemFlavor } from '@atlas/shared/rules/order-line';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { priceChanged, reorderNote, unitsAdded } from '../reorder-display';
import orderClasses from './order-card.module.css';
import classes from './reorder-summary.module.css';

function LineIcon({ line }: { line: ReorderLineDto }) {
  if (line.added === 0) {
    return (
      <ThemeIcon color="red" variant="light" radius="xl" size="md">
        <IconX size={16} aria-hidden />
      </ThemeIcon>
    );
  }
  const changed = line.reason !== null || priceChanged(line);
  return (
    <ThemeIcon color={changed ? 'orange' : 'teal'} variant="light" radius="xl" size="md">
      {changed ? <IconAlertTriangle size={16} aria-hidden /> : <IconCheck size={16} aria-hidden />}
    </ThemeIcon>
  );
}

function SummaryLine({ line }: { line: ReorderLineDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const note = reorderNote(line);
  const values = Object.fromEntries(Object.entries(note.values).map(([k, v]) => [k, format.number(v)]));
  return (
    <li className={classes.line} data-testid="reorder-line" data-reason={line.reason ?? 'added'}>
      <LineIcon line={line} />
      <div className={orderClasses.lineText}>
        <Text fw={600} size="sm">
          <bdi>{line.name}</bdi>
        </Text>
        <Text size="xs" c="dimmed">
          {t('orders.flavor')}: <bdi>{itemFlavor(line) ?? t('orders.unflavored')}</bdi>
        </Text>
        <Text size="sm" c={line.added === 0 ? 'red.8' : line.reason ? 'orange.9' : undefined}>
          {t(`orders.reorder.note.${note.key}`, values)}
        </Text>
        {priceChanged(line) && (
          <Text size="sm" c="orange.9" data-testid="reorder-price">
            {t('orders.reorder.price', {
              now: format.price(line.newPrice!),
              was: format.price(line.oldPrice),
            })}
          </Text>
        )}
      </div>
    </li>
  );
}

/** What an 'Order again' put in the cart, line by line, with what changed since the order. */
export function ReorderSummary({ answer }: { answer: ReorderDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const added = unitsAdded(answer.lines);
  return (
    <div data-testid="reorder-summary">
      <Text size="sm" mb="sm" data-testid="reorder-count">
        {added > 0
          ? t('orders.reorder.addedCount', { count: added, n: format.number(added) })
          : t('orders.reorder.nothingAdded')}
      </Text>
      <ul className={orderClasses.lines} aria-label={t('orders.items')}>
        {answer.lines.map((line, i) => (
          <SummaryLine key={`${line.productId}-${line.flavor}-${i}`} line={line} />
        ))}
      </ul>
    </div>
  );
}
