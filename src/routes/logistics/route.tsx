import { createFileRoute } from '@tanstack/react-router'

// The logistics area's shared layout. Its pages hide the cart and menu buttons (delivery spec §2.1) simply by
// not rendering them: those buttons live in the menu layout only.
export const Route = createFileRoute('/logistics')({})
