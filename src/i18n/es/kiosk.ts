// Spanish texts of the 'kiosk' area, verbatim from the specs. Placeholders read {name}.
export const kiosk = {} as const satisfies Record<string, string>
