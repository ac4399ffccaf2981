import { useState, type ReactNode } from 'react';
import type { AdminFlavorDto } from '@atlas/shared/contract/admin-products';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { showFailure, showSuccess } from '@/components/admin/admin-feedback';
import { useLanguage } from '@/lib/use-language';
import { useTranslation } from '@/lib/use-translation';
import { useDeleteFlavor, useSetFlavorQuantity } from '../api/admin-products';
import { adminName } from '../admin-name';
import { FlavorQuantityModal } from './flavor-quantity-modal';

interface Target {
  productId: number;
  flavor: AdminFlavorDto;
}

/**
 * Edit-quantity and delete for flavors, with their modal and confirmation. Render `dialogs`
 * where the actions are offered (inside a modal, so they open above it).
 */
export function useFlavorActions(): {
  editQuantity: (productId: number, flavor: AdminFlavorDto) => void;
  remove: (productId: number, flavor: AdminFlavorDto) => void;
  dialogs: ReactNode;
} {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const setQuantity = useSetFlavorQuantity();
  const deleteFlavor = useDeleteFlavor();
  const [editing, setEditing] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);

  const dialogs = (
    <>
      {editing && (
        <FlavorQuantityModal
          key={`${editing.productId}:${editing.flavor.name}`}
          flavorName={adminName(editing.flavor, language)}
          quantity={editing.flavor.quantity}
          saving={setQuantity.isPending}
          onClose={() => setEditing(null)}
          onSave={(quantity) =>
            setQuantity.mutate(
              { id: editing.productId, flavor: editing.flavor.name, quantity },
              {
                onSuccess: () => {
                  showSuccess(t('adminProducts.success.quantityUpdated'));
                  setEditing(null);
                },
                onError: () => showFailure(t('adminProducts.failures.updateQuantity')),
              },
            )
          }
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('adminProducts.confirm.deleteFlavorTitle', {
          name: deleting ? adminName(deleting.flavor, language) : '',
        })}
        message={t('adminProducts.confirm.deleteFlavor')}
        confirmLabel={t('adminProducts.confirm.delete')}
        loading={deleteFlavor.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteFlavor.mutate(
            { id: deleting.productId, flavor: deleting.flavor.name },
            {
              onSuccess: () => showSuccess(t('adminProducts.success.deleted')),
              onError: () => showFailure(t('adminProducts.failures.deleteFlavor')),
              onSettled: () => setDeleting(null),
            },
          );
        }}
      />
    </>
  );

  return {
    editQuantity: (productId, flavor) => setEditing({ productId, flavor }),
    remove: (productId, flavor) => setDeleting({ productId, flavor }),
    dialogs,
  };
}
