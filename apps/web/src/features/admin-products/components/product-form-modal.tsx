import { useId, useState } from 'react';
import { Alert, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { AdminForm } from '@/components/admin/form-modal';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useTranslation } from '@/lib/use-translation';
import { useCreateProduct, useUpdateProduct } from '../api/admin-products';
import { adminName } from '../admin-name';
import { checkAllFacts, flavorFactsFormFor, type FlavorFactsFormValues } from '../facts-form';
import {
  checkProductForm,
  emptyProductForm,
  formIsValid,
  productFormFrom,
  productPayload,
  serverProblem,
  type CheckedFacts,
  type FieldProblem,
  type ProductField,
  type ProductFormValues,
} from '../product-form';
import { AddFlavorForm } from './add-flavor-form';
import { FlavorList } from './flavor-list';
import { FlavorRowsEditor } from './flavor-rows-editor';
import { FactsFields, FlavorFactsFields } from './facts-fields';
import { ProductFields } from './product-fields';
import { useFlavorActions } from './use-flavor-actions';

interface FormMessage {
  key: string;
  values?: Record<string, string>;
}

/**
 * The Add New Product popup (with its flavor rows) and the edit-product modal (all fields, the
 * current flavors with quantity edit and delete, and an add-flavor form).
 */
export function ProductFormModal({
  product,
  onClose,
}: {
  /** The product to edit; none for the add popup. */
  product?: AdminProductDto;
  onClose: () => void;
}) {
  const { t, language } = useTranslation();
  const editing = product !== undefined;
  const isPhone = useMediaQuery('(max-width: 36em)');
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const flavorActions = useFlavorActions();
  const formId = useId();
  const saving = create.isPending || update.isPending;

  const [typed, setValues] = useState<ProductFormValues>(() =>
    product ? productFormFrom(product) : emptyProductForm(),
  );
  const [touched, setTouched] = useState<ReadonlySet<keyof ProductFormValues>>(new Set());
  // the flavor actions below change the product's stock while the modal is open: until the admin
  // types their own, the stock fields follow the product, so saving does not undo those changes
  const values: ProductFormValues = product
    ? {
        ...typed,
        quantity: touched.has('quantity') ? typed.quantity : product.quantity,
        inStock: touched.has('inStock') ? typed.inStock : product.inStock,
      }
    : typed;
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Partial<Record<ProductField, FieldProblem>>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);

  const check = checkProductForm(values, { editing });
  const problems = { ...(submitted ? check.fields : {}), ...serverFields };
  const factsCheck = checkAllFacts(values.facts, values.flavorFacts);
  const hasFlavors = editing
    ? product.flavors.length > 0
    : values.flavors.some((row) => row.name.trim() !== '');

  const change = <K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((fields) => new Set(fields).add(field));
    setServerFields(({ [field as ProductField]: _dropped, ...rest }) => rest);
    setMessage(null);
  };

  const failed = (error: unknown) => {
    const problem = serverProblem(error);
    setServerFields(problem.fields);
    if (problem.message) setMessage(problem.message);
    else showFailure(t(editing ? 'adminProducts.failures.save' : 'adminProducts.failures.add'));
  };

  const flavorFactsChange = (key: string, value: FlavorFactsFormValues | null) =>
    change('flavorFacts', { ...values.flavorFacts, [key]: value });
  const flavorFacts = (key: string, name: string) =>
    values.facts && (
      <FlavorFactsFields
        value={values.flavorFacts[key] ?? null}
        problems={submitted ? factsCheck.flavorProblems[key] : undefined}
        flavorName={name}
        onToggle={(on) => flavorFactsChange(key, on ? flavorFactsFormFor(values.facts) : null)}
        onChange={(value) => flavorFactsChange(key, value)}
      />
    );

  const submit = () => {
    setSubmitted(true);
    if (!formIsValid(check) || !factsCheck.valid) {
      setMessage(
        check.missing
          ? { key: 'adminProducts.messages.required' }
          : check.duplicateFlavor !== undefined
            ? {
                key: 'adminProducts.messages.duplicateFlavor',
                values: { name: check.duplicateFlavor.trim() },
              }
            : formIsValid(check)
              ? { key: 'adminProducts.messages.invalidFacts' }
              : { key: 'adminProducts.messages.invalid' },
      );
      return;
    }
    setMessage(null);
    // editing, the flavors are sent (by name, for their facts) only when their facts changed, or
    // are cleared with the product's
    const flavorsChanged =
      touched.has('flavorFacts') ||
      (touched.has('facts') && values.facts === null && product?.flavors.some((f) => f.facts !== null));
    const checked: CheckedFacts = {
      facts: factsCheck.facts,
      flavors: factsCheck.flavors,
      sendFacts: touched.has('facts'),
      currentFlavors: product && flavorsChanged ? product.flavors.map((f) => f.name) : undefined,
    };
    const body = productPayload(values, { editing }, checked);
    if (product) {
      update.mutate(
        { id: product.id, body },
        {
          onSuccess: () => {
            showSuccess(t('adminProducts.success.saved'));
            onClose();
          },
          onError: failed,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          showSuccess(t('adminProducts.success.added'));
          onClose();
        },
        onError: failed,
      });
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={isPhone}
      closeOnClickOutside={!saving}
      title={t(editing ? 'adminProducts.form.editTitle' : 'adminProducts.form.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <AdminForm onSubmit={submit} testId="product-form" id={formId}>
        <ProductFields values={values} problems={problems} hasFlavors={hasFlavors} onChange={change} />
        <Stack gap="sm" mt="lg" data-testid="facts-section">
          <Divider />
          <Title order={3} fz="h5">
            {t('adminProducts.facts.title')}
          </Title>
          <FactsFields
            value={values.facts}
            problems={submitted ? factsCheck.problems : {}}
            onChange={(facts) => change('facts', facts)}
          />
          {product &&
            values.facts &&
            product.flavors.map((flavor) => (
              <Stack key={flavor.name} gap={6} data-testid="flavor-facts-row">
                <Text size="sm" fw={600} dir="auto">
                  {adminName(flavor, language)}
                </Text>
                {flavorFacts(flavor.name, adminName(flavor, language))}
              </Stack>
            ))}
        </Stack>
        {!editing && (
          <Stack gap="sm" mt="lg">
            <Divider />
            <Title order={3} fz="h5">
              {t('adminProducts.flavors.title')}
            </Title>
            <FlavorRowsEditor
              rows={values.flavors}
              onChange={(rows) => change('flavors', rows)}
              renderFacts={(row) => flavorFacts(row.key, row.name.trim())}
            />
          </Stack>
        )}
      </AdminForm>
      {product && (
        // outside the product's form: the flavor actions apply at once, on their own calls
        <Stack gap="md" mt="lg">
          <Divider />
          <Title order={3} fz="h5">
            {t('adminProducts.flavors.current')}
          </Title>
          <FlavorList
            flavors={product.flavors}
            onEditQuantity={(flavor) => flavorActions.editQuantity(product.id, flavor)}
            onDelete={(flavor) => flavorActions.remove(product.id, flavor)}
          />
          <Title order={4} fz="h6">
            {t('adminProducts.flavors.add')}
          </Title>
          <AddFlavorForm product={product} />
          {flavorActions.dialogs}
        </Stack>
      )}
      <Stack gap="md" mt="lg">
        {message && (
          <Alert color="red" role="alert" data-testid="product-form-error">
            {t(message.key, message.values)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} data-testid="save-product">
            {t(editing ? 'adminProducts.form.saveChanges' : 'adminProducts.form.addProduct')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
