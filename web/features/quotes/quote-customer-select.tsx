// A quote's customer (cart and drawn layout): type to find one of the contractor's customers, or "New customer" to
// add one without leaving the quote (SPEC §2 Add New Customer fields and messages).
import { UserPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazy } from '../../lib/lazy-page';
import { Button } from '../../ui/button';
import { CustomerCombobox } from '../customers/customer-combobox';

// Fetched when first opened (and when the pointer nears the button); it stays mounted afterwards so it can close gently.
const NewCustomerDialog = lazy(() => import('./quote-new-customer-dialog'));
const preloadDialog = () => void NewCustomerDialog.preload().catch(() => undefined);

export function QuoteCustomerSelect({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <div className="grid gap-2">
      <label htmlFor="quote-customer" className="text-sm font-medium">{t('quotes.cart.customer')}</label>
      {/* Stacked: both builders show this in a narrow side column, and on a phone the box needs the whole width. */}
      <CustomerCombobox
        id="quote-customer"
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'quote-customer-error' : undefined}
      />
      {error ? <p id="quote-customer-error" role="alert" className="text-sm text-destructive">{error}</p> : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setOpened(true);
          setAdding(true);
        }}
      >
        <UserPlus aria-hidden="true" />
        {t('quotes.cart.newCustomer')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <NewCustomerDialog open={adding} onOpenChange={setAdding} onCreated={(id) => onChange(id)} />
        </Suspense>
      ) : null}
    </div>
  );
}
