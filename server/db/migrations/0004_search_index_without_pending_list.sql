-- Searches never scan a GIN pending list of unsorted recent entries; customer writes update the index at once.
ALTER INDEX "homeowners_search_tokens_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('homeowners_search_tokens_idx'::regclass);
