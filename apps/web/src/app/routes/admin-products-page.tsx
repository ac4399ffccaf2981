import { AdminPage } from '@/components/admin/admin-page';
import { useTranslation } from '@/lib/use-translation';
import { AddProductButton } from '@/features/admin-products/components/add-product-button';
import { CatalogueSheetActions } from '@/features/admin-products/components/catalogue-sheet-actions';
import { ProductList } from '@/features/admin-products/components/product-list';

/** /admin/products: Products Management. */
export default function AdminProductsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      title={t('adminProducts.title')}
      actions={
        <>
          <CatalogueSheetActions />
          <AddProductButton />
        </>
      }
    >
      <ProductList />
    </AdminPage>
  );
}
