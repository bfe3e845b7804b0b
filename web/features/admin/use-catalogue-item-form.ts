import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useSaveCatalogueItem } from './catalogue-api';

/**
 * The life of a catalogue add/edit dialog's form: filled from the row (or blank) each time the dialog opens,
 * saved with `save` (the row's id when it changes one, null to add), closed once saved, server field errors shown inline.
 * `empty` and `toValues` must not change between renders (module constants).
 */
export function useCatalogueItemForm<TValues extends FieldValues, TOutput extends { name: string }, TItem extends { id: string }>({
  resolver,
  empty,
  toValues,
  item,
  save: saveItem,
  open,
  onOpenChange,
}: {
  resolver: Resolver<TValues, unknown, TOutput>;
  empty: TValues;
  toValues: (item: TItem) => TValues;
  item: TItem | null;
  save: (values: TOutput, id: string | null) => Promise<{ id: string }>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues: empty as DefaultValues<TValues> });
  useEffect(() => {
    if (open) form.reset(item ? toValues(item) : empty);
  }, [open, item, form, empty, toValues]); // callers pass module constants for empty and toValues
  const save = useSaveCatalogueItem<TValues>({ setError: form.setError, onSaved: () => onOpenChange(false) });
  const onSubmit = form.handleSubmit((values) =>
    save.mutate({ call: () => saveItem(values, item ? item.id : null), name: values.name }),
  );
  /** What CatalogueDialogFrame takes from the form. */
  const frame = { open, onOpenChange, onSubmit, pending: save.isPending };
  return { form, frame };
}
