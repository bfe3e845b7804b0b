// The card every CRM settings list shares (lead rules, SMS campaigns, custom fields): loading / error / empty states, a row
// per item with Edit and Delete, Add, the item's new/edit dialog, and the delete confirmation. Each section supplies its
// rows' content and its dialog; the words come from the section's i18n prefix, whose keys all three lists share.
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SettingsCard } from '../../ui/settings-card';

/** What a row shows before its Edit and Delete buttons. */
export interface CrmListRow {
  /** A marker left of the text (the rule's priority, the campaign's icon). */
  leading?: ReactNode;
  /** The first, bold line: the item's name and its badges. */
  heading: ReactNode;
  /** The lines under it. */
  details: ReactNode;
}

export interface CrmListSectionProps<Data, Item extends { id: string }> {
  /**
   * The section's i18n prefix (`crm.leadRules`), under which it reads title, description, loadFailed, empty, add, edit,
   * editNamed, delete, deleteNamed, deleteTitle, deleteDescription and toast.deleted.
   */
  prefix: string;
  query: UseQueryResult<Data>;
  items: (data: Data) => Item[];
  remove: UseMutationResult<unknown, Error, string>;
  /** How the row's buttons and the delete confirmation name the item. */
  name: (item: Item) => string;
  row: (item: Item) => CrmListRow;
  /** Numbered list (lead rules are tried in order). */
  ordered?: boolean;
  /** The delete confirmation's text when it needs the item (null while the dialog closes); else `deleteDescription`. */
  deleteDescription?: (item: Item | null) => string;
  /** The new (null) or edit dialog, mounted afresh for each item. */
  dialog: (item: Item | null, onOpenChange: (open: boolean) => void) => ReactNode;
}

export function CrmListSection<Data, Item extends { id: string }>({ prefix, query, items, remove, name, row, ordered = false, deleteDescription, dialog }: CrmListSectionProps<Data, Item>) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const List = ordered ? 'ol' : 'ul';

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t(`${prefix}.toast.deleted`) });
        setDeleting(null);
      },
      onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
    });

  const list = query.data === undefined ? [] : items(query.data);
  return (
    <SettingsCard title={t(`${prefix}.title`)} description={t(`${prefix}.description`)}>
      {query.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverText(query.error, t(`${prefix}.loadFailed`))}
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(`${prefix}.empty`)}</p>
      ) : (
        <List className="grid gap-2" aria-label={t(`${prefix}.title`)}>
          {list.map((item) => {
            const { leading, heading, details } = row(item);
            return (
              <li key={item.id} className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md border border-border p-3">
                {leading}
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="flex flex-wrap items-center gap-2 font-medium">{heading}</span>
                  {details}
                </div>
                <div className="ml-auto flex gap-1">
                  <Button size="sm" variant="outline" onClick={() => setEditing(item)} aria-label={t(`${prefix}.editNamed`, { name: name(item) })}>
                    <Pencil aria-hidden="true" />
                    <span className="max-sm:sr-only">{t(`${prefix}.edit`)}</span>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setDeleting(item)} aria-label={t(`${prefix}.deleteNamed`, { name: name(item) })}>
                    <Trash2 aria-hidden="true" />
                    <span className="max-sm:sr-only">{t(`${prefix}.delete`)}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </List>
      )}
      <div>
        <Button type="button" variant="secondary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t(`${prefix}.add`)}
        </Button>
      </div>
      {editing ? <Fragment key={editing === 'new' ? 'new' : editing.id}>{dialog(editing === 'new' ? null : editing, (open) => !open && setEditing(null))}</Fragment> : null}
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t(`${prefix}.deleteTitle`, { name: deleting ? name(deleting) : '' })}</DialogTitle>
            <DialogDescription>{deleteDescription ? deleteDescription(deleting) : t(`${prefix}.deleteDescription`)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              {t('common.cancel')}
            </Button>
            <Button variant="destructive" disabled={remove.isPending} onClick={confirmDelete}>
              {t(`${prefix}.delete`)}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}
