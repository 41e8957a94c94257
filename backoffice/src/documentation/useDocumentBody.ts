import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { DocumentationMethods } from '../dataProvider/documentation.ts';
import type { SystemDocument } from './documents.ts';

const key = (doc: SystemDocument) => ['documentation', doc.id];

/** A document's markdown while its viewer is open. */
export function useDocumentBody(doc: SystemDocument) {
  const dataProvider = useDataProvider<DataProvider & DocumentationMethods>();
  // A refusal (no second factor, no admin) does not change on retry; the person can open it again.
  return useQuery({ queryKey: key(doc), queryFn: () => doc.load(dataProvider), retry: false });
}

/** Fetches a document's markdown (from the cache when the viewer already loaded it). */
export function useFetchDocumentBody() {
  const dataProvider = useDataProvider<DataProvider & DocumentationMethods>();
  const queryClient = useQueryClient();
  return (doc: SystemDocument) =>
    queryClient.fetchQuery({
      queryKey: key(doc),
      queryFn: () => doc.load(dataProvider),
      retry: false,
    });
}
