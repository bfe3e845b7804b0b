import { useTranslation } from 'react-i18next';
import { materialCategories } from '../../../core/materials/material-line';
import { itemName, unitName, whyText, type ListedLine } from './material-words';

/** The lines grouped by category: item, size, the quantity to order and its unit, the working under each. */
export function MaterialsTable({ lines, caption, showWhy = true }: { lines: ListedLine[]; caption: string; showWhy?: boolean }) {
  const { t } = useTranslation();
  const groups = materialCategories.map((c) => [c, lines.filter((l) => l.category === c)] as const).filter(([, ls]) => ls.length > 0);
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-border text-left text-xs text-muted-foreground">
          <th scope="col" className="w-[45%] py-1 pr-2 font-medium">{t('materials.columns.item')}</th>
          <th scope="col" className="w-[30%] py-1 pr-2 font-medium">{t('materials.columns.size')}</th>
          <th scope="col" className="w-[25%] py-1 text-right font-medium">{t('materials.columns.quantity')}</th>
        </tr>
      </thead>
      {groups.map(([category, ls]) => (
        <tbody key={category} className="break-inside-avoid">
          <tr>
            <th scope="rowgroup" colSpan={3} className="pt-3 pb-1 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t(`materials.category.${category}`)}</th>
          </tr>
          {ls.map((l) => (
            <tr key={l.key} className="border-b border-border align-top" data-material-key={l.key}>
              <th scope="row" className="py-1 pr-2 text-left font-medium break-words">
                {itemName(t, l)}
                {showWhy ? <span className="block text-xs font-normal text-muted-foreground print:hidden">{whyText(t, l)}</span> : null}
              </th>
              <td className="py-1 pr-2 break-words">{l.size}</td>
              <td className="py-1 text-right tabular-nums whitespace-nowrap"><strong className="text-base">{l.quantity}</strong> {unitName(t, l)}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
