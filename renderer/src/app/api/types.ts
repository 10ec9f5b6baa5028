/** The list envelope of every paginated endpoint (api-contract.md, Shapes). */
export interface ListEnvelope<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
