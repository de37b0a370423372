// Spanish texts of the 'rider' area, verbatim from the specs. Placeholders read {name}.
export const rider = {} as const satisfies Record<string, string>
