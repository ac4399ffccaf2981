import { useState } from 'react';
import type { ProductDto } from '@atlas/shared/contract/products';
import { clampQuantity, flavorStock } from '@atlas/shared/rules/stock';

/**
 * The selected flavor and quantity of one product: starts on the first flavor with quantity 1;
 * changing flavor resets the quantity; image falls back to the product's main image.
 */
export function useFlavorSelection(product: ProductDto | undefined) {
  const [chosen, setChosen] = useState<{ productId: number; flavor: string } | null>(null);
  const [quantity, setQuantity] = useState(1);

  const flavor =
    chosen && product && chosen.productId === product.id ? chosen.flavor : product?.available_flavors[0];
  const hasFlavors = (product?.available_flavors.length ?? 0) > 0;
  const stock = product
    ? hasFlavors
      ? flavorStock(product.flavor_quantity, flavor)
      : product.inStock
        ? product.quantity
        : 0
    : 0;

  return {
    flavor,
    label: flavor ? (product?.flavor_labels[flavor] ?? flavor) : undefined,
    stock,
    soldOut: stock <= 0,
    image: product ? flavorImage(product, flavor) : '',
    quantity: clampQuantity(quantity, stock),
    setQuantity,
    setFlavor: (next: string) => {
      if (!product) return;
      setChosen({ productId: product.id, flavor: next });
      setQuantity(1);
    },
  };
}

/** The picture shown for a flavor: its own, or the product's main picture. */
export function flavorImage(product: ProductDto, flavor = product.available_flavors[0]): string {
  return (flavor && product.product_images[flavor]) || product.image || '';
}
