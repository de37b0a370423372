// Spanish texts of the 'schedule' area, verbatim from the specs. Placeholders read {name}.
export const schedule = {} as const satisfies Record<string, string>
