import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Text, TextInput } from '@mantine/core';
import { IconTicket, IconX } from '@tabler/icons-react';
import type { CartCodeDto } from '@atlas/shared/contract/promotions';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { codeRefusal, useCartCodeChange } from '../api/cart-code';

/**
 * The cart's promo code: a field to apply one, or the code applied with what it takes off (or why
 * it does not apply to the cart as it is now) and a way to remove it. Each refusal has its own
 * message in the shopper's language.
 */
export function CartCode({ code }: { code: CartCodeDto }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { apply, remove } = useCartCodeChange();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const refusalText = (reason: string, minSubtotal: number | null) =>
    t(`cart.code.refused.${reason}`, {
      defaultValue: t('cart.code.refused.unknown'),
      amount: minSubtotal === null ? '' : format.price(minSubtotal),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('cart.code.empty'));
    setError(null);
    apply.mutate(text, {
      onSuccess: () => setText(''),
      onError: (err) => {
        const refused = codeRefusal(err);
        setError(refused ? refusalText(refused.reason, refused.minSubtotal) : t('cart.code.failed'));
      },
    });
  };

  if (code.code) {
    return (
      <div data-testid="cart-code-applied">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconTicket size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={700} ff="monospace" dir="ltr" truncate>
              {code.code}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            {!code.refusal && (
              <Text size="sm" fw={700} c="teal.8" data-testid="cart-code-discount">
                {code.freeDelivery ? t('cart.code.freeDelivery') : `−${format.price(code.discount)}`}
              </Text>
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => remove.mutate()}
              loading={remove.isPending}
              aria-label={t('cart.code.remove', { code: code.code })}
              data-testid="cart-code-remove"
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {code.refusal && (
          <Text size="sm" c="orange.9" role="status" data-testid="cart-code-refusal">
            {refusalText(code.refusal.reason, code.minSubtotal)}
          </Text>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-testid="cart-code-form">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          size="sm"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder={t('cart.code.placeholder')}
          aria-label={t('cart.code.label')}
          error={error}
          maxLength={64}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          data-testid="cart-code-input"
        />
        <Button
          type="submit"
          size="sm"
          variant="default"
          loading={apply.isPending}
          data-testid="cart-code-apply"
        >
          {t('cart.code.apply')}
        </Button>
      </Group>
    </form>
  );
}
