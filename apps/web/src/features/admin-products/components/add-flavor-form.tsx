import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { useAddFlavor } from '../api/admin-products';
import { flavorDraftProblem, type FlavorDraft } from '../product-form';
import { FlavorFields } from './flavor-fields';

const emptyDraft: FlavorDraft = { name: '', nameAr: '', quantity: '', image: '' };

/** The edit modal's add-flavor form: name, quantity and image required. */
export function AddFlavorForm({ product }: { product: AdminProductDto }) {
  const { t } = useTranslation();
  const addFlavor = useAddFlavor();
  const [draft, setDraft] = useState<FlavorDraft>(emptyDraft);
  const [problem, setProblem] = useState<ReturnType<typeof flavorDraftProblem>>();
  const [duplicateOf, setDuplicateOf] = useState('');

  const set = (patch: Partial<FlavorDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(undefined);
  };

  const submit = () => {
    const found = flavorDraftProblem(
      draft,
      product.flavors.map((f) => f.name),
    );
    setProblem(found);
    setDuplicateOf(draft.name.trim());
    if (found || draft.quantity === '') return;
    addFlavor.mutate(
      {
        id: product.id,
        flavor: {
          flavorName: draft.name.trim(),
          flavorNameAr: draft.nameAr.trim(),
          quantity: draft.quantity,
          imageUrl: draft.image.trim(),
        },
      },
      {
        onSuccess: () => {
          showSuccess(t('adminProducts.success.flavorAdded'));
          setDraft(emptyDraft);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'DUPLICATE_FLAVOR') setProblem('duplicate');
          else if (error instanceof ApiError && error.status === 400) setProblem('incomplete');
          else showFailure(t('adminProducts.failures.addFlavor'));
        },
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="add-flavor-form">
      {(problem === 'incomplete' || problem === 'duplicate') && (
        <Alert color="orange" role="alert">
          {problem === 'incomplete'
            ? t('adminProducts.messages.incompleteFlavor')
            : t('adminProducts.messages.duplicateFlavor', { name: duplicateOf })}
        </Alert>
      )}
      <FlavorFields
        flavor={draft}
        onChange={set}
        errors={{
          quantity: problem === 'quantity' ? t('adminProducts.form.problems.whole') : undefined,
          image: problem === 'image' ? t('adminProducts.form.problems.image') : undefined,
        }}
      />
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={submit}
          loading={addFlavor.isPending}
          data-testid="add-flavor-submit"
        >
          {t('adminProducts.form.addFlavor')}
        </Button>
      </Group>
    </Stack>
  );
}
