import { useState } from 'react';
import { Button, Group, Modal } from '@mantine/core';
import { IconRepeat, IconShoppingCart } from '@tabler/icons-react';
import type { ReorderDto } from '@atlas/shared/contract/reorder';
import { ApiError } from '@/lib/api-client';
import { Link } from '@/lib/link';
import { showToast } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useFormat } from '@/lib/format';
import { useReorder, type CartSync } from '../api/reorder';
import { summaryTitle, unitsAdded } from '../reorder-display';
import { ReorderSummary } from './reorder-summary';

/**
 * 'Order again': one tap puts the order's lines back in the cart, then a summary says what went
 * in and what changed since (no longer sold, sold out, fewer left, another price), with the cart a
 * tap away.
 */
export function ReorderButton({
  userId,
  orderId,
  cart,
}: {
  userId: number;
  orderId: number;
  cart: CartSync;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const reorder = useReorder(userId, orderId, cart);
  const [answer, setAnswer] = useState<ReorderDto | null>(null);
  const close = () => setAnswer(null);

  const start = () =>
    reorder.mutate(undefined, {
      onSuccess: setAnswer,
      onError: (err) =>
        showToast({
          color: 'red',
          message:
            err instanceof ApiError && err.status === 429
              ? t('orders.reorder.tooMany')
              : t('orders.reorder.failed'),
        }),
    });

  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconRepeat size={16} aria-hidden />}
        onClick={start}
        loading={reorder.isPending}
        aria-label={t('orders.reorder.buttonOf', { id: format.id(orderId) })}
        data-testid="order-reorder"
      >
        {t('orders.reorder.button')}
      </Button>
      <Modal
        opened={answer !== null}
        onClose={close}
        title={answer ? t(summaryTitle(answer), { id: format.id(orderId) }) : ''}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
        attributes={{ content: { 'data-testid': 'reorder-dialog' } as Record<string, string> }}
      >
        {answer && <ReorderSummary answer={answer} />}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('common.close')}
          </Button>
          {answer && unitsAdded(answer.lines) > 0 && (
            <Button
              component={Link}
              to="/cart"
              leftSection={<IconShoppingCart size={16} aria-hidden />}
              data-autofocus
              data-testid="reorder-view-cart"
            >
              {t('orders.reorder.viewCart')}
            </Button>
          )}
        </Group>
      </Modal>
    </>
  );
}
