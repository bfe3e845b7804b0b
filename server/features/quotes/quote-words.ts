// Words the server writes itself (e-mail, PDF) in the quote's language; the web pages use web/locales.
import type { QuoteLanguage } from '../../../core/quotes/quote.schema';

export const quoteWords = {
  en: {
    quote: 'Quote', preparedFor: 'Prepared for', date: 'Date', validUntil: 'Valid until', item: 'Item', amount: 'Amount',
    sides: 'Price of each side', adjustments: 'Adjustments', tax: 'Tax', shipping: 'Delivery', total: 'Total',
    schedule: 'Payment schedule', deposit: 'Deposit', materials: 'Materials payment', final: 'Final payment', notes: 'Notes',
    approvedBy: 'Approved by', on: 'on', license: 'License',
    optionsIntro: (n: number) => `This quote offers ${n} options. Choose one when you approve it; the others are then declined.`,
    option: (i: number, of: number, name: string) => `Option ${i} of ${of}: ${name}`, recommended: 'Recommended',
    mailSubject: (n: number, biz: string) => `Your fence quote #${n} from ${biz}`,
    mailBody: (name: string, biz: string, n: number, total: string, link: string, message?: string) =>
      `Hello ${name || 'there'},\n\n${message ? `${message}\n\n` : ''}${biz} has prepared fence quote #${n} for you (total ${total}).\n\nView and approve it here:\n${link}\n\nThis link is personal to you; please don't share it.\n\n${biz}`,
  },
  es: {
    quote: 'Cotización', preparedFor: 'Preparada para', date: 'Fecha', validUntil: 'Válida hasta', item: 'Concepto', amount: 'Monto',
    sides: 'Precio de cada lado', adjustments: 'Ajustes', tax: 'Impuesto', shipping: 'Entrega', total: 'Total',
    schedule: 'Calendario de pagos', deposit: 'Anticipo', materials: 'Pago de materiales', final: 'Pago final', notes: 'Notas',
    approvedBy: 'Aprobada por', on: 'el', license: 'Licencia',
    optionsIntro: (n: number) => `Esta cotización ofrece ${n} opciones. Elige una al aprobarla; las demás quedan rechazadas.`,
    option: (i: number, of: number, name: string) => `Opción ${i} de ${of}: ${name}`, recommended: 'Recomendada',
    mailSubject: (n: number, biz: string) => `Tu cotización de cerca #${n} de ${biz}`,
    mailBody: (name: string, biz: string, n: number, total: string, link: string, message?: string) =>
      `Hola${name ? ` ${name}` : ''},\n\n${message ? `${message}\n\n` : ''}${biz} preparó la cotización de cerca #${n} para ti (total ${total}).\n\nRevísala y apruébala aquí:\n${link}\n\nEste enlace es personal; por favor no lo compartas.\n\n${biz}`,
  },
} satisfies Record<QuoteLanguage, unknown>;
