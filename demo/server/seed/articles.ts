/**
 * The content articles a search finds besides products (SPEC 2.6's content tab): help and buying
 * guides in English and Spanish. Fixed, so tests and the README can name them: a search for
 * 'sofa' finds two, 'lease' two and no product.
 */
import type { LocalizedText } from '../data/types.js';

export interface SeedArticle {
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: { en: readonly string[]; es: readonly string[] };
  /** Words a shopper may search for that the title and summary do not say. */
  keywords: string;
}

export const ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'how-lease-to-own-works',
    title: { en: 'How lease-to-own works', es: 'Cómo funciona el arrendamiento con opción a compra' },
    summary: {
      en: 'Choose what you need, take it home, make your payments, and it is yours at the end of the term.',
      es: 'Elige lo que necesitas, llévatelo a casa, haz tus pagos y al final del plazo es tuyo.',
    },
    body: {
      en: [
        'Lease-to-own lets you take home furniture, appliances and electronics today and pay for them over time, with no long-term obligation.',
        'Each product shows its monthly payment and the number of months to own it. Make every payment and the product is yours at the end of the term.',
        'You can return the product at any time with no further payments due, or buy it out early at a lower cost.',
      ],
      es: [
        'El arrendamiento con opción a compra te permite llevarte hoy muebles, electrodomésticos y electrónicos y pagarlos con el tiempo, sin una obligación a largo plazo.',
        'Cada producto muestra su pago mensual y cuántos meses faltan para que sea tuyo. Haz todos los pagos y al final del plazo el producto es tuyo.',
        'Puedes devolver el producto en cualquier momento sin más pagos, o comprarlo antes a un costo menor.',
      ],
    },
    keywords: 'lease leasing payments own rent arrendamiento pagos',
  },
  {
    slug: 'early-purchase-options',
    title: { en: 'Early purchase options', es: 'Opciones de compra anticipada' },
    summary: {
      en: 'Pay off your lease early and save: how the early purchase price is worked out.',
      es: 'Termina de pagar tu arrendamiento antes y ahorra: así se calcula el precio de compra anticipada.',
    },
    body: {
      en: [
        'You do not have to wait until the end of your term to own your products. The early purchase option lets you buy them out at any time.',
        'The earlier you buy, the more you save: the price is the remaining cost of the lease less a discount that grows with the payments you still have to make.',
        'Ask at your store or call us for your early purchase price. It is worked out on the day you ask.',
      ],
      es: [
        'No tienes que esperar al final del plazo para que tus productos sean tuyos. La opción de compra anticipada te permite comprarlos en cualquier momento.',
        'Cuanto antes compres, más ahorras: el precio es el costo restante del arrendamiento menos un descuento que crece con los pagos que te faltan.',
        'Pregunta en tu tienda o llámanos para conocer tu precio de compra anticipada. Se calcula el día que lo pides.',
      ],
    },
    keywords: 'lease buyout payoff save early purchase arrendamiento compra',
  },
  {
    slug: 'caring-for-a-fabric-sofa',
    title: { en: 'Caring for a fabric sofa', es: 'Cómo cuidar un sofá de tela' },
    summary: {
      en: 'Vacuum, blot and rotate: simple habits that keep upholstery looking new for years.',
      es: 'Aspira, seca sin frotar y rota los cojines: hábitos sencillos para que la tapicería luzca nueva por años.',
    },
    body: {
      en: [
        'Vacuum your sofa every week with a soft brush attachment to lift dust and crumbs before they work into the fabric.',
        'Blot spills at once with a clean, dry cloth. Do not rub: rubbing spreads the stain and wears the weave.',
        'Turn and swap the seat and back cushions every few weeks so they wear evenly, and keep the sofa out of direct sunlight to stop the color fading.',
      ],
      es: [
        'Aspira tu sofá cada semana con un cepillo suave para quitar el polvo y las migas antes de que se metan en la tela.',
        'Seca los derrames de inmediato con un paño limpio y seco. No frotes: frotar extiende la mancha y desgasta el tejido.',
        'Voltea e intercambia los cojines del asiento y del respaldo cada pocas semanas para que se desgasten por igual, y protege el sofá del sol directo para que no pierda color.',
      ],
    },
    keywords: 'couch upholstery cleaning stain sofa sillon limpieza mancha',
  },
  {
    slug: 'measuring-for-a-sofa',
    title: { en: 'Measuring your room for a sofa or sectional', es: 'Cómo medir tu sala para un sofá o un seccional' },
    summary: {
      en: 'Measure the room, the doorways and the path in, so your new sofa fits the first time.',
      es: 'Mide la sala, las puertas y el camino de entrada para que tu sofá nuevo quepa a la primera.',
    },
    body: {
      en: [
        'Start with the wall the sofa will stand against, and leave about 45 cm (18 in) between the sofa and a coffee table.',
        'Measure every doorway, hall and stairway on the way in. The sofa must pass through the narrowest of them on its side.',
        'Each product page lists the width, depth and height: compare them with your notes before you choose.',
      ],
      es: [
        'Empieza por la pared donde irá el sofá, y deja unos 45 cm entre el sofá y la mesa de centro.',
        'Mide cada puerta, pasillo y escalera del camino de entrada. El sofá debe pasar de lado por el más estrecho de ellos.',
        'Cada página de producto indica el ancho, la profundidad y la altura: compáralos con tus notas antes de elegir.',
      ],
    },
    keywords: 'couch sectional size dimensions living room sala medidas',
  },
  {
    slug: 'choosing-a-washer-and-dryer',
    title: { en: 'Choosing a washer and dryer', es: 'Cómo elegir una lavadora y una secadora' },
    summary: {
      en: 'Front or top loading, capacity and a stacked pair: what to weigh up for your home.',
      es: 'Carga frontal o superior, capacidad y un par apilado: qué tener en cuenta para tu hogar.',
    },
    body: {
      en: [
        'Front-loading washers use less water and can be stacked with a dryer where space is short. Top-loading washers are easier to load without bending.',
        'For a family of four, look for a washer of 4.5 cubic feet or more and a dryer of about twice that.',
        'Check the space for the hook-ups, and that the doors can open fully where the pair will stand.',
      ],
      es: [
        'Las lavadoras de carga frontal usan menos agua y se pueden apilar con la secadora donde falta espacio. Las de carga superior se cargan sin agacharse.',
        'Para una familia de cuatro, busca una lavadora de 4.5 pies cúbicos o más y una secadora de casi el doble.',
        'Revisa el espacio para las conexiones y que las puertas se puedan abrir del todo donde irá el par.',
      ],
    },
    keywords: 'washer dryer laundry appliances lavadora secadora electrodomesticos',
  },
  {
    slug: 'setting-up-a-tv',
    title: { en: 'Setting up your new TV', es: 'Cómo instalar tu televisor nuevo' },
    summary: {
      en: 'Where to place it, how high to mount it and which picture settings to change first.',
      es: 'Dónde colocarlo, a qué altura montarlo y qué ajustes de imagen cambiar primero.',
    },
    body: {
      en: [
        'Sit about one and a half times the screen size away from the TV, with the middle of the screen at eye level.',
        'On a wall, use a mount rated for the weight of your TV and fix it to the studs.',
        'Switch the picture mode from "vivid" to "movie" or "standard" for more natural colors, and turn off motion smoothing for films.',
      ],
      es: [
        'Siéntate a una distancia de alrededor de una vez y media el tamaño de la pantalla, con el centro de la pantalla a la altura de los ojos.',
        'En la pared, usa un soporte adecuado para el peso de tu televisor y fíjalo a los montantes.',
        'Cambia el modo de imagen de "vívido" a "cine" o "estándar" para colores más naturales, y desactiva el suavizado de movimiento para las películas.',
      ],
    },
    keywords: 'tv television electronics mount television electronicos',
  },
  {
    slug: 'delivery-and-setup',
    title: { en: 'Delivery and setup: what to expect', es: 'Entrega e instalación: qué esperar' },
    summary: {
      en: 'We bring it in, set it up and take the packaging away. Here is how delivery day goes.',
      es: 'Lo llevamos a tu casa, lo instalamos y nos llevamos el empaque. Así es el día de la entrega.',
    },
    body: {
      en: [
        'We call the day before with a two-hour window for your delivery.',
        'Our team brings the products into the room you choose, assembles the furniture and connects the appliances.',
        'Before we leave we check that everything works, and we take the packaging with us.',
      ],
      es: [
        'Te llamamos el día anterior con un horario de dos horas para tu entrega.',
        'Nuestro equipo lleva los productos a la habitación que elijas, arma los muebles y conecta los electrodomésticos.',
        'Antes de irnos comprobamos que todo funciona, y nos llevamos el empaque.',
      ],
    },
    keywords: 'delivery setup assembly shipping entrega instalacion envio',
  },
  {
    slug: 'finding-the-right-mattress',
    title: { en: 'Finding the right mattress', es: 'Cómo encontrar el colchón ideal' },
    summary: {
      en: 'Firmness, size and materials: a short guide to a better night’s sleep.',
      es: 'Firmeza, tamaño y materiales: una guía breve para dormir mejor.',
    },
    body: {
      en: [
        'Side sleepers usually rest best on a medium or soft mattress; back and stomach sleepers on a firmer one.',
        'Memory foam follows your shape and keeps a partner’s movement to their side; springs feel bouncier and stay cooler.',
        'A queen suits most couples; choose a king if you share the bed with children or pets.',
      ],
      es: [
        'Quienes duermen de lado suelen descansar mejor en un colchón medio o suave; quienes duermen boca arriba o boca abajo, en uno más firme.',
        'La espuma viscoelástica se adapta a tu cuerpo y no transmite el movimiento de tu pareja; los resortes se sienten más elásticos y frescos.',
        'Una cama queen sirve a la mayoría de las parejas; elige una king si compartes la cama con niños o mascotas.',
      ],
    },
    keywords: 'mattress bed bedroom sleep colchon cama dormitorio',
  },
];
