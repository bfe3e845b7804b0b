// SPEC §2 Event dialog: title, type, date, status, scheduling, customer selection for quote visits, customer info for
// job and repair, linked quote, description and visit instructions. SPEC §8 toasts; SPEC §9 slots and defaults.
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { calendarEventStatuses, dialogEventTypes, type CalendarEventInput, type CalendarEventType } from '../../../core/calendar/calendar-event.schema';
import type { ShellDialogProps } from '../../lib/shell-dialogs';
import { ApiError } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { useValidationMessage } from '../../lib/validation-message';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../ui/select';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/use-toast';
import { useCurrentUser } from '../auth/current-user';
import { CustomerPicker } from '../customers/customer-picker';
import { useCreateEvent, useDeleteEvent, useUpdateEvent } from './calendar-api';
import { CustomerInfoFields } from './customer-info-fields';
import { useLinkedQuoteOptions } from './linked-quote-options';
import { eventFormResolver, initialEventValues, type CustomerMode, type EventDialogPayload, type EventFormValues } from './event-form';
import { TimeSelect } from './time-select';

export type { EventDialogPayload } from './event-form';

const NONE = 'none';
const FIELDS = new Set<string>(['title', 'startDate', 'startTime', 'endTime', 'linkedHomeownerId', 'customerPhone', 'customerEmail', 'description', 'visitInstructions']);

export function EventDialog({ open, onOpenChange, payload }: ShellDialogProps) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const vm = useValidationMessage();
  const { user } = useCurrentUser();
  const ids = { type: useId(), status: useId(), quote: useId(), start: useId(), end: useId(), anytime: useId() };
  const given = payload as EventDialogPayload | undefined;
  const editing = given?.event;
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const [mode, setMode] = useState<CustomerMode>('existing');

  const resolver = useMemo(() => eventFormResolver(mode), [mode]);
  const form = useForm<EventFormValues>({ resolver, defaultValues: initialEventValues(given) });

  useEffect(() => {
    if (!open) return;
    form.reset(initialEventValues(given));
    setMode(given?.event && !given.event.linkedHomeownerId && given.event.customerName ? 'new' : 'existing');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the dialog opens; the form owns its state afterwards (`given` is a new object each render)
  }, [open]);

  const eventType = form.watch('eventType');
  const isAnytime = form.watch('isAnytime');
  const linkedCustomerId = form.watch('linkedHomeownerId');
  const quoteOptions = useLinkedQuoteOptions({
    open,
    contractorId: user?.contractorId ?? '',
    customerId: eventType === 'quote' && mode === 'existing' ? linkedCustomerId : '',
    selectedId: form.watch('linkedQuoteId'),
  });
  const errors = form.formState.errors;
  const pending = create.isPending || update.isPending || remove.isPending;
  const typeOptions: readonly CalendarEventType[] = editing && !dialogEventTypes.includes(editing.eventType as never) ? [...dialogEventTypes, editing.eventType] : dialogEventTypes;

  const showServerErrors = (error: Error) => {
    if (!(error instanceof ApiError)) return;
    for (const e of error.errors ?? []) if (FIELDS.has(e.path)) form.setError(e.path as keyof EventFormValues, { message: serverText(e) });
  };

  const submit = form.handleSubmit((values) => {
    // SPEC §7 lists contractorId in the payload; the server takes the tenant from the session.
    const input = { ...(values as unknown as CalendarEventInput), contractorId: user?.contractorId };
    if (editing) {
      update.mutate(
        { id: editing.id, input },
        {
          onSuccess: () => {
            toast({ title: t('calendar.toast.updatedTitle'), description: t('calendar.toast.updatedDescription', { title: values.title }) });
            onOpenChange(false);
          },
          onError: (error) => {
            showServerErrors(error);
            toast({ variant: 'destructive', title: t('calendar.toast.updateFailed'), description: serverText(error, t('calendar.toast.tryAgain')) });
          },
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: (event) => {
        toast({ title: t('calendar.toast.createdTitle'), description: t('calendar.toast.createdDescription', { title: event.title }) });
        onOpenChange(false);
      },
      onError: (error) => {
        showServerErrors(error);
        toast({ variant: 'destructive', title: t('calendar.toast.createFailed'), description: serverText(error, t('calendar.toast.tryAgain')) });
      },
    });
  });

  const deleteEvent = () => {
    if (!editing) return;
    remove.mutate(editing.id, {
      onSuccess: () => {
        toast({ title: t('calendar.toast.deletedTitle') });
        onOpenChange(false);
      },
      onError: (error) => toast({ variant: 'destructive', title: t('calendar.toast.deleteFailed'), description: serverText(error) }),
    });
  };

  const customerInfo = <CustomerInfoFields form={form} />;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? t('calendar.dialog.editTitle') : t('calendar.dialog.createTitle')}</DialogTitle>
          <DialogDescription>{t('calendar.dialog.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label={t('calendar.dialog.title')} error={vm(errors.title?.message)}>
            <Input {...form.register('title')} placeholder={t('calendar.dialog.titlePlaceholder')} autoComplete="off" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="eventType"
              render={({ field }) => (
                <FormField id={ids.type} label={t('calendar.dialog.type')}>
                  <Select value={field.value} onValueChange={field.onChange} disabled={Boolean(editing?.jobId)}>
                    <SelectTrigger id={ids.type}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {typeOptions.map((type) => (
                        <SelectItem key={type} value={type}>
                          {t(`calendar.types.${type}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <FormField id={ids.status} label={t('calendar.dialog.status')}>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id={ids.status}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {calendarEventStatuses.map((status) => (
                        <SelectItem key={status} value={status}>
                          {t(`calendar.statuses.${status}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormField>
              )}
            />
          </div>

          <fieldset className="grid gap-4 rounded-md border border-border p-3">
            <legend className="px-1 text-sm font-medium">{t('calendar.dialog.scheduling')}</legend>
            <FormField label={t('calendar.dialog.date')} error={vm(errors.startDate?.message ?? errors.endDate?.message)}>
              <Input type="date" {...form.register('startDate')} />
            </FormField>
            <Controller
              control={form.control}
              name="isAnytime"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox id={ids.anytime} checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  <Label htmlFor={ids.anytime}>{t('calendar.dialog.anytime')}</Label>
                </div>
              )}
            />
            {isAnytime ? null : (
              <div className="grid grid-cols-2 gap-4">
                <TimeSelect control={form.control} name="startTime" id={ids.start} label={t('calendar.dialog.startTime')} error={vm(errors.startTime?.message)} />
                <TimeSelect control={form.control} name="endTime" id={ids.end} label={t('calendar.dialog.endTime')} error={vm(errors.endTime?.message)} />
              </div>
            )}
          </fieldset>

          {eventType === 'quote' ? (
            <fieldset className="grid gap-4 rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-medium">{t('calendar.dialog.customerSection')}</legend>
              <div className="flex flex-wrap gap-2" role="group" aria-label={t('calendar.dialog.customerSection')}>
                <Button type="button" size="sm" variant={mode === 'existing' ? 'default' : 'outline'} aria-pressed={mode === 'existing'} onClick={() => setMode('existing')}>
                  {t('calendar.dialog.existingCustomer')}
                </Button>
                <Button type="button" size="sm" variant={mode === 'new' ? 'default' : 'outline'} aria-pressed={mode === 'new'} onClick={() => setMode('new')}>
                  {t('calendar.dialog.newCustomer')}
                </Button>
              </div>
              {mode === 'existing' ? (
                <CustomerPicker
                  control={form.control}
                  name="linkedHomeownerId"
                  label={t('calendar.dialog.customer')}
                  error={vm(errors.linkedHomeownerId?.message)}
                  // Another customer's quote cannot stay linked to this visit.
                  onPicked={() => form.setValue('linkedQuoteId', '')}
                />
              ) : (
                <>
                  {customerInfo}
                  {errors.linkedHomeownerId?.message ? (
                    <p role="alert" className="text-sm font-medium text-destructive">
                      {vm(errors.linkedHomeownerId.message)}
                    </p>
                  ) : null}
                </>
              )}
            </fieldset>
          ) : null}

          {eventType === 'job' || eventType === 'repair' ? (
            <fieldset className="grid gap-4 rounded-md border border-border p-3">
              <legend className="px-1 text-sm font-medium">{t('calendar.dialog.customerInfo')}</legend>
              {customerInfo}
            </fieldset>
          ) : null}

          <Controller
            control={form.control}
            name="linkedQuoteId"
            render={({ field }) => (
              <FormField id={ids.quote} label={t('calendar.dialog.linkedQuote')}>
                <Select value={field.value || NONE} onValueChange={(v) => field.onChange(v === NONE ? '' : v)}>
                  <SelectTrigger id={ids.quote}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={NONE}>{t('calendar.dialog.noQuote')}</SelectItem>
                    {quoteOptions.map((q) => (
                      <SelectItem key={q.id} value={q.id}>
                        {t('calendar.dialog.quoteOption', { number: q.quoteNumber, customer: q.customerName ?? t('calendar.unknownCustomer') })}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <FormField label={t('calendar.dialog.descriptionField')} error={vm(errors.description?.message)}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <FormField label={t('calendar.dialog.visitInstructions')} hint={t('calendar.dialog.visitInstructionsHint')} error={vm(errors.visitInstructions?.message)}>
            <Textarea rows={2} {...form.register('visitInstructions')} />
          </FormField>
          <div className="grid grid-cols-[1fr_auto] items-end gap-4">
            <FormField label={t('calendar.dialog.assignedTo')}>
              <Input {...form.register('assignedTo')} autoComplete="off" />
            </FormField>
            <FormField label={t('calendar.dialog.color')}>
              <Input type="color" className="h-10 w-16 p-1" {...form.register('color')} />
            </FormField>
          </div>

          <DialogFooter className="gap-2">
            {editing ? (
              <Button type="button" variant="destructive" className="sm:mr-auto" onClick={deleteEvent} disabled={pending}>
                {t('calendar.dialog.delete')}
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('calendar.dialog.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {create.isPending || update.isPending ? t('calendar.dialog.saving') : editing ? t('calendar.dialog.save') : t('calendar.dialog.create')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
