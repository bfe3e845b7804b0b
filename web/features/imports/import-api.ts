// Queries and mutations of the customer import (issue 26); the shapes are core/imports/imports.api.ts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnMapping } from '../../../core/imports/column-guess';
import type { ImportCustomerValues } from '../../../core/imports/customer-import-row';
import type { ImportWorkValues, WorkColumnMapping } from '../../../core/imports/work-import-row';
import {
  confirmImport,
  getImportReview,
  getWorkImportReview,
  listImports,
  setImportMapping,
  setWorkImportMapping,
  undoImport,
  updateImportRow,
  updateWorkImportRow,
  uploadCustomerImport,
  uploadWorkImport,
  type ImportBatch,
  type ImportDecision,
  type ImportKind,
  type ImportReview,
  type WorkImportReview,
} from '../../../core/imports/imports.api';
import { errorFromResponse, getCsrfToken } from '../../lib/api-client';
import { apiCall, contractUrl, useContractQuery } from '../../lib/api-contract';
import { invalidateCustomerQueries } from './invalidate-customers';

export const IMPORTS_KEY = '/api/imports';
export type ReviewFilter = 'all' | 'invalid' | 'duplicates';

export function useImports() {
  return useContractQuery(listImports, {});
}

const running = (b: ImportBatch | undefined) => b?.status === 'queued' || b?.status === 'running';

/** The batch with one page of its rows; polled every second while it runs (the progress bar). */
export function useImportReview(id: string, params: { filter: ReviewFilter; page: number; pageSize: number }) {
  return useContractQuery(getImportReview, { params: { id }, query: params }, {
    placeholderData: (prev) => prev,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (running(data?.batch)) return 1_000;
      return false;
    },
  });
}

/** One open quotes and jobs import with one page of its rows; polled while it runs. */
export function useWorkImportReview(id: string, params: { filter: ReviewFilter; page: number; pageSize: number }) {
  return useContractQuery(getWorkImportReview, { params: { id }, query: params }, {
    placeholderData: (prev) => prev,
    retry: false,
    refetchInterval: (query) => (running(query.state.data?.batch) ? 1_000 : false),
  });
}

/** The page of an import, by its kind. */
export const importPath = (batch: { id: string; kind: ImportKind }) => (batch.kind === 'work' ? `/customers/import/work/${batch.id}` : `/customers/import/${batch.id}`);

/** The file's bytes as the body: the server reads CSV or .xlsx from them. */
export async function uploadImportFile({ file, kind }: { file: File; kind: ImportKind }): Promise<ImportReview | WorkImportReview> {
  const send = async () =>
    fetch(contractUrl(kind === 'work' ? uploadWorkImport : uploadCustomerImport, { query: { fileName: file.name } }), {
      method: 'POST',
      credentials: 'include',
      headers: { 'x-csrf-token': await getCsrfToken(), 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
  const res = await send();
  if (!res.ok) throw await errorFromResponse(res);
  return (await res.json()) as ImportReview | WorkImportReview;
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadImportFile, onSuccess: () => queryClient.invalidateQueries({ queryKey: [IMPORTS_KEY] }) });
}

function useImportMutation<TBody, TResult>(call: (body: TBody) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: [IMPORTS_KEY] }) });
}

export function useSetMapping(id: string) {
  return useImportMutation((mapping: ColumnMapping) => apiCall(setImportMapping, { params: { id }, body: { mapping } }));
}

export function useUpdateRow(id: string) {
  return useImportMutation(({ rowNumber, ...body }: { rowNumber: number; values?: ImportCustomerValues; decision?: ImportDecision }) =>
    apiCall(updateImportRow, { params: { id, rowNumber }, body }),
  );
}

export function useSetWorkMapping(id: string) {
  return useImportMutation((mapping: WorkColumnMapping) => apiCall(setWorkImportMapping, { params: { id }, body: { mapping } }));
}

export function useUpdateWorkRow(id: string) {
  return useImportMutation(({ rowNumber, ...body }: { rowNumber: number; values?: ImportWorkValues; decision?: 'import' | 'skip' }) =>
    apiCall(updateWorkImportRow, { params: { id, rowNumber }, body }),
  );
}

export function useConfirmImport(id: string) {
  return useImportMutation((announce: boolean) => apiCall(confirmImport, { params: { id }, body: { announce } }));
}

export function useUndoImport(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(undoImport, { params: { id } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [IMPORTS_KEY] }), invalidateCustomerQueries(queryClient)]),
  });
}
