import type { z } from 'zod'
import type * as Q from '@/sanity/types'
import type { eventDetailRecord, eventRecord, partnerRecord, sponsorRecord, tourRecord } from './records/programme'
import type { neighborhoodQueryRecord, pointOfInterestRecord, trailRecord } from './records/places'
import type { siteDetailRecord, siteRecord } from './records/site'

// A compile-time contract between the GROQ queries and the API's zod records: every field a
// record promises must be produced by its query, with a compatible type, per the result types
// `sanity typegen` derives from the schema. Rename or retype a projection so they disagree, and
// `tsc` (and so `next build`) fails here. Nullability is left to run time: the schema cannot
// promise that a slug or a geopoint is filled in, so shapeList skips (and logs) such records.

type AllKeys<T> = T extends unknown ? keyof T : never
type ValueAt<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never

/**
 * The shape without nullability: null and undefined removed, every field present, the branches of
 * a GROQ select() merged, and string literals widened (typegen types option lists as strings).
 */
type Shape<T> = [T] extends [string]
  ? string
  : [T] extends [readonly (infer U)[]]
    ? Array<Shape<NonNullable<U>>>
    : [T] extends [object]
      ? { [K in AllKeys<T>]-?: Shape<NonNullable<ValueAt<T, K>>> }
      : T

type Accepts<Schema extends z.ZodType, Result> = [Shape<Result>] extends [Shape<z.input<Schema>>] ? true : false
type Holds<T extends true> = T

type Item<T> = T extends readonly (infer U)[] ? U : never

export type QueryContracts = [
  Holds<Accepts<typeof siteRecord, Item<Q.SitesQueryResult>>>,
  Holds<Accepts<typeof siteDetailRecord, NonNullable<Q.SiteQueryResult>>>,
  Holds<Accepts<typeof neighborhoodQueryRecord, Item<Q.NeighborhoodsQueryResult['neighborhoods']>>>,
  Holds<Accepts<typeof pointOfInterestRecord, Item<Q.PointsOfInterestQueryResult>>>,
  Holds<Accepts<typeof tourRecord, Item<Q.LiveToursQueryResult>>>,
  Holds<Accepts<typeof tourRecord, Item<Q.ArchivedToursQueryResult>>>,
  Holds<Accepts<typeof trailRecord, Item<Q.TrailsQueryResult>>>,
  Holds<Accepts<typeof eventRecord, Item<Q.EventsQueryResult>>>,
  Holds<Accepts<typeof eventDetailRecord, NonNullable<Q.EventQueryResult>>>,
  Holds<Accepts<typeof sponsorRecord, Item<NonNullable<Q.SponsorsQueryResult>>>>,
  Holds<Accepts<typeof partnerRecord, Item<NonNullable<Q.PartnersQueryResult>>>>,
]
