import { useEffect } from 'react';

const SITE = 'Innovation Intake';

export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${SITE}` : SITE;
  }, [page]);
}
