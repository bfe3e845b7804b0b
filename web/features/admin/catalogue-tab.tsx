import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getAdminCatalogue, updateAdminHardware, updateAdminPostCap, updateAdminStyle, updateCatalogueImage } from '../../../core/catalogue/catalogue-admin.api';
import type { AdminCatalogue, HardwareItemInput } from '../../../core/catalogue/catalogue-admin.schema';
import type { FenceType } from '../../../core/catalogue/fence-types';
import { formatCents } from '../../../core/money';
import { useServerMessage } from '../../lib/server-message';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { CataloguePicture } from '../quotes/catalogue-picture';
import { SettingsCard } from '../../ui/settings-card';
import { ADMIN_CATALOGUE_KEY } from './catalogue-api';
import { CatalogueImageDialog } from './catalogue-image-dialog';
import { HardwareDialog, PostCapDialog } from './catalogue-item-dialogs';
import { CatalogueStyleDialog } from './catalogue-style-dialog';
import { getCatalogue } from '../../../core/catalogue/catalogue.api';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';

type Editing =
  | { type: 'style'; row: AdminCatalogue['styles'][number] | null }
  | { type: 'cap'; row: AdminCatalogue['postCaps'][number] | null }
  | { type: 'hardware'; row: AdminCatalogue['hardware'][number] | null }
  | { type: 'image'; row: AdminCatalogue['images'][number] | null };

function Row({ picture, title, meta, active, actions }: { picture?: ReactNode; title: string; meta: ReactNode; active: boolean; actions: ReactNode }) {
  const { t } = useTranslation();
  // Phone: picture and words on one line, status and buttons below; wider: all on one line.
  return (
    <li className="grid gap-2 border-b border-border py-3 last:border-0 sm:flex sm:items-center sm:gap-3">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {picture}
        <div className="min-w-0">
          <h3 className="font-medium break-words">{title}</h3>
          <p className="text-sm text-muted-foreground break-words">{meta}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={active ? 'success' : 'secondary'}>{active ? t('admin.catalogue.active') : t('admin.catalogue.inactive')}</Badge>
        {actions}
      </div>
    </li>
  );
}

/**
 * /admin?tab=catalogue — what every contractor's materials cart sells (issue 13 item 7). The page's "Add style" action
 * (?action=new-style) opens the style dialog through addingStyle (issue 21 item 8).
 */
export function CatalogueTab({ addingStyle = false, onAddingStyleChange }: { addingStyle?: boolean; onAddingStyleChange?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  const catalogue = useContractQuery(getAdminCatalogue, {});
  const [editing, setEditing] = useState<Editing | null>(null);
  const toggle = useMutation({
    mutationFn: ({ call }: { call: () => Promise<unknown>; name: string; isActive: boolean }) => call(),
    onSuccess: (_d, { name, isActive }) => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_CATALOGUE_KEY });
      void queryClient.invalidateQueries({ queryKey: contractQueryKey(getCatalogue) });
      toast({ title: isActive ? t('admin.catalogue.activatedTitle') : t('admin.catalogue.deactivatedTitle'), description: name });
    },
    onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
  });
  if (!catalogue.data) return catalogue.isError ? <p role="alert" className="text-destructive">{serverText(catalogue.error)}</p> : <Spinner label={t('common.loading')} />;
  const data = catalogue.data;
  const owner = (r: { ownerName: string | null }) => r.ownerName ?? t('admin.catalogue.everyContractor');
  const money = (cents: number) => formatCents(cents);
  const srcOf = (key: string | null) => data.images.find((i) => i.key === key);
  const picture = (key: string | null) => {
    const image = srcOf(key);
    return <CataloguePicture url={image?.url ?? undefined} svg={image?.svg ?? undefined} className="size-14 shrink-0 rounded-md bg-muted/40 object-contain p-1" />;
  };
  // Contractors' own rows may share a name with the platform's: their owner makes the button's name unique.
  const who = (name: string, r: { ownerName: string | null }) => (r.ownerName ? `${name} (${r.ownerName})` : name);
  const toggleButton = (name: string, isActive: boolean, call: () => Promise<unknown>) => (
    <Button
      variant="outline"
      size="sm"
      disabled={toggle.isPending}
      aria-label={isActive ? t('admin.catalogue.deactivateNamed', { name }) : t('admin.catalogue.activateNamed', { name })}
      onClick={() => toggle.mutate({ call, name, isActive: !isActive })}
    >
      {isActive ? t('admin.catalogue.deactivate') : t('admin.catalogue.activate')}
    </Button>
  );
  const editButton = (name: string, open: () => void) => (
    <Button variant="secondary" size="sm" onClick={open} aria-label={t('admin.catalogue.editNamed', { name })}>{t('admin.catalogue.edit')}</Button>
  );
  const addButton = (label: string, open: () => void) => (
    <div>
      <Button onClick={open} className="w-full sm:w-auto"><Plus aria-hidden="true" />{label}</Button>
    </div>
  );

  return (
    <div className="grid gap-4">
      <SettingsCard title={t('admin.catalogue.stylesTitle')} description={t('admin.catalogue.stylesLead')}>
        {/* Adding a style is the page's action (admin-page.tsx: "Add style"). */}
        <ul aria-label={t('admin.catalogue.stylesTitle')}>
          {data.styles.map((s) => (
            <Row
              key={s.id}
              picture={picture(s.imageKey)}
              title={s.name}
              active={s.isActive}
              meta={`${t(`admin.catalogue.fenceTypes.${s.fenceType}`, { defaultValue: s.fenceType })} · ${s.prices.map((p) => `${p.heightFt} ft ${money(p.pricePerFootCents)}/ft`).join(', ')} · ${owner(s)}`}
              actions={
                <>
                  {editButton(who(s.name, s), () => setEditing({ type: 'style', row: s }))}
                  {toggleButton(who(s.name, s), s.isActive, () => apiCall(updateAdminStyle, { params: { id: s.id }, body: {
                    fenceType: s.fenceType as FenceType, name: s.name, nameEs: s.nameEs, description: s.description, imageKey: s.imageKey, sortOrder: s.sortOrder, isActive: !s.isActive, prices: s.prices,
                  } }))}
                </>
              }
            />
          ))}
        </ul>
      </SettingsCard>

      <SettingsCard title={t('admin.catalogue.capsTitle')}>
        {addButton(t('admin.catalogue.addPostCap'), () => setEditing({ type: 'cap', row: null }))}
        <ul aria-label={t('admin.catalogue.capsTitle')}>
          {data.postCaps.map((c) => (
            <Row
              key={c.id}
              picture={picture(c.imageKey)}
              title={c.name}
              active={c.isActive}
              meta={`${money(c.priceCents)} · ${c.fenceType ? t(`admin.catalogue.fenceTypes.${c.fenceType}`, { defaultValue: c.fenceType }) : t('admin.catalogue.anyFence')} · ${owner(c)}`}
              actions={
                <>
                  {editButton(who(c.name, c), () => setEditing({ type: 'cap', row: c }))}
                  {toggleButton(who(c.name, c), c.isActive, () => apiCall(updateAdminPostCap, { params: { id: c.id }, body: { name: c.name, fenceType: c.fenceType as FenceType | null, priceCents: c.priceCents, imageKey: c.imageKey, isActive: !c.isActive } }))}
                </>
              }
            />
          ))}
        </ul>
      </SettingsCard>

      <SettingsCard title={t('admin.catalogue.hardwareTitle')}>
        {addButton(t('admin.catalogue.addHardware'), () => setEditing({ type: 'hardware', row: null }))}
        <ul aria-label={t('admin.catalogue.hardwareTitle')}>
          {data.hardware.map((h) => (
            <Row
              key={h.id}
              title={h.name}
              active={h.isActive}
              meta={`${t(`admin.catalogue.categories.${h.category}`, { defaultValue: h.category })} · ${money(h.priceCents)} / ${t(`admin.catalogue.units.${h.unit}`, { defaultValue: h.unit })} · ${owner(h)}`}
              actions={
                <>
                  {editButton(who(h.name, h), () => setEditing({ type: 'hardware', row: h }))}
                  {toggleButton(who(h.name, h), h.isActive, () => apiCall(updateAdminHardware, { params: { id: h.id }, body: { category: h.category as HardwareItemInput['category'], name: h.name, fenceType: h.fenceType as FenceType | null, unit: h.unit as HardwareItemInput['unit'], priceCents: h.priceCents, isActive: !h.isActive } }))}
                </>
              }
            />
          ))}
        </ul>
      </SettingsCard>

      <SettingsCard title={t('admin.catalogue.imagesTitle')} description={t('admin.catalogue.imagesLead')}>
        {addButton(t('admin.catalogue.addImage'), () => setEditing({ type: 'image', row: null }))}
        <ul aria-label={t('admin.catalogue.imagesTitle')}>
          {data.images.map((i) => (
            <Row
              key={i.id}
              picture={<CataloguePicture url={i.url ?? undefined} svg={i.svg ?? undefined} className="size-14 shrink-0 rounded-md bg-muted/40 object-contain p-1" />}
              title={i.label}
              active={i.isActive}
              meta={`${t(`admin.catalogue.imageKinds.${i.kind}`)} · ${i.key} · ${i.url ? t('admin.catalogue.uploaded') : t('admin.catalogue.illustration')}`}
              actions={
                <>
                  {editButton(i.label, () => setEditing({ type: 'image', row: i }))}
                  {toggleButton(i.label, i.isActive, () => apiCall(updateCatalogueImage, { params: { kind: i.kind, id: i.id }, body: { label: i.label, isActive: !i.isActive } }))}
                </>
              }
            />
          ))}
        </ul>
      </SettingsCard>

      <CatalogueStyleDialog
        style={editing?.type === 'style' ? editing.row : null}
        images={data.images}
        open={editing?.type === 'style' || addingStyle}
        onOpenChange={(o) => {
          if (o) return;
          setEditing(null);
          if (addingStyle) onAddingStyleChange?.(false);
        }}
      />
      <PostCapDialog cap={editing?.type === 'cap' ? editing.row : null} images={data.images} open={editing?.type === 'cap'} onOpenChange={(o) => !o && setEditing(null)} />
      <HardwareDialog item={editing?.type === 'hardware' ? editing.row : null} open={editing?.type === 'hardware'} onOpenChange={(o) => !o && setEditing(null)} />
      <CatalogueImageDialog image={editing?.type === 'image' ? editing.row : null} open={editing?.type === 'image'} onOpenChange={(o) => !o && setEditing(null)} />
    </div>
  );
}
