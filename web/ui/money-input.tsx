import { useEffect, useState, type ComponentProps } from 'react';
import { centsToDollarInput, parseDollarsToCents } from '../lib/dollars';
import { UnitInput } from './unit-input';

type MoneyInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** Integer cents (NaN while the text is not an amount). */
  value: number;
  onChange: (cents: number) => void;
};

/** Dollars with 2 decimals on screen, integer cents in the form (DESIGN §3). */
export function MoneyInput({ value, onChange, onBlur, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => centsToDollarInput(value));
  // A reset or a saved answer changes the value from outside: show it, unless the text already means it.
  useEffect(() => {
    if (Number.isNaN(value)) return;
    setText((current) => (parseDollarsToCents(current) === value ? current : centsToDollarInput(value)));
  }, [value]);
  return (
    <UnitInput
      {...props}
      prefix="$"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseDollarsToCents(e.target.value));
      }}
      onBlur={(e) => {
        const cents = parseDollarsToCents(text);
        if (!Number.isNaN(cents)) setText(centsToDollarInput(cents));
        onBlur?.(e);
      }}
    />
  );
}
