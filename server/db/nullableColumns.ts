/** A nullable column as an optional field: SQL's null is an absent value in the API's shapes. */
export const optional = <T>(value: T | null): T | undefined => value ?? undefined;
