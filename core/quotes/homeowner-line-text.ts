// A priced line in plain words for the homeowner, in the quote's language; never shows a unit cost (internal).
import { cartLineName } from './cart-item-words';
import { formatQuantity } from './line-description';
import type { PricedLine } from './pricing.types';
import type { QuoteLanguage } from './quote.schema';

export const fenceNames: Record<QuoteLanguage, Record<string, string>> = {
  en: { vinyl: 'vinyl', cedar: 'cedar', chain: 'chain link' },
  es: { vinyl: 'vinilo', cedar: 'cedro', chain: 'malla ciclónica' },
};

export function homeownerLineText(line: Pick<PricedLine, 'kind' | 'params' | 'quantity'>, lang: QuoteLanguage): string {
  const p = line.params;
  const q = formatQuantity(line.quantity);
  const n = line.quantity;
  const type = fenceNames[lang][String(p.fenceType)] ?? String(p.fenceType ?? '');
  const style = p.style ? ` ${p.style}` : '';
  const h = formatQuantity(Number(p.heightFt ?? 0));
  if (lang === 'es') {
    switch (line.kind) {
      case 'fence': return `${q} pies de cerca de ${type}${style}, ${h} pies de alto`;
      case 'gate_single': return `${q} ${n === 1 ? 'portón' : 'portones'} de ${type}, ${h} pies de alto`;
      case 'gate_double': return `${q} ${n === 1 ? 'portón doble' : 'portones dobles'} de ${type}, ${h} pies de alto`;
      case 'concrete': return `Concreto para ${q} ${n === 1 ? 'poste' : 'postes'}`;
      case 'excavation': return `Excavación de ${q} ${n === 1 ? 'hoyo' : 'hoyos'} para postes`;
      case 'labor_foot': return `Instalación de ${q} pies de cerca`;
      case 'labor_post': return `Colocación de ${q} ${n === 1 ? 'poste' : 'postes'}`;
      case 'labor_gate': return `Instalación de ${q} ${n === 1 ? 'portón' : 'portones'}`;
      case 'removal_per_foot':
      case 'removal_flat': return `Retiro y desecho de ${q} pies de cerca vieja`;
      case 'cart_item': return `${q} × ${cartLineName(p, 'es')}`;
    }
  }
  switch (line.kind) {
    case 'fence': return `${q} ft of ${type}${style} fence, ${h} ft tall`;
    case 'gate_single': return `${q} ${type} ${n === 1 ? 'gate' : 'gates'}, ${h} ft tall`;
    case 'gate_double': return `${q} ${type} double ${n === 1 ? 'gate' : 'gates'}, ${h} ft tall`;
    case 'concrete': return `Concrete setting for ${q} ${n === 1 ? 'post' : 'posts'}`;
    case 'excavation': return `Digging ${q} post ${n === 1 ? 'hole' : 'holes'}`;
    case 'labor_foot': return `Installing ${q} ft of fence`;
    case 'labor_post': return `Setting ${q} ${n === 1 ? 'post' : 'posts'}`;
    case 'labor_gate': return `Hanging ${q} ${n === 1 ? 'gate' : 'gates'}`;
    case 'removal_per_foot':
    case 'removal_flat': return `Removing and hauling away ${q} ft of old fence`;
    case 'cart_item': return `${q} × ${cartLineName(p, 'en')}`;
  }
}
