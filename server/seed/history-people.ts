/** History customers' phone keys start with this: no real number has an area code starting with 0. */
export const HISTORY_PHONE_PREFIX = '+5400'

const FIRST = [
  'Ana',
  'Bruno',
  'Camila',
  'Diego',
  'Elena',
  'Facundo',
  'Gabriela',
  'Hernán',
  'Inés',
  'Joaquín',
  'Laura',
  'Martín',
  'Natalia',
  'Pablo',
  'Romina',
  'Santiago',
  'Valeria',
  'Agustín',
]
const LAST = [
  'García',
  'Fernández',
  'López',
  'Martínez',
  'Rodríguez',
  'Gómez',
  'Díaz',
  'Pérez',
  'Romero',
  'Sosa',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Benítez',
]

export const historyCustomerName = (n: number) =>
  `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`
export const historyPhone = (n: number) => `${HISTORY_PHONE_PREFIX}${String(n).padStart(6, '0')}`
