/** The menus of the demo tenant as plain data; demo.ts writes them. Prices in whole pesos. */

export interface SeedSize {
  name: string
  price: number
}

export interface SeedGarnishGroup {
  name: string
  mandatory: boolean
  multipleSelection: boolean
  min: number
  max: number
  garnishes: { name: string; price: number; description?: string }[]
}

export interface SeedPlate {
  name: string
  description: string
  price?: number
  sizes?: SeedSize[]
  maxQuantity?: number
  garnishGroups?: SeedGarnishGroup[]
  indicators?: SeedIndicatorName[]
  remarked?: boolean
  upselled?: boolean
}

export interface SeedCategory {
  name: string
  description?: string
  plates: SeedPlate[]
}

export type SeedIndicatorName = 'Vegano' | 'Sin TACC'

export const demoIndicators: {
  name: SeedIndicatorName
  showName: string
  backgroundColor: string
  textColor: string
}[] = [
  { name: 'Vegano', showName: 'Vegano', backgroundColor: '#2E7D32', textColor: '#FFFFFF' },
  { name: 'Sin TACC', showName: 'Sin TACC', backgroundColor: '#F9A825', textColor: '#1C1C1C' },
]

const empanadaFlavours = [
  'Carne cortada a cuchillo',
  'Jamón y queso',
  'Pollo',
  'Humita',
  'Caprese',
  'Verdura',
  'Cebolla y queso',
].map((name) => ({ name, price: 0 }))

export const pizzeriaCategories: SeedCategory[] = [
  {
    name: 'Pizzas',
    description: 'A la piedra, con muzzarella de primera.',
    plates: [
      {
        name: 'Pizza Muzzarella',
        description: 'Salsa de tomate, muzzarella, orégano y aceitunas verdes.',
        sizes: [
          { name: 'Chica', price: 9000 },
          { name: 'Grande', price: 13500 },
        ],
        remarked: true,
      },
      {
        name: 'Fugazzeta',
        description: 'Muzzarella y cebolla en pluma con orégano. Un clásico porteño.',
        price: 14500,
        remarked: true,
      },
      {
        name: 'Napolitana',
        description: 'Muzzarella, rodajas de tomate, ajo y perejil.',
        price: 14800,
      },
      {
        name: 'Calabresa',
        description: 'Muzzarella y longaniza calabresa en rodajas.',
        price: 15500,
      },
      {
        name: 'Especial',
        description: 'Muzzarella, jamón cocido, morrones asados y aceitunas.',
        price: 15200,
      },
      {
        name: 'Cuatro Quesos',
        description: 'Muzzarella, provolone, roquefort y parmesano.',
        price: 16500,
      },
      {
        name: 'Rúcula y Jamón Crudo',
        description: 'Muzzarella, rúcula fresca, jamón crudo y lascas de parmesano.',
        price: 17800,
      },
      {
        name: 'Pizza Vegana',
        description: 'Salsa de tomate, vegetales grillados y queso a base de castañas.',
        price: 14000,
        indicators: ['Vegano'],
      },
      {
        name: 'Muzzarella Sin TACC',
        description: 'Masa libre de gluten elaborada en línea separada, con muzzarella y orégano.',
        price: 14500,
        indicators: ['Sin TACC'],
      },
    ],
  },
  {
    name: 'Empanadas',
    description: 'Al horno de barro, repulgue a mano.',
    plates: [
      {
        name: 'Media docena de empanadas',
        description: 'Seis empanadas a elección.',
        price: 10800,
        remarked: true,
        garnishGroups: [
          {
            name: 'Sabores',
            mandatory: true,
            multipleSelection: true,
            min: 6,
            max: 6,
            garnishes: empanadaFlavours,
          },
        ],
      },
      {
        name: 'Docena de empanadas',
        description: 'Doce empanadas a elección.',
        price: 20500,
        garnishGroups: [
          {
            name: 'Sabores',
            mandatory: true,
            multipleSelection: true,
            min: 12,
            max: 12,
            garnishes: empanadaFlavours,
          },
        ],
      },
      {
        name: 'Empanada de carne',
        description: 'Carne cortada a cuchillo, cebolla de verdeo, huevo y aceituna.',
        price: 1900,
      },
      {
        name: 'Empanada de jamón y queso',
        description: 'Jamón cocido y muzzarella.',
        price: 1900,
      },
      {
        name: 'Empanada de humita',
        description: 'Choclo cremoso, cebolla y un toque de pimentón.',
        price: 1900,
      },
      {
        name: 'Empanada caprese',
        description: 'Muzzarella, tomate y albahaca fresca.',
        price: 1900,
      },
    ],
  },
  {
    name: 'Para picar',
    plates: [
      {
        name: 'Papas fritas',
        description: 'Porción de papas bastón crocantes.',
        price: 5500,
        indicators: ['Vegano', 'Sin TACC'],
        upselled: true,
      },
      {
        name: 'Provoleta',
        description: 'Provolone a la plancha con orégano y aceite de oliva.',
        price: 7200,
        indicators: ['Sin TACC'],
      },
      {
        name: 'Fainá',
        description: 'Porción de fainá de garbanzos, ideal sobre la pizza.',
        price: 2200,
        indicators: ['Vegano'],
        upselled: true,
      },
      {
        name: 'Rabas',
        description: 'Anillos de calamar rebozados con limón.',
        price: 12500,
      },
    ],
  },
  {
    name: 'Hamburguesas y sándwiches',
    plates: [
      {
        name: 'Hamburguesa Completa',
        description: 'Medallón de carne de 180 g, lechuga, tomate, queso y jamón, con papas fritas.',
        price: 11000,
        remarked: true,
        garnishGroups: [
          {
            name: 'Extras',
            mandatory: false,
            multipleSelection: true,
            min: 0,
            max: 3,
            garnishes: [
              { name: 'Cheddar', price: 1000 },
              { name: 'Panceta', price: 1500 },
              { name: 'Huevo', price: 800 },
            ],
          },
        ],
      },
      {
        name: 'Hamburguesa Clásica',
        description: 'Medallón de carne de 180 g con lechuga y tomate, con papas fritas.',
        price: 9200,
      },
      {
        name: 'Hamburguesa Vegana',
        description: 'Medallón de lentejas y quinoa, vegetales frescos y mayonesa vegetal.',
        price: 9800,
        indicators: ['Vegano'],
      },
      {
        name: 'Sándwich de milanesa',
        description: 'Milanesa de ternera en pan francés con lechuga, tomate y mayonesa.',
        price: 10500,
      },
      {
        name: 'Lomito completo',
        description: 'Lomo a la plancha, jamón, queso, huevo, lechuga y tomate.',
        price: 13900,
      },
      {
        name: 'Choripán',
        description: 'Chorizo a la parrilla en pan con chimichurri casero.',
        price: 6500,
      },
    ],
  },
  {
    name: 'Platos',
    plates: [
      {
        name: 'Milanesa napolitana con papas fritas',
        description: 'Milanesa de ternera con salsa, jamón y muzzarella gratinada.',
        price: 15900,
      },
      {
        name: 'Milanesa de pollo con puré',
        description: 'Suprema empanada con puré de papas casero.',
        price: 13200,
      },
      {
        name: 'Ñoquis con tuco',
        description: 'Ñoquis de papa caseros con salsa de tomate y carne.',
        price: 11800,
      },
      {
        name: 'Ravioles de ricota',
        description: 'Ravioles de ricota y nuez con salsa a elección.',
        price: 12400,
        garnishGroups: [
          {
            name: 'Salsa',
            mandatory: true,
            multipleSelection: false,
            min: 1,
            max: 1,
            garnishes: [
              { name: 'Fileto', price: 0 },
              { name: 'Crema', price: 0 },
              { name: 'Mixta', price: 0 },
              { name: 'Bolognesa', price: 1200 },
            ],
          },
        ],
      },
      {
        name: 'Tarta de verduras',
        description: 'Acelga, cebolla y huevo en masa casera, con ensalada.',
        price: 9500,
      },
    ],
  },
  {
    name: 'Ensaladas',
    plates: [
      {
        name: 'Ensalada mixta',
        description: 'Lechuga, tomate y cebolla.',
        price: 6200,
        indicators: ['Vegano', 'Sin TACC'],
      },
      {
        name: 'Ensalada César',
        description: 'Lechuga, pollo grillado, croutons, parmesano y aderezo césar.',
        price: 10900,
      },
      {
        name: 'Ensalada caprese',
        description: 'Tomate, muzzarella fresca, albahaca y aceite de oliva.',
        price: 8900,
        indicators: ['Sin TACC'],
      },
    ],
  },
  {
    name: 'Postres',
    plates: [
      {
        name: 'Flan Casero',
        description: 'Flan de huevo con dulce de leche o crema.',
        price: 4500,
        maxQuantity: 2,
        indicators: ['Sin TACC'],
      },
      {
        name: 'Panqueque con dulce de leche',
        description: 'Panqueque caliente relleno de dulce de leche.',
        price: 5200,
      },
      {
        name: 'Tiramisú',
        description: 'Vainillas al café, crema de mascarpone y cacao amargo.',
        price: 6500,
      },
      {
        name: 'Helado 1/4 kg',
        description: 'Hasta tres gustos de helado artesanal.',
        price: 6800,
      },
      {
        name: 'Vigilante',
        description: 'Queso fresco con dulce de membrillo o batata.',
        price: 4200,
        indicators: ['Sin TACC'],
      },
    ],
  },
  {
    name: 'Bebidas',
    plates: [
      {
        name: 'Gaseosa 500 ml',
        description: 'Botella de 500 ml.',
        price: 2500,
        upselled: true,
        garnishGroups: [
          {
            name: 'Sabor',
            mandatory: true,
            multipleSelection: false,
            min: 1,
            max: 1,
            garnishes: [
              { name: 'Cola', price: 0 },
              { name: 'Lima-limón', price: 0 },
              { name: 'Naranja', price: 0 },
            ],
          },
        ],
      },
      {
        name: 'Agua mineral 500 ml',
        description: 'Con o sin gas.',
        price: 2000,
      },
      {
        name: 'Agua saborizada 500 ml',
        description: 'Pomelo o manzana.',
        price: 2300,
      },
      {
        name: 'Limonada con menta y jengibre',
        description: 'Jarra individual de limonada casera.',
        price: 4200,
        indicators: ['Vegano', 'Sin TACC'],
      },
      {
        name: 'Cerveza Quilmes 1 L',
        description: 'Botella retornable de un litro.',
        price: 5200,
      },
      {
        name: 'Cerveza artesanal IPA',
        description: 'Pinta de IPA de cervecería local.',
        price: 4800,
      },
      {
        name: 'Vino Malbec',
        description: 'Botella de Malbec mendocino de 750 ml.',
        price: 12000,
      },
    ],
  },
]

/** Only on the take-away menu, which is what makes its hash differ from the delivery one. */
export const takeAwayOnlyPlate: SeedPlate = {
  name: 'Promo Retiro: Muzzarella Grande + Fainá',
  description: 'Pizza muzzarella grande con dos porciones de fainá, solo para retirar en el local.',
  price: 14900,
}

export const takeAwayPriceOverrides: Record<string, number> = {
  'Docena de empanadas': 19500,
}

export const cafeCategories: SeedCategory[] = [
  {
    name: 'Cafetería',
    plates: [
      { name: 'Café con leche', description: 'Taza grande de café con leche.', price: 3200, remarked: true },
      { name: 'Cortado', description: 'Café espresso cortado con leche.', price: 2800 },
      { name: 'Submarino', description: 'Leche caliente con una barra de chocolate.', price: 3600 },
      { name: 'Té', description: 'Té en hebras, a elección.', price: 2400, indicators: ['Vegano'] },
    ],
  },
  {
    name: 'Panadería',
    plates: [
      {
        name: 'Medialunas (3)',
        description: 'Tres medialunas de manteca recién horneadas.',
        price: 3000,
        remarked: true,
      },
      { name: 'Tostado de jamón y queso', description: 'En pan de miga, tostado a la plancha.', price: 5200 },
      { name: 'Alfajor de maicena', description: 'Relleno de dulce de leche y coco rallado.', price: 1800 },
      {
        name: 'Budín de limón Sin TACC',
        description: 'Porción de budín libre de gluten.',
        price: 2900,
        indicators: ['Sin TACC'],
      },
    ],
  },
  {
    name: 'Jugos y licuados',
    plates: [
      {
        name: 'Jugo de naranja exprimido',
        description: 'Vaso de 400 ml.',
        price: 3500,
        indicators: ['Vegano'],
      },
      { name: 'Licuado de banana', description: 'Banana con leche.', price: 3900 },
    ],
  },
]
