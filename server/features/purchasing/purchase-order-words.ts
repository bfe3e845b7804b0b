// Words the server writes itself for a purchase order (the PDF and the email to the supplier), in the language the
// contractor sent it in; the pages use web/locales.
export const purchaseOrderWords = {
  en: {
    title: 'Purchase order',
    revision: (n: number) => `Revision ${n}`,
    revisedNote: 'This revision replaces the earlier copies of this order.',
    to: 'To', account: 'Account', date: 'Date', deliver: 'Deliver by', deliverTo: 'Deliver to', site: 'Job site', yard: 'Our yard', job: 'Job',
    part: 'Part #', item: 'Item', qty: 'Qty', pack: 'Pack', price: 'Pack price', amount: 'Amount', total: 'Total', notes: 'Notes', noDate: 'As agreed',
    packOf: (name: string, size: number) => (size > 1 ? `${name} of ${size}` : name),
    subject: (po: string, biz: string, rev: number) => (rev > 1 ? `Purchase order ${po} (revision ${rev}) from ${biz}` : `Purchase order ${po} from ${biz}`),
    body: (supplier: string, po: string, biz: string, rev: number, deliver: string, contact: string) =>
      `Hello ${supplier},\n\n${rev > 1 ? `Our purchase order ${po} has changed: revision ${rev} is attached and replaces the earlier copies.` : `Please find our purchase order ${po} attached.`}\n\n${deliver}\n\nPlease reply to confirm, and tell us of anything back-ordered.\n\nThank you,\n${biz}${contact}`,
    deliverLine: (date: string, where: string) => `Deliver by ${date} to ${where}.`,
    locale: 'en-US',
  },
  es: {
    title: 'Orden de compra',
    revision: (n: number) => `Revisión ${n}`,
    revisedNote: 'Esta revisión sustituye a las copias anteriores de esta orden.',
    to: 'Para', account: 'Cuenta', date: 'Fecha', deliver: 'Entregar a más tardar', deliverTo: 'Entregar en', site: 'Sitio del trabajo', yard: 'Nuestro patio', job: 'Trabajo',
    part: 'Núm. de parte', item: 'Artículo', qty: 'Cant.', pack: 'Paquete', price: 'Precio por paquete', amount: 'Monto', total: 'Total', notes: 'Notas', noDate: 'Según lo acordado',
    packOf: (name: string, size: number) => (size > 1 ? `${name} de ${size}` : name),
    subject: (po: string, biz: string, rev: number) => (rev > 1 ? `Orden de compra ${po} (revisión ${rev}) de ${biz}` : `Orden de compra ${po} de ${biz}`),
    body: (supplier: string, po: string, biz: string, rev: number, deliver: string, contact: string) =>
      `Hola ${supplier}:\n\n${rev > 1 ? `Nuestra orden de compra ${po} cambió: adjuntamos la revisión ${rev}, que sustituye a las copias anteriores.` : `Adjuntamos nuestra orden de compra ${po}.`}\n\n${deliver}\n\nPor favor responde para confirmar y avísanos si algo queda pendiente.\n\nGracias,\n${biz}${contact}`,
    deliverLine: (date: string, where: string) => `Entregar a más tardar el ${date} en ${where}.`,
    locale: 'es-US',
  },
} as const;

export const packWords: Record<'en' | 'es', Record<string, string>> = {
  en: { each: 'each', bundle: 'bundle', box: 'box', roll: 'roll', pallet: 'pallet' },
  es: { each: 'pieza', bundle: 'paquete', box: 'caja', roll: 'rollo', pallet: 'tarima' },
};
