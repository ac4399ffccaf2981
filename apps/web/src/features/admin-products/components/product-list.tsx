import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { ADMIN_PAGE_SIZE } from '@atlas/shared/rules/admin-product';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useAdminSearch } from '@/components/admin/use-admin-search';
import { PageLinks } from '@/components/ui/page-links';
import { useFormat } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useAdminProducts, useDeleteProduct } from '../api/admin-products';
import { pageParam } from '../product-form';
import { ProductCard, productLabel } from './product-card';
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
 * Products Management (spec 001 §2.4): one page of cards, filtered by the header search, with
 * edit, delete and the flavor actions.
 */
export function ProductList() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const format = useFormat();
  const { type, query } = useAdminSearch('products');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams.get('page'));
  const list = useAdminProducts({ page, type, query });
  const deleteProduct = useDeleteProduct();
  const flavorActions = useFlavorActions();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminProductDto | null>(null);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  // past the last page (its last product deleted, or a stale link): go to the last one
  const pastEnd = list.data !== undefined && !list.isPlaceholderData && page > pages;
  useEffect(() => {
    if (!pastEnd) return;
    setSearchParams(
      (params) => {
        if (pages === 1) params.delete('page');
        else params.set('page', String(pages));
        return params;
      },
      { replace: true },
    );
  }, [pastEnd, pages, setSearchParams]);

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(searchParams);
    if (n === 1) next.delete('page');
    else next.set('page', String(n));
    const qs = next.toString();
    return qs ? `?${qs}` : '?';
  };

  const editing = editingId === null ? undefined : list.data?.items.find((p) => p.id === editingId);

  let content;
  if (list.isError && !list.data) {
    content = (
      <Alert color="red" role="alert" data-testid="products-error">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('adminProducts.failures.load')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
            {t('adminCommon.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!list.data) {
    content = <ListSkeleton />;
  } else if (list.data.items.length === 0) {
    content = query ? (
      <Stack gap="xs" align="flex-start" data-testid="products-empty">
        <Text c="dimmed">{t('adminProducts.noMatch', { query })}</Text>
        <Anchor component={Link} to="/admin/products">
          {t('adminProducts.clearSearch')}
        </Anchor>
      </Stack>
    ) : (
      <Text c="dimmed" data-testid="products-empty">
        {t('adminProducts.empty')}
      </Text>
    );
  } else {
    content = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('adminProducts.count', { count: total, n: format.number(total) })}
        </Text>
        <SimpleGrid cols={grid} spacing="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {list.data.items.map((product) => (
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
        {pages > 1 && (
          <Group justify="center">
            <PageLinks
              current={Math.min(page, pages)}
              total={pages}
              hrefFor={hrefFor}
              label={t('adminProducts.pagination')}
              previousLabel={t('shop.previousPage')}
              nextLabel={t('shop.nextPage')}
              pageLabel={(n) => t('shop.pageN', { n: format.number(n) })}
              formatPage={(n) => format.number(n)}
              testId="products-pages"
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <>
      {content}
      {editing && <ProductFormModal key={editing.id} product={editing} onClose={() => setEditingId(null)} />}
      {flavorActions.dialogs}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('adminProducts.confirm.deleteProductTitle', {
          name: deleting ? productLabel(deleting, language) : '',
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
