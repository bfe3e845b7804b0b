// Words of the signed copy (PDF evidence page, the mail that carries it), in the quote's language.
import type { QuoteLanguage } from '../../../core/quotes/quote.schema';

export const signatureWords = {
  en: {
    signature: 'Signature', evidence: 'Signature record', signer: 'Signed by', signedAt: 'Signed at (UTC)', ip: 'IP address',
    userAgent: 'Browser', method: 'Method', drawn: 'Drawn on screen', typed: 'Typed name', consent: 'Consent to sign electronically',
    consentVersion: 'Consent text version', link: 'Quote link id', version: 'Quote version', hash: 'SHA-256 of the signed record',
    hashNote: 'The record is the quote as approved (lines, totals, terms, both parties, number and version) in canonical JSON; the contractor can recompute this fingerprint at any time to show it is unchanged.',
    mailSubject: (n: number, biz: string) => `Signed quote #${n} from ${biz}`,
    homeownerBody: (name: string, biz: string, n: number) =>
      `Hello ${name || 'there'},\n\nThank you for approving quote #${n}. Your signed copy is attached (PDF), with the record of your signature on its last page.\n\nTo get a paper copy at no charge, just ask ${biz}.\n\n${biz}`,
    contractorBody: (name: string, n: number) => `${name} signed and approved quote #${n}. The signed copy is attached (PDF), with the signature record on its last page.`,
  },
  es: {
    signature: 'Firma', evidence: 'Registro de la firma', signer: 'Firmada por', signedAt: 'Fecha y hora (UTC)', ip: 'Dirección IP',
    userAgent: 'Navegador', method: 'Método', drawn: 'Dibujada en pantalla', typed: 'Nombre escrito', consent: 'Consentimiento para firmar electrónicamente',
    consentVersion: 'Versión del texto de consentimiento', link: 'Id del enlace de la cotización', version: 'Versión de la cotización', hash: 'SHA-256 del documento firmado',
    hashNote: 'El documento es la cotización tal como se aprobó (conceptos, totales, condiciones, ambas partes, número y versión) en JSON canónico; el contratista puede recalcular esta huella en cualquier momento para mostrar que no cambió.',
    mailSubject: (n: number, biz: string) => `Cotización firmada #${n} de ${biz}`,
    homeownerBody: (name: string, biz: string, n: number) =>
      `Hola ${name || ''},\n\nGracias por aprobar la cotización #${n}. Adjuntamos tu copia firmada (PDF), con el registro de tu firma en la última página.\n\nSi quieres una copia en papel sin costo, pídesela a ${biz}.\n\n${biz}`,
    contractorBody: (name: string, n: number) => `${name} firmó y aprobó la cotización #${n}. Se adjunta la copia firmada (PDF), con el registro de la firma en la última página.`,
  },
} satisfies Record<QuoteLanguage, unknown>;
