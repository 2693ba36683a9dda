/** `transformResponse` for the API's `{ data: [...] }` list answers that have no paging. */
export const unwrapData = <T>(answer: { data: T }) => answer.data;
