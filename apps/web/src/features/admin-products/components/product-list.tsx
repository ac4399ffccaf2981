import { useState } from 'react';
import { Anchor, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { Link } from '@/lib/link';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { ADMIN_PAGE_SIZE } from '@atlas/shared/rules/admin-product';
import { AdminListStates } from '@/components/admin/admin-list-states';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useAdminPage, useLastPageGuard } from '@/components/admin/use-admin-page';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useAdminProducts, useDeleteProduct } from '../api/admin-products';
import { adminName } from '../admin-name';
import { ProductCard } from './product-card';
import { ProductFormModal } from './product-form-modal';
import { useFlavorActions } from './use-flavor-actions';

const grid = { base: 1, sm: 2, lg: 3 };

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={grid} spacing="md" role="status" aria-label={t('adminProducts.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} withBorder radius="lg" padding="md">
          <Card.Section>
            <Skeleton h={180} radius={0} />
          </Card.Section>
          <Stack gap="xs" mt="sm">
            <Skeleton h={18} w="40%" />
            <Skeleton h={20} w="80%" />
            <Skeleton h={14} w="30%" />
            <Skeleton h={60} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/**
 * Products Management: one page of cards, filtered by the header search, with
 * edit, delete and the flavor actions.
 */
export function ProductList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { type, query } = useAdminSearch('products');
  const { page } = useAdminPage();
  const list = useAdminProducts({ page, type, query });
  const deleteProduct = useDeleteProduct();
  const flavorActions = useFlavorActions();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminProductDto | null>(null);
  useLastPageGuard(list.isPlaceholderData ? undefined : list.data?.total, ADMIN_PAGE_SIZE);

  const editing = editingId === null ? undefined : list.data?.items.find((p) => p.id === editingId);

  return (
    <>
      <AdminListStates
        list={list}
        isEmpty={(data) => data.items.length === 0}
        testId="products"
        errorText={t('adminProducts.failures.load')}
        loader={<ListSkeleton />}
        emptyText={query ? t('adminProducts.noMatch', { query }) : t('adminProducts.empty')}
        emptyAction={
          query && (
            <Anchor component={Link} to="/admin/products">
              {t('adminProducts.clearSearch')}
            </Anchor>
          )
        }
        countKey="adminProducts.count"
        pageSize={ADMIN_PAGE_SIZE}
        pagesLabel={t('adminProducts.pagination')}
      >
        {({ items }) => (
          <SimpleGrid cols={grid} spacing="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {items.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                onEdit={() => setEditingId(product.id)}
                onDelete={() => setDeleting(product)}
                onEditFlavorQuantity={(flavor) => flavorActions.editQuantity(product.id, flavor)}
                onDeleteFlavor={(flavor) => flavorActions.remove(product.id, flavor)}
              />
            ))}
          </SimpleGrid>
        )}
      </AdminListStates>
      {editing && <ProductFormModal key={editing.id} product={editing} onClose={() => setEditingId(null)} />}
      {flavorActions.dialogs}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('adminProducts.confirm.deleteProductTitle', {
          name: deleting ? adminName(deleting, language) : '',
        })}
        message={t('adminProducts.confirm.deleteProduct')}
        confirmLabel={t('adminProducts.confirm.delete')}
        loading={deleteProduct.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteProduct.mutate(deleting.id, {
            onSuccess: () => showSuccess(t('adminProducts.success.deleted')),
            onError: () => showFailure(t('adminProducts.failures.delete')),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
}
