import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FenceType } from '../../../core/catalogue/fence-types';
import { listPlatformAssemblies, listStyleAssemblies, resetPlatformAssembly, resetStyleAssembly, savePlatformAssembly, saveStyleAssembly } from '../../../core/materials/materials.api';
import { concreteBagSizes } from '../../../core/materials/fence-assembly';
import { apiCall, contractQueryKey, useContractQuery } from '../../lib/api-contract';
import { ApiError } from '../../lib/api-client';
import { useServerMessage } from '../../lib/server-message';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/use-toast';
import { SettingsCard } from '../../ui/settings-card';
import { assemblySections, readPath, writePath } from './assembly-fields';

type Target = { fenceType: FenceType; style: string };
const targetValue = (t: Target) => `${t.fenceType}|${t.style}`;

// The contractor's own assemblies (Settings → Materials), or the admin's platform defaults every contractor inherits.
const scopes = {
  contractor: { list: listStyleAssemblies, save: saveStyleAssembly, reset: resetStyleAssembly, words: 'materials.settings' },
  platform: { list: listPlatformAssemblies, save: savePlatformAssembly, reset: resetPlatformAssembly, words: 'materials.platform' },
} as const;

/**
 * Settings → Materials: the assembly of a fence type or of one style, editable field by field (issue 23). With
 * scope "platform" (the admin console), the platform's defaults; pricing from the list stays each contractor's opt-in.
 */
export function AssemblySettingsForm({ scope = 'contractor' }: { scope?: keyof typeof scopes }) {
  const { t } = useTranslation();
  const id = useId();
  const serverText = useServerMessage();
  const queryClient = useQueryClient();
  const calls = scopes[scope];
  const list = useContractQuery(calls.list, {});
  const [target, setTarget] = useState<Target>({ fenceType: 'vinyl', style: '' });
  const [draft, setDraft] = useState<Record<string, unknown> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const targets = useMemo(() => {
    if (!list.data) return [];
    const seen = new Set<string>();
    const out: (Target & { label: string })[] = [];
    const push = (x: Target, label: string) => {
      const key = `${x.fenceType}|${x.style.trim().toLowerCase()}`;
      if (seen.has(key)) return;
      seen.add(key);
      out.push({ ...x, label });
    };
    for (const a of list.data.assemblies) {
      const type = t(`materials.fenceType.${a.fenceType}`);
      push(a, a.style ? t('materials.settings.styleOption', { type, name: a.style }) : t('materials.settings.allStyles', { type }));
    }
    for (const s of list.data.styles) push({ fenceType: s.fenceType, style: s.name }, t('materials.settings.styleOption', { type: t(`materials.fenceType.${s.fenceType}`), name: s.name }));
    return out;
  }, [list.data, t]);

  const current = list.data?.assemblies.find((a) => a.fenceType === target.fenceType && a.style.trim().toLowerCase() === target.style.trim().toLowerCase())
    ?? list.data?.assemblies.find((a) => a.fenceType === target.fenceType && a.style === '');
  const isOwn = current ? current.style.trim().toLowerCase() === target.style.trim().toLowerCase() && !current.isDefault : false;
  useEffect(() => {
    if (current) setDraft(current.assembly as unknown as Record<string, unknown>);
    setErrors({});
  }, [current]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: contractQueryKey(calls.list) });
  const save = useMutation({
    mutationFn: (assembly: Record<string, unknown>) => apiCall(calls.save, { body: { fenceType: target.fenceType, style: target.style, assembly: assembly as never } }),
    onSuccess: () => (setErrors({}), toast({ title: t('materials.settings.saved') }), refresh()),
    onError: (error) => {
      if (error instanceof ApiError && error.errors) setErrors(Object.fromEntries(error.errors.map((e) => [e.path.replace(/^assembly\./, ''), serverText(e)])));
      toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) });
    },
  });
  const reset = useMutation({
    mutationFn: () => apiCall(calls.reset, { query: target }),
    onSuccess: () => (toast({ title: t('materials.settings.resetDone') }), refresh()),
    onError: (error) => toast({ variant: 'destructive', title: t('common.error'), description: serverText(error) }),
  });

  if (list.isPending || !draft) return <Spinner label={t('common.loading')} className="text-muted-foreground" />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft);
  };
  const field = 'h-9 w-full min-w-0 rounded-md border border-input bg-card px-2 text-sm';

  return (
    <SettingsCard title={t(`${calls.words}.title`)} description={t(`${calls.words}.description`)}>
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <label className="grid gap-1 text-sm" htmlFor={`${id}-target`}>
          <span className="font-medium">{t('materials.settings.editing')}</span>
          <select id={`${id}-target`} className={field} value={targetValue(target)} onChange={(e) => {
            const found = targets.find((x) => targetValue(x) === e.target.value);
            if (found) setTarget({ fenceType: found.fenceType, style: found.style });
          }}>
            {targets.map((x) => <option key={targetValue(x)} value={targetValue(x)}>{x.label}</option>)}
          </select>
          <span className="text-xs text-muted-foreground">{isOwn ? t(`${calls.words}.custom`) : t(`${calls.words}.default`)}</span>
        </label>
        {assemblySections(target.fenceType).filter(([section]) => scope === 'contractor' || section !== 'pricing').map(([section, fields]) => (
          <fieldset key={section} className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-semibold">{t(`materials.settings.sections.${section}`)}</legend>
            {fields.map(([path, kind]) => {
              const inputId = `${id}-${path}`;
              const label = t(`materials.settings.field.${path}`);
              const value = readPath(draft, path);
              const error = errors[path];
              const set = (v: unknown) => setDraft((d) => (d ? writePath(d, path, v) : d));
              if (kind === 'bool') {
                return (
                  <label key={path} htmlFor={inputId} className="flex items-center gap-2 text-sm">
                    <input id={inputId} type="checkbox" className="size-4" checked={Boolean(value)} onChange={(e) => set(e.target.checked)} />
                    <span>{label}</span>
                  </label>
                );
              }
              return (
                <label key={path} htmlFor={inputId} className="grid min-w-0 gap-1 text-sm">
                  <span className="font-medium">{label}</span>
                  {kind === 'bag' ? (
                    <select id={inputId} className={field} value={String(value)} onChange={(e) => set(Number(e.target.value))}>
                      {concreteBagSizes.map((b) => <option key={b} value={b}>{b}</option>)}
                    </select>
                  ) : (
                    <input id={inputId} className={field} inputMode={kind === 'number' ? 'decimal' : undefined} value={value === undefined ? '' : String(value)}
                      aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined}
                      onChange={(e) => set(kind === 'number' ? (e.target.value.trim() === '' ? Number.NaN : Number(e.target.value)) : e.target.value)} />
                  )}
                  {error ? <span id={`${inputId}-error`} className="text-xs text-destructive">{error}</span> : null}
                </label>
              );
            })}
          </fieldset>
        ))}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {isOwn ? <Button type="button" variant="outline" disabled={reset.isPending} onClick={() => reset.mutate()}>{t('materials.settings.reset')}</Button> : null}
          <Button type="submit" disabled={save.isPending}>{t('materials.settings.save')}</Button>
        </div>
      </form>
    </SettingsCard>
  );
}
