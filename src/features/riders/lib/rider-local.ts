/** What the rider pages show of the local: the register page's header and the id the calls need. */
export interface RiderLocal {
  id: number
  alias: string
  name: string
  logoUrl: string | null
}
