// Audit actions and their catalogue keys (catalogue keys cannot contain dots). Shared by the audit
// log and the overview's recent activity, which say the same actions in words.
export const AUDIT_ACTION_KEYS: Record<string, string> = {
  "contract.create": "contract_create",
  "contract.update": "contract_update",
  "contract.delete": "contract_delete",
  "deed.search": "deed_search",
  "deed.search-remote": "deed_search_remote",
  "party.update": "party_update",
  "property.delete": "property_delete",
  "property.sync": "property_sync",
  "unit.update": "unit_update",
  "user.create": "user_create",
  "user.update": "user_update",
  "auth.sign-in": "auth_sign_in",
  "auth.sign-out": "auth_sign_out",
};

/** Kinds of record an audit entry points at. */
export const AUDIT_TARGET_TYPES = ["contract", "deed", "party", "property", "unit", "user"];
