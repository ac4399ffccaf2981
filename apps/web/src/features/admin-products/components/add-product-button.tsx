import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { ProductFormModal } from './product-form-modal';

/** The page heading's Add New Product button and its popup. */
export function AddProductButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="add-product"
      >
        {t('adminProducts.add')}
      </Button>
      {open && <ProductFormModal onClose={() => setOpen(false)} />}
    </>
  );
}
