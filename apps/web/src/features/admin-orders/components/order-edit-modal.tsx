import { useMemo, useState } from 'react';
// an import list alike to other modals'
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { OrderDto } from '@atlas/shared/contract/orders';
import type { ProductDto } from '@atlas/shared/contract/products';
import { UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import { AdminForm } from '@/components/admin/form-modal';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useOrderProducts, useUpdateOrder } from '../api/admin-orders';
import {
  ADDRESS_FIELDS,
  checkOrderForm,
  formCharges,
  MAX_LINE_QUANTITY,
  orderFormFrom,
  orderPayload,
  serverFieldProblems,
  statusChoices,
  updateFailure,
  type FormProblem,
  type OrderFormRow,
  type OrderFormValues,
} from '../order-form';

/** The flavors a row may pick: the product's, with their stock, and always the row's own. */
function flavorOptions(
  row: OrderFormRow,
  product: ProductDto | undefined,
  label: (flavor: string, stock: number | null) => string,
) {
  const own = { value: row.flavor, label: label(row.flavor, product?.flavor_quantity[row.flavor] ?? null) };
  if (!product) return [own];
  if (product.available_flavors.length === 0) return [{ value: UNFLAVORED, label: label(UNFLAVORED, null) }];
  const options = product.available_flavors.map((f) => ({
    value: f,
    label: label(product.flavor_labels[f] ?? f, product.flavor_quantity[f] ?? 0),
  }));
  return options.some((o) => o.value === row.flavor) ? options : [own, ...options];
}

function ChargeRow({ label, amount }: { label: string; amount: string }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * 'Edit Order #{id}': the product rows (flavor, quantity, remove), the
 * address and the status. Checked here as the server checks it; stock is the server's to judge.
 */
export function OrderEditModal({ order, onClose }: { order: OrderDto; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const narrow = useMediaQuery('(max-width: 48em)');
  const update = useUpdateOrder();
  const [values, setValues] = useState<OrderFormValues>(() => orderFormFrom(order));
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, FormProblem>>({});

  const productIds = useMemo(
    () => [...new Set(values.products.map((r) => r.productId).filter((id) => id > 0))],
    [values.products],
  );
  const productQueries = useOrderProducts(productIds);
  const productOf = (id: number) => {
    const q = productQueries[productIds.indexOf(id)];
    return { product: q?.data, loading: q?.isPending ?? false, failed: q?.isError ?? false };
  };

  const check = checkOrderForm(values, order.status);
  const problem = (path: string): string | undefined => {
    const p = (submitted ? check.fields[path] : undefined) ?? serverProblems[path];
    return p ? t(`adminOrders.form.problems.${p}`) : undefined;
  };
  const orderId = format.id(order.id);
  const charges = formCharges(values, order);

  const change = (next: Partial<OrderFormValues>) => {
    setValues((v) => ({ ...v, ...next }));
    setServerProblems({});
  };
  const changeRow = (key: string, next: Partial<OrderFormRow>) =>
    change({ products: values.products.map((r) => (r.key === key ? { ...r, ...next } : r)) });

  const submit = () => {
    setSubmitted(true);
    if (!check.valid) return;
    update.mutate(
      { order, input: orderPayload(values) },
      {
        onSuccess: () => {
          showSuccess(t('adminOrders.messages.updated', { id: orderId }));
          onClose();
        },
        onError: (error) => {
          setServerProblems(serverFieldProblems(error));
          const failure = updateFailure(error);
          const stock = failure.values?.stock;
          showFailure(
            t(failure.key, {
              id: orderId,
              ...failure.values,
              ...(stock ? { stock: format.number(Number(stock)) } : {}),
            }),
          );
        },
      },
    );
  };

  const stockLabel = (flavor: string, stock: number | null) =>
    stock === null
      ? flavor === UNFLAVORED
        ? t('adminOrders.table.unflavored')
        : flavor
      : t('adminOrders.edit.flavorStock', { flavor, n: format.number(stock) });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('adminOrders.edit.title', { id: orderId })}
      size="xl"
      fullScreen={narrow}
      closeOnClickOutside={!update.isPending}
    >
      <AdminForm onSubmit={submit} testId="order-edit-form">
        <Stack gap="md">
          {submitted && !check.valid && (
            <Alert color="red" role="alert" data-testid="order-form-invalid">
              {t(check.form === 'noProducts' ? 'adminOrders.form.noProducts' : 'adminOrders.form.invalid')}
            </Alert>
          )}

          <Title order={3} fz="h5">
            {t('adminOrders.edit.products')}
          </Title>
          {values.products.length === 0 && !submitted && (
            <Text c="dimmed" size="sm">
              {t('adminOrders.form.noProducts')}
            </Text>
          )}
          {values.products.map((row, i) => {
            const { product, loading, failed } = productOf(row.productId);
            const gone = row.productId === 0;
            const options = flavorOptions(row, product, stockLabel);
            return (
              <Paper key={row.key} withBorder radius="md" p="sm" data-testid="order-edit-row">
                <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {row.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {gone
                        ? t('adminOrders.edit.gone')
                        : t('adminOrders.edit.unitPrice', { price: format.price(row.price) })}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => change({ products: values.products.filter((r) => r.key !== row.key) })}
                    aria-label={t('adminOrders.edit.removeOf', { name: row.name })}
                    data-testid="remove-order-row"
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Select
                    label={t('adminOrders.edit.flavor')}
                    data={options}
                    value={row.flavor}
                    onChange={(flavor) => flavor && changeRow(row.key, { flavor })}
                    allowDeselect={false}
                    disabled={gone || options.length < 2}
                    rightSection={loading ? <Loader size="xs" /> : undefined}
                    error={
                      problem(`products.${i}.flavor`) ??
                      problem(`products.${i}.productId`) ??
                      (failed && !gone ? t('adminOrders.edit.flavorsFailed') : undefined)
                    }
                    comboboxProps={{ withinPortal: true }}
                    data-testid="order-row-flavor"
                  />
                  <NumberInput
                    label={t('adminOrders.edit.quantity')}
                    value={row.quantity}
                    onChange={(q) => changeRow(row.key, { quantity: typeof q === 'number' ? q : '' })}
                    min={1}
                    max={MAX_LINE_QUANTITY}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    required
                    error={problem(`products.${i}.quantity`) ?? problem(`products.${i}.price`)}
                    data-testid="order-row-quantity"
                  />
                </SimpleGrid>
              </Paper>
            );
          })}
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4} maw={360}>
              <Text size="sm" c="dimmed">
                {t('adminOrders.edit.paidNote')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('adminOrders.edit.feesNote')}
              </Text>
            </Stack>
            <Stack gap={4} miw={240} data-testid="order-edit-charges">
              <Stack component="dl" gap={2} m={0}>
                <ChargeRow label={t('adminOrders.edit.items')} amount={format.price(charges.items)} />
                <ChargeRow
                  label={t('adminOrders.edit.delivery')}
                  amount={format.price(charges.deliveryFee)}
                />
                <ChargeRow label={t('adminOrders.edit.codFee')} amount={format.price(charges.codFee)} />
                {charges.discount > 0 && (
                  <ChargeRow
                    label={t('adminOrders.edit.discount')}
                    amount={t('adminOrders.edit.negative', { amount: format.price(charges.discount) })}
                  />
                )}
              </Stack>
              <Text fw={700} ta="end" data-testid="order-edit-total">
                {t('adminOrders.edit.total', { total: format.price(charges.total) })}
              </Text>
            </Stack>
          </Group>

          <Divider />
          <Title order={3} fz="h5">
            {t('adminOrders.edit.address')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {ADDRESS_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`adminOrders.edit.${field}`)}
                value={values.address[field]}
                onChange={(event) =>
                  change({ address: { ...values.address, [field]: event.currentTarget.value } })
                }
                required
                maxLength={field === 'street' ? 200 : field === 'zipCode' ? 20 : 80}
                error={problem(`address.${field}`)}
                dir="auto"
                data-testid={`order-address-${field}`}
              />
            ))}
          </SimpleGrid>

          <Divider />
          <Select
            label={t('adminOrders.edit.status')}
            description={t('adminOrders.edit.notify')}
            data={statusChoices(order.status).map((s) => ({ value: s, label: t(`adminOrders.status.${s}`) }))}
            value={values.status || null}
            onChange={(status) => change({ status: (status as OrderFormValues['status'] | null) ?? '' })}
            allowDeselect={false}
            required
            error={problem('status')}
            comboboxProps={{ withinPortal: true }}
            data-testid="order-status"
          />

          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('adminOrders.edit.close')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="save-order">
              {t('adminOrders.edit.save')}
            </Button>
          </Group>
        </Stack>
      </AdminForm>
    </Modal>
  );
}
