import { createContext, useContext, type ComponentType } from 'react';

/**
 * Member actions shown inside product screens but owned by other features (favourites, cart).
 * Features do not import each other (docs/architecture.md), so the app plugs them in here and the
 * products feature renders whatever it is given.
 */
export interface FavoriteToggleProps {
  productId: number;
  productName: string;
  size?: 'lg' | 'xl';
  variant?: 'white' | 'light';
  /** Its hint under it: on a card, whose edge would cut a hint above it. */
  hintBelow?: boolean;
  /** What a visitor meets instead; by default the 'please log in' notice. */
  onNeedLogin?: () => void;
}

export interface AddToCartButtonProps {
  productId: number;
  /** The English flavor key; none for a product without flavors. */
  flavor: string | undefined;
  /** The flavor's name in the active language, for messages. */
  flavorLabel: string | undefined;
  quantity: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
  uppercase?: boolean;
}

export interface ProductSlots {
  FavoriteToggle: ComponentType<FavoriteToggleProps>;
  AddToCartButton: ComponentType<AddToCartButtonProps>;
}

const Nothing = () => null;
const ProductSlotsContext = createContext<ProductSlots>({
  FavoriteToggle: Nothing,
  AddToCartButton: Nothing,
});

export const ProductSlotsProvider = ProductSlotsContext.Provider;
export const useProductSlots = () => useContext(ProductSlotsContext);
