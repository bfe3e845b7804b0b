// Issue 21 item 9: a catalogue cart line in the reader's language. The part ("panel", "post", "gate") and its units are
// Picket's words, so they follow the language; the style's name is the admin's (its Spanish name when one is set).
// Post caps and hardware are catalogue content and keep their names as written.
import { formatQuantity } from './line-description';
import type { QuoteLanguage } from './quote.schema';

export const cartItemWordParts = ['panel', 'post', 'gate'] as const;

/** What a style's cart line is made of, kept in the line's params so any page can word it in either language. */
export interface CartItemWords {
  part: (typeof cartItemWordParts)[number];
  styleName: string;
  /** The admin's Spanish name of the style, when set. */
  styleNameEs: string | null;
  heightFt: number;
  /** A panel's length in feet. */
  panelFt?: number;
}

/** The words of a stored line's params, or null for an item named by the catalogue (or a line priced before issue 21). */
export function cartItemWordsOf(params: Record<string, unknown>): CartItemWords | null {
  const part = params.part;
  if (typeof part !== 'string' || !(cartItemWordParts as readonly string[]).includes(part) || typeof params.styleName !== 'string' || typeof params.heightFt !== 'number') return null;
  return {
    part: part as CartItemWords['part'],
    styleName: params.styleName,
    styleNameEs: typeof params.styleNameEs === 'string' && params.styleNameEs ? params.styleNameEs : null,
    heightFt: params.heightFt,
    panelFt: typeof params.panelFt === 'number' ? params.panelFt : undefined,
  };
}

/** The style's name for a reader of `lang`: the Spanish name for Spanish when the admin gave one. */
export const styleNameFor = (style: { name: string; nameEs?: string | null }, lang: QuoteLanguage): string => (lang === 'es' && style.nameEs ? style.nameEs : style.name);

/** "Cedar 6 ft panel (8 ft)" / "Panel Cedro de 6 pies (8 pies)". */
export function cartItemName(words: CartItemWords, lang: QuoteLanguage): string {
  const h = formatQuantity(words.heightFt);
  const panel = words.panelFt != null ? formatQuantity(words.panelFt) : null;
  if (lang === 'es') {
    const style = words.styleNameEs ?? words.styleName;
    if (words.part === 'panel') return `Panel ${style} de ${h} pies${panel ? ` (${panel} pies)` : ''}`;
    if (words.part === 'post') return `Poste ${style} de ${h} pies`;
    return `Portón ${style} de ${h} pies`;
  }
  if (words.part === 'panel') return `${words.styleName} ${h} ft panel${panel ? ` (${panel} ft)` : ''}`;
  return `${words.styleName} ${h} ft ${words.part}`;
}

/** A cart line's name in `lang`: generated words for a style's part, the stored product name otherwise. */
export function cartLineName(params: Record<string, unknown>, lang: QuoteLanguage): string {
  const words = cartItemWordsOf(params);
  return words ? cartItemName(words, lang) : String(params.productName ?? '');
}
