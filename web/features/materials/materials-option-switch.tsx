// Issue 25: a quote with options has a materials list per option; this picks which one the page shows (?option=).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

type Props = { options: { id: string; name: string; position: number }[]; optionId: string | null | undefined; path: string };

export function MaterialsOptionSwitch({ options, optionId, path }: Props) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  if (options.length < 2) return null;
  return (
    <label className="mb-4 grid max-w-sm gap-1 text-sm font-medium print:hidden">
      {t('materials.option.label')}
      <select
        value={optionId ?? ''}
        onChange={(e) => navigate(`${path}?option=${e.target.value}`, { replace: true })}
        className="h-10 min-w-0 rounded-md border border-input bg-card px-3 text-sm"
      >
        {options.map((o) => <option key={o.id} value={o.id}>{t('materials.option.name', { position: o.position, name: o.name })}</option>)}
      </select>
    </label>
  );
}
