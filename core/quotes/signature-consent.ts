// The consent a homeowner gives before signing a quote electronically (ESIGN 15 U.S.C. §7001(c), UETA §5), versioned:
// an approval stores the version and language it was shown, so the exact words can be printed on the evidence page later.
// The texts live here, not in the locale files: a stored version must never change its words. A new wording is a new version.
import type { QuoteLanguage } from './quote.schema';

export interface ConsentVars {
  business: string;
  /** How to reach the contractor (phone and/or email), for a paper copy or to withdraw consent. */
  contact: string;
}

type ConsentText = (v: ConsentVars) => string;

export const consentVersions: Readonly<Record<string, Readonly<Record<QuoteLanguage, ConsentText>>>> = {
  '2026-11-27': {
    en: (v) =>
      `I agree to sign this quote electronically and to receive it and the records that go with it (the signed copy, receipts and notices) electronically, by email and on this page. ` +
      `My electronic signature means the same as my handwritten signature. ` +
      `I can ask ${v.business} for a paper copy at no charge, or withdraw this consent for future records, by contacting them at ${v.contact}; withdrawing does not undo a signature already given. ` +
      `If my email address changes I will tell ${v.business}. ` +
      `To open and keep these records I need a device with a web browser and a PDF reader, which I have.`,
    es: (v) =>
      `Acepto firmar esta cotización electrónicamente y recibirla junto con los documentos relacionados (la copia firmada, recibos y avisos) de forma electrónica, por correo electrónico y en esta página. ` +
      `Mi firma electrónica tiene el mismo valor que mi firma a mano. ` +
      `Puedo pedir a ${v.business} una copia en papel sin costo, o retirar este consentimiento para documentos futuros, comunicándome al ${v.contact}; retirarlo no anula una firma ya dada. ` +
      `Si cambia mi correo electrónico, se lo avisaré a ${v.business}. ` +
      `Para abrir y guardar estos documentos necesito un dispositivo con navegador web y un lector de PDF, y lo tengo.`,
  },
};

/** The version shown to a homeowner signing today. */
export const currentConsentVersion = '2026-11-27';

export const isConsentVersion = (version: string): boolean => Object.hasOwn(consentVersions, version);

export function consentText(version: string, lang: QuoteLanguage, vars: ConsentVars): string {
  const texts = consentVersions[version];
  if (!texts) throw new Error(`Unknown consent version ${version}`);
  return texts[lang](vars);
}

/** The contractor's phone and email as one phrase for the consent text. */
export function consentContact(c: { phone: string | null; email: string | null }, lang: QuoteLanguage): string {
  const parts = [c.phone, c.email].filter((x): x is string => Boolean(x && x.trim()));
  if (parts.length === 0) return lang === 'es' ? 'los datos de contacto de esta página' : 'the contact details on this page';
  return parts.join(lang === 'es' ? ' o ' : ' or ');
}
