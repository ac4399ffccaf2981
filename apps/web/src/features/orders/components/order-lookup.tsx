import { Suspense, useState, type FormEvent } from 'react';
import { Alert, Button, Center, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Spinner } from '@/components/ui/spinner';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { ApiError } from '@/lib/api-client';
import { lazyComponent } from '@/components/ui/lazy-component';
import { loadMoreStyles } from '@/lib/load-more-styles';
import { useLookupOrder } from '../api/lookup-order';
import { lookupErrors, lookupPayload, type LookupDraft } from '../order-lookup-form';

// the order's card loads with the first order found: the page's first JavaScript is the form
export const LazyOrderCard = lazyComponent(
  async () => (await Promise.all([import('./order-card'), loadMoreStyles()]))[0].OrderCard,
);

/** Why a lookup found nothing, as one translation key: the same words for a wrong number or contact. */
export function lookupFailureKey(err: unknown): string {
  if (err instanceof ApiError && err.status === 404) return 'guest.lookup.notFound';
  if (err instanceof ApiError && err.status === 429) return 'errors.TOO_MANY_REQUESTS';
  return 'guest.lookup.failed';
}

/** Order number and e-mail or mobile; the order found is shown as in the profile's list. */
export function OrderLookup({ initial }: { initial: LookupDraft }) {
  const { t } = useTranslation();
  const lookup = useLookupOrder();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const errors = checked ? lookupErrors(draft) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const payload = lookupPayload(draft);
    if (!payload) return;
    // the answer's alert and card paint with styles the page's first paint does not need
    void loadMoreStyles();
    lookup.mutate(payload);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={submit} noValidate data-testid="lookup-form">
          <Stack gap="md">
            {/* two fields alike in shape; each its own input and problem */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('guest.lookup.orderId')}
                required
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                value={draft.orderId}
                onChange={(e) => setDraft({ ...draft, orderId: e.currentTarget.value })}
                error={errors.orderId ? t(errors.orderId) : undefined}
                data-testid="lookup-order-id"
              />
              <TextInput
                label={t('guest.lookup.contact')}
                description={t('guest.lookup.contactHint')}
                required
                dir="ltr"
                autoComplete="email"
                value={draft.contact}
                onChange={(e) => setDraft({ ...draft, contact: e.currentTarget.value })}
                error={errors.contact ? t(errors.contact) : undefined}
                data-testid="lookup-contact"
              />
            </SimpleGrid>
            <Button
              type="submit"
              leftSection={<IconSearch size={18} aria-hidden />}
              loading={lookup.isPending}
              style={{ alignSelf: 'flex-start' }}
              data-testid="lookup-submit"
            >
              {t('guest.lookup.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
      <div aria-live="polite">
        {lookup.isError && (
          <Alert color="red" icon={<IconAlertTriangle />} data-testid="lookup-not-found">
            {t(lookupFailureKey(lookup.error))}
          </Alert>
        )}
        {lookup.data && (
          <Suspense
            fallback={
              <Center py="lg">
                <Spinner size="sm" label={t('common.loading')} />
              </Center>
            }
          >
            <Stack gap="xs" data-testid="lookup-result">
              <Text fw={700}>{t('guest.lookup.found')}</Text>
              <LazyOrderCard order={lookup.data.order} />
            </Stack>
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
