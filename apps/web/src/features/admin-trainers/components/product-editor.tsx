import { useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { RowAction } from '@/components/admin/row-action';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useProductLookup } from '../api/admin-trainers';
import { checkProductId, TRAINER_LIMITS, type TrainerProductRow } from '../trainer-form';

type Problem = { kind: 'error' | 'warning'; text: string };

/**
 * The edit modal's Products tab: the recommended products by id and name,
 * each removable, and an id field adding one. A blank id, an unknown one and one already in the
 * list are refused (the last with the spec's warning).
 */
export function ProductEditor({
  products,
  onChange,
}: {
  products: TrainerProductRow[];
  onChange: (products: TrainerProductRow[]) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const lookup = useProductLookup();
  const [idText, setIdText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    if (busy) return;
    const check = checkProductId(idText, products);
    if (!check.ok) {
      setProblem(
        check.problem === 'duplicate'
          ? { kind: 'warning', text: t('adminTrainers.products.duplicate') }
          : {
              kind: 'error',
              text: t(`adminTrainers.products.${check.problem}`, {
                max: format.number(TRAINER_LIMITS.products),
              }),
            },
      );
      return;
    }
    setBusy(true);
    try {
      const product = await lookup(check.id);
      if (!product) {
        setProblem({ kind: 'error', text: t('adminTrainers.products.missing', { id: format.id(check.id) }) });
        return;
      }
      onChange([...products, product]);
      setIdText('');
      setProblem(null);
    } catch {
      setProblem({ kind: 'error', text: t('adminTrainers.products.lookupFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      {products.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="products-empty">
          {t('adminTrainers.products.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320} type="native">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={90}>{t('adminTrainers.products.id')}</Table.Th>
                <Table.Th>{t('adminTrainers.products.name')}</Table.Th>
                <Table.Th w={60}>
                  <VisuallyHidden>{t('adminTrainers.table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.map((product) => (
                <Table.Tr key={product.id} data-testid="trainer-product" data-product-id={product.id}>
                  <Table.Td>
                    <Badge variant="light" color="gray" dir="ltr">
                      #{product.id}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      href={`/products/${product.id}`}
                      target="_blank"
                      rel="noopener"
                      size="sm"
                      dir="auto"
                      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                    >
                      {product.name}
                      <IconExternalLink size={14} aria-hidden />
                      <VisuallyHidden>{t('adminTrainers.products.opensNewTab')}</VisuallyHidden>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <RowAction
                      label={t('adminTrainers.products.remove')}
                      ariaLabel={t('adminTrainers.products.removeOf', { name: product.name })}
                      icon={IconTrash}
                      color="red"
                      onClick={() => onChange(products.filter((p) => p.id !== product.id))}
                      testId="remove-trainer-product"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <div>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('adminTrainers.products.idLabel')}
            placeholder={t('adminTrainers.products.idPlaceholder')}
            inputMode="numeric"
            dir="ltr"
            value={idText}
            onChange={(event) => {
              setIdText(event.currentTarget.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              // Enter adds the product; it must not submit or close the modal around it
              if (event.key === 'Enter') {
                event.preventDefault();
                void add();
              }
            }}
            error={problem?.kind === 'error' ? problem.text : undefined}
            data-testid="product-id"
          />
          <Button
            variant="light"
            onClick={() => void add()}
            mt={25}
            loading={busy}
            leftSection={<IconPlus size={16} aria-hidden />}
            data-testid="add-trainer-product"
          >
            {t('adminTrainers.products.add')}
          </Button>
        </Group>
        {problem?.kind === 'warning' && (
          <Text c="orange.8" size="sm" mt={4} role="alert" data-testid="product-warning">
            {problem.text}
          </Text>
        )}
      </div>
    </Stack>
  );
}
