// The composing layer hands purchasing what it needs from the materials feature (features never import each other).
import { quoteMaterials } from './materials/materials-list.service';
import { materialsWords } from './materials/materials-words';
import type { PurchasingDeps } from './purchasing/purchasing-context';

export const purchasingDeps: PurchasingDeps = {
  quoteMaterials,
  materialName: (line, lang) => `${materialsWords[lang].item_[line.material] ?? line.material} ${line.size}`.trim(),
};
