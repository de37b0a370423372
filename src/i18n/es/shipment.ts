// Spanish texts of the 'shipment' area, verbatim from the specs. Placeholders read {name}.
export const shipment = {} as const satisfies Record<string, string>
