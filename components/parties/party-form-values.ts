import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";

import { partyUpdateSchema, type PartyUpdate } from "@/lib/rental/party";
import type { Party } from "@/lib/rental/records";

/** What the party form holds; empty optional fields are undefined (the PUT clears them). */
export type PartyFormValues = {
  id_number: string;
  full_name: string;
  phone_number: string;
  date_of_birth?: string;
  date_of_birth_hijri?: string;
  region_id?: number;
  city_id?: number;
};

export const PARTY_FIELDS = Object.keys(partyUpdateSchema.shape);

// The shared schema's inputs are loosely typed (it normalises digits first); the form's are not.
export const partyResolver = zodResolver(partyUpdateSchema) as unknown as Resolver<
  PartyFormValues,
  unknown,
  PartyUpdate
>;

export function partyValues(party: Party): PartyFormValues {
  return {
    id_number: party.id_number,
    full_name: party.full_name,
    phone_number: party.phone_number,
    date_of_birth: party.date_of_birth ?? undefined,
    date_of_birth_hijri: party.date_of_birth_hijri ?? undefined,
    region_id: party.region_id ?? undefined,
    city_id: party.city_id ?? undefined,
  };
}

/** For selects of ids: "" → undefined, "12" → 12. */
export function idOrUndefined(value: unknown): number | undefined {
  if (value === "" || value === null || value === undefined) return undefined;
  return Number(value);
}
