import { useState } from 'react';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { clampQuantity, MIN_QUANTITY } from '@atlas/shared/rules/stock';
import controls from '@/components/ui/controls.module.css';

/** Minus / value / plus, kept within 1..stock; the field takes digits only. Plain elements (controls.module.css). */
export function QuantityControl({
  value,
  stock,
  onChange,
  disabled,
  readOnly,
}: {
  value: number;
  stock: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const set = (next: number) => onChange(clampQuantity(next, stock));
  // what the shopper is typing, until they leave the field (an empty field is allowed meanwhile)
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={controls.stepper}>
      <button
        type="button"
        className={controls.iconButton}
        onClick={() => set(value - 1)}
        disabled={disabled || value <= MIN_QUANTITY}
        aria-label={t('product.decrease')}
      >
        <IconMinus size={16} aria-hidden />
      </button>
      <input
        className={`${controls.input} ${controls.quantity}`}
        value={draft ?? String(value)}
        onChange={(e) => {
          const digits = e.currentTarget.value.replace(/\D/g, '').slice(0, 4);
          if (!digits) return setDraft('');
          const quantity = clampQuantity(Number(digits), stock);
          onChange(quantity);
          setDraft(String(quantity));
        }}
        onBlur={() => setDraft(null)}
        inputMode="numeric"
        readOnly={readOnly}
        disabled={disabled}
        aria-label={t('product.quantity')}
        data-testid="quantity"
      />
      <button
        type="button"
        className={controls.iconButton}
        onClick={() => set(value + 1)}
        disabled={disabled || value >= stock}
        aria-label={t('product.increase')}
      >
        <IconPlus size={16} aria-hidden />
      </button>
    </div>
  );
}
