// What the purchasing feature needs from others, handed in by server/features/index.ts and server/background.ts (the
// composing layer) so the feature imports none of them: the quote's materials list and a material's name.
import type { MaterialsListView } from '../../../core/materials/fence-assembly.schema';
import type { Db } from '../../db/connection';
import type { Transporter } from 'nodemailer';

export interface PurchasingDeps {
  quoteMaterials: (db: Db, contractorId: string, quoteId: string) => Promise<MaterialsListView>;
  /** "Post 4x4 x 8 ft" in the language asked for. */
  materialName: (line: { material: string; size: string }, lang: 'en' | 'es') => string;
}

export interface PurchaseOrderMailer {
  transport: Pick<Transporter, 'sendMail'> | null;
  from: string;
}
