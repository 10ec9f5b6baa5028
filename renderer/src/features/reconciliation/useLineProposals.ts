import { useEffect, useState } from 'react';
import { api } from '../../app/api';
import type { ListEnvelope } from '../../app/api/types';
import { PATHS, type Candidate, type LineProposals, type StatementLine } from './api';

const PAGE_SIZE = 200;

export interface LineCandidates {
  candidates: Candidate[];
  loading: boolean;
  error: unknown;
}

/**
 * The ranked candidates of one unmatched line. The server answers the proposals of every
 * unmatched line of the statement in line order, so the pages are read until the line appears.
 */
export function useLineProposals(line: StatementLine | null): LineCandidates {
  const [state, setState] = useState<LineCandidates>({ candidates: [], loading: false, error: null });
  useEffect(() => {
    if (!line) return;
    const controller = new AbortController();
    setState({ candidates: [], loading: true, error: null });
    void (async () => {
      try {
        for (let page = 1; ; page += 1) {
          const result = await api.get<ListEnvelope<LineProposals>>(
            PATHS.proposals(line.importId),
            { page, pageSize: PAGE_SIZE },
            controller.signal,
          );
          const found = result.items.find((p) => p.line.id === line.id);
          if (found || page * PAGE_SIZE >= result.total) {
            setState({ candidates: found?.candidates ?? [], loading: false, error: null });
            return;
          }
        }
      } catch (error) {
        if (!controller.signal.aborted) setState({ candidates: [], loading: false, error });
      }
    })();
    return () => controller.abort();
  }, [line]);
  return state;
}
