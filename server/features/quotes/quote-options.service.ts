// Issue 25 (options): the contractor adds, names, recommends and removes a quote's options. Each change is a change
// of the quote: refused once it is signed or past sent, and on a sent quote it keeps the sent version and makes a new one.
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../../core/errors';
import { errorMessage } from '../../../core/error-messages';
import { createQuoteOptionSchema, defaultOptionName, MAX_QUOTE_OPTIONS, shownOption, updateQuoteOptionSchema, type CreateQuoteOptionInput, type UpdateQuoteOptionInput } from '../../../core/quotes/quote-options';
import { pricedQuoteSchema } from '../../../core/quotes/quote-view.schema';
import type { Db } from '../../db/connection';
import { readJsonb } from '../../db/jsonb';
import { quoteCartItems, quoteOptions, quotes } from '../../db/schema/index';
import { emitDomainEvent } from '../../domain-events/domain-events';
import { storedDiagramSvg, storedTakeoffOf } from './quote-columns';
import { mirrorShownOption, optionNotFound, optionsOf, type OptionRow } from './quote-options.store';
import { assertEditable, quoteNotFound, recordQuoteEvent, snapshotQuoteVersion, type QuoteRow } from './quotes.service';

type OptionChange = 'option_added' | 'option_changed' | 'option_removed';

/** Runs a change of a quote's options on the locked, editable quote; then the quote shows its option and notes the change. */
async function changeOptions(db: Db, args: { contractorId: string; quoteId: string }, change: (tx: Db, q: QuoteRow) => Promise<{ kind: OptionChange; name: string }>) {
  await db.transaction(async (tx) => {
    const [q] = await tx.select().from(quotes).where(and(eq(quotes.id, args.quoteId), eq(quotes.contractorId, args.contractorId))).for('update');
    if (!q) throw quoteNotFound();
    await assertEditable(tx, q);
    const { kind, name } = await change(tx, q);
    await mirrorShownOption(tx, q);
    // SPEC-beyond (issue 4): the homeowner has seen the sent version; it is kept and this is a new one.
    const newVersion = q.status === 'sent';
    if (newVersion) {
      await snapshotQuoteVersion(tx, q);
      await tx.update(quotes).set({ version: q.version + 1, updatedAt: new Date() }).where(eq(quotes.id, q.id));
    } else {
      await tx.update(quotes).set({ updatedAt: new Date() }).where(eq(quotes.id, q.id));
    }
    await recordQuoteEvent(tx, q, kind, { name, version: newVersion ? q.version + 1 : q.version });
    await emitDomainEvent(tx, { type: 'quote.updated', contractorId: q.contractorId, quoteId: q.id, origin: 'contractor' });
  });
}

/** The quote's own inputs and prices as its first option (a one-option quote about to get a second). */
async function firstOptionOf(tx: Db, q: QuoteRow, name: string): Promise<OptionRow> {
  const cart = await tx.select().from(quoteCartItems).where(eq(quoteCartItems.quoteId, q.id));
  const [row] = await tx
    .insert(quoteOptions)
    .values({
      contractorId: q.contractorId, quoteId: q.id, position: 1, name,
      diagram: q.diagram, cartItems: cart.map(({ id: _id, contractorId: _c, quoteId: _q, ...line }) => line as Record<string, unknown>),
      diagramSvg: q.quoteType === 'layout' ? storedDiagramSvg(q) : null, takeoff: storedTakeoffOf(q.takeoff), assemblies: q.assemblies,
      pricing: readJsonb(pricedQuoteSchema, q.pricing, 'quotes.pricing'), totalCents: q.totalCents, depositCents: q.depositCents,
    })
    .returning();
  return row;
}

/** "Add an option": a copy of the option named (else the shown one) the contractor then changes in the editor. */
export async function addQuoteOption(db: Db, args: { contractorId: string; quoteId: string; input: CreateQuoteOptionInput }): Promise<void> {
  const input = createQuoteOptionSchema.parse(args.input);
  await changeOptions(db, args, async (tx, q) => {
    let options = await optionsOf(tx, q);
    if (options.length >= MAX_QUOTE_OPTIONS) throw new AppError('CONFLICT', errorMessage('signedInErrors.quotes.tooManyOptions', { max: MAX_QUOTE_OPTIONS }));
    if (options.length === 0) options = [await firstOptionOf(tx, q, input.firstName ?? defaultOptionName(1, q.language))];
    const source = input.fromOptionId ? options.find((o) => o.id === input.fromOptionId) : shownOption(options, q.chosenOptionId);
    if (!source) throw optionNotFound();
    const position = options.length + 1;
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = source;
    const name = input.name ?? defaultOptionName(position, q.language);
    await tx.insert(quoteOptions).values({ ...copy, position, name, recommended: false });
    return { kind: 'option_added', name };
  });
}

export async function updateQuoteOption(db: Db, args: { contractorId: string; quoteId: string; optionId: string; input: UpdateQuoteOptionInput }): Promise<void> {
  const input = updateQuoteOptionSchema.parse(args.input);
  await changeOptions(db, args, async (tx, q) => {
    const option = (await optionsOf(tx, q)).find((o) => o.id === args.optionId);
    if (!option) throw optionNotFound();
    // One recommended option at most: the mark moves (the unique index holds it).
    if (input.recommended) await tx.update(quoteOptions).set({ recommended: false }).where(and(eq(quoteOptions.quoteId, q.id), ne(quoteOptions.id, option.id)));
    const [row] = await tx
      .update(quoteOptions)
      .set({ ...(input.name !== undefined ? { name: input.name } : {}), ...(input.recommended !== undefined ? { recommended: input.recommended } : {}), updatedAt: new Date() })
      .where(eq(quoteOptions.id, option.id))
      .returning();
    return { kind: 'option_changed', name: row.name };
  });
}

/** Removes an option; the rest close up (1, 2…). With one left, the quote is a one-option quote again, showing it. */
export async function removeQuoteOption(db: Db, args: { contractorId: string; quoteId: string; optionId: string }): Promise<void> {
  await changeOptions(db, args, async (tx, q) => {
    const options = await optionsOf(tx, q);
    const option = options.find((o) => o.id === args.optionId);
    if (!option) throw optionNotFound();
    await tx.delete(quoteOptions).where(eq(quoteOptions.id, option.id));
    const rest = options.filter((o) => o !== option);
    // Positions are unique per quote: move the later ones down one by one, in order.
    for (const [i, o] of rest.entries()) {
      if (o.position !== i + 1) await tx.update(quoteOptions).set({ position: i + 1 }).where(eq(quoteOptions.id, o.id));
    }
    if (rest.length === 1) {
      await mirrorShownOption(tx, q, rest);
      await tx.delete(quoteOptions).where(eq(quoteOptions.id, rest[0].id));
    }
    return { kind: 'option_removed', name: option.name };
  });
}
