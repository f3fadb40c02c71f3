import { MESSAGES, MIN_QUANTITY, stockLimitMessage } from 'shared-contracts';
import styles from './quantity-stepper.module.css';

interface QuantityStepperProps {
  value: number;
  /** The variant's stock: the highest quantity allowed. A line above it (the stock fell since) may only go down. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** Names the product for screen readers. */
  label: string;
}

export function QuantityStepper({ value, max, onChange, disabled = false, label }: QuantityStepperProps) {
  const atLimit = value >= max;
  return (
    <div className={styles.stepper}>
      <fieldset className={styles.controls}>
        <legend className={styles.visuallyHidden}>Quantity of {label}</legend>
        <button
          type="button"
          aria-label={`Decrease quantity of ${label}`}
          disabled={disabled || value <= MIN_QUANTITY}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output aria-live="polite" aria-label={`Quantity of ${label}`}>
          {value}
        </output>
        <button
          type="button"
          aria-label={`Increase quantity of ${label}`}
          disabled={disabled || atLimit}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </fieldset>
      {atLimit && <p className={styles.limit}>{max > 0 ? stockLimitMessage(max) : MESSAGES.sizeOutOfStock}</p>}
    </div>
  );
}
