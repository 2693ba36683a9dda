/**
 * The answer of GET /admin/registrations/centers: the centres whose registrations the signed-in
 * person sees, in code order; `allCenters` when they see every centre.
 */
export interface CenterScope {
  centers: { code: string; name: string; city: string }[];
  allCenters: boolean;
}
