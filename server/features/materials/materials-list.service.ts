// A quote's or a job's materials list, built from the drawing and the assemblies the quote stores (issue 23).
import { and, asc, eq } from 'drizzle-orm';
import { shownOption } from '../../../core/quotes/quote-options';
import { errorMessage } from '../../../core/error-messages';
import { notFound } from '../../../core/errors';
import { migrateLayoutDocument } from '../../../core/layout/migrate-layout-document';
import { storedAssemblyFor } from '../../../core/materials/assembly-set';
import { explainMaterialLine } from '../../../core/materials/explain-material-line';
import type { MaterialsListView } from '../../../core/materials/fence-assembly.schema';
import type { MaterialLine } from '../../../core/materials/material-line';
import { materialsForLayout } from '../../../core/materials/materials-for-layout';
import type { Db } from '../../db/connection';
import { homeowners, jobs, quoteOptions } from '../../db/schema/index';
import { customerNameOf, loadQuoteRow } from '../quotes/quotes.service';
import { readQuoteAssemblies } from './quote-assemblies';

const withWhy = (lines: MaterialLine[]) => lines.map((l) => ({ ...l, why: explainMaterialLine(l) }));

/**
 * Issue 25: a quote with options has one list per option. Without `optionId`, the quote's own drawing: the option it
 * shows (chosen, else recommended, else first), so a job's list is the chosen option's.
 */
export async function quoteMaterials(db: Db, contractorId: string, quoteId: string, optionId?: string): Promise<MaterialsListView> {
  const q = await loadQuoteRow(db, contractorId, quoteId);
  const [h] = q.homeownerId ? await db.select().from(homeowners).where(and(eq(homeowners.id, q.homeownerId), eq(homeowners.contractorId, contractorId))).limit(1) : [];
  const options = await db.select().from(quoteOptions).where(and(eq(quoteOptions.quoteId, q.id), eq(quoteOptions.contractorId, contractorId))).orderBy(asc(quoteOptions.position));
  const picked = optionId ? options.find((o) => o.id === optionId) : shownOption(options, q.chosenOptionId);
  if (optionId && !picked) throw notFound(errorMessage('errors.quotes.optionNotFound'));
  const source = picked ?? q;
  const head = {
    quoteId: q.id, quoteNumber: q.quoteNumber, customerName: customerNameOf(h ?? null), language: q.language,
    options: options.map((o) => ({ id: o.id, name: o.name, position: o.position })), optionId: picked?.id ?? null,
  };
  if (q.quoteType !== 'layout' || source.diagram == null) return { ...head, runs: [], totals: [], hasDrawing: false };
  const assemblyFor = storedAssemblyFor(readQuoteAssemblies(source.assemblies, picked ? 'quote_options.assemblies' : 'quotes.assemblies'));
  const list = materialsForLayout(migrateLayoutDocument(source.diagram), assemblyFor);
  return {
    ...head,
    hasDrawing: true,
    runs: list.runs.map((r, i) => {
      const t = list.takeoff.runs[i];
      return {
        runId: r.runId, label: r.label, fenceType: t.props.fenceType, style: t.props.style, heightFt: t.props.heightFt,
        fenceFeet: Math.round(t.fenceFeet * 100) / 100, sectionLengthIn: Math.round(t.sectionLengthFt * 12 * 100) / 100, lines: withWhy(r.lines),
      };
    }),
    totals: withWhy(list.totals),
  };
}

export async function jobMaterials(db: Db, contractorId: string, jobId: string): Promise<MaterialsListView> {
  const missing = () => notFound(errorMessage('signedInErrors.jobs.notFound'));
  if (!/^[0-9a-f-]{36}$/i.test(jobId)) throw missing();
  const [job] = await db.select({ quoteId: jobs.quoteId }).from(jobs).where(and(eq(jobs.id, jobId), eq(jobs.contractorId, contractorId))).limit(1);
  if (!job) throw missing();
  if (!job.quoteId) return { quoteId: '', quoteNumber: 0, customerName: null, language: 'en', runs: [], totals: [], hasDrawing: false };
  return quoteMaterials(db, contractorId, job.quoteId);
}
