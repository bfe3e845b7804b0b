// Issue 21 item 9: a priced line as the contractor's quote page shows it (quantity × unit price), in the reader's
// language. English is the description the pricing engine wrote; Spanish is worded here from the same numbers.
import { cartLineName } from './cart-item-words';
import { fenceNames } from './homeowner-line-text';
import { formatQuantity, money } from './line-description';
import type { PricedLine } from './pricing.types';
import type { QuoteLanguage } from './quote.schema';

const posts = (n: number) => (n === 1 ? 'poste' : 'postes');
const gates = (n: number) => (n === 1 ? 'portón' : 'portones');

export function contractorLineText(line: Pick<PricedLine, 'kind' | 'params' | 'quantity' | 'description'>, lang: QuoteLanguage): string {
  if (lang !== 'es') return line.description;
  const p = line.params;
  const n = line.quantity;
  const q = formatQuantity(n);
  const unit = money(Number(p.unit ?? 0));
  const type = fenceNames.es[String(p.fenceType)] ?? String(p.fenceType ?? '');
  const style = p.style ? ` ${p.style}` : '';
  const h = formatQuantity(Number(p.heightFt ?? 0));
  switch (line.kind) {
    case 'fence': {
      // Issue 23: a style priced from its materials list says so, with the list's cost.
      if (p.fromMaterials) return `${q} pies ${type}${style}, ${h} pies: lista de materiales al costo ${money(Number(p.materialsCents ?? 0))}`;
      const missing = Number(p.materialsMissing ?? 0);
      const note = missing > 0 ? ` (tarifa por pie: ${missing} ${missing === 1 ? 'material' : 'materiales'} de la lista sin costo)` : '';
      return `${q} pies × ${unit} ${type}${style}, ${h} pies${note}`;
    }
    case 'gate_single': return `${q} × ${unit} ${gates(n)} de ${type}, ${h} pies`;
    case 'gate_double': return `${q} × ${unit} ${n === 1 ? 'portón doble' : 'portones dobles'} de ${type}, ${h} pies`;
    case 'concrete': return `${q} ${posts(n)} × ${unit} de concreto`;
    case 'labor_foot': return `${q} pies × ${unit} de mano de obra de instalación`;
    case 'labor_post': return `${q} ${posts(n)} × ${unit} de colocación de postes`;
    case 'excavation': return `${q} ${posts(n)} × ${unit} de excavación de hoyos`;
    case 'labor_gate': return `${q} ${gates(n)} × ${unit} de instalación de portones`;
    case 'removal_per_foot': return `${q} pies × ${unit} de retiro de cerca vieja`;
    case 'removal_flat': {
      const flat = money(Number(p.flat ?? 0));
      const total = Number(p.totalFeet ?? n);
      return total === n ? `Retiro de cerca vieja, tarifa fija ${flat} (${q} pies)` : `Retiro de cerca vieja, tarifa fija ${flat} compartida: ${q} de ${formatQuantity(total)} pies`;
    }
    case 'cart_item': return `${q} × ${unit} ${cartLineName(p, 'es')}`;
  }
}
